// The calculator's inputs as typed (pounds and a percentage, as text) and the quote they make (pence,
// DECISIONS 1), checked with the server's own quoteSchema so the page and the API agree on every bound.
import * as v from 'valibot';
import {
  FINANCE_DEFAULTS,
  quoteSchema,
  suggestedDeposit,
  type QuoteInput,
} from '../../../../../bff/plugins/finance/calculator';

export interface QuoteForm {
  /** Pounds. */
  price: string;
  /** Pounds. */
  deposit: string;
  termMonths: string;
  apr: string;
}

export type QuoteErrors = Partial<Record<keyof QuoteInput, string>>;

const poundsText = (pence: number) => String(pence / 100);

export const formFromQuote = (q: QuoteInput): QuoteForm => ({
  price: poundsText(q.price),
  deposit: poundsText(q.deposit),
  termMonths: String(q.termMonths),
  apr: String(q.apr),
});

/** Pounds as typed to pence; blank or not a number gives NaN, which the schema names. */
const toPence = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text) * 100));
const toNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function checkQuote(
  form: QuoteForm,
): { ok: true; quote: QuoteInput } | { ok: false; errors: QuoteErrors } {
  const result = v.safeParse(quoteSchema, {
    price: toPence(form.price),
    deposit: toPence(form.deposit),
    termMonths: toNumber(form.termMonths),
    apr: toNumber(form.apr),
  });
  if (result.success) return { ok: true, quote: result.output };
  const errors: QuoteErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof QuoteInput | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The calculator's first figures: the defaults of 000 §9, or a car's price from 'Finance this car'
 * (`?price=<pence>&car=<id>`, with a fifth of the price as the deposit unless `deposit` is given;
 * `term` and `apr` may be given too). Anything unusable falls back to the default.
 */
export function initialQuote(params: URLSearchParams): { quote: QuoteInput; listingId?: number } {
  const int = (name: string) => {
    const raw = params.get(name);
    return raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
  };
  const price = int('price');
  const candidate = {
    price: price ?? FINANCE_DEFAULTS.price,
    deposit: int('deposit') ?? (price === undefined ? FINANCE_DEFAULTS.deposit : suggestedDeposit(price)),
    termMonths: int('term') ?? FINANCE_DEFAULTS.termMonths,
    apr: params.get('apr') !== null ? Number(params.get('apr')) : FINANCE_DEFAULTS.apr,
  };
  const checked = v.safeParse(quoteSchema, candidate);
  const car = int('car');
  return {
    quote: checked.success ? checked.output : { ...FINANCE_DEFAULTS },
    ...(car ? { listingId: car } : {}),
  };
}

const gbp2 = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
/** Finance figures show pence (000 §5: the monthly payment to 2 decimals). */
export const poundsAndPence = (pence: number) => gbp2.format(pence / 100);
