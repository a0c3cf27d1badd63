// Finance applications (DECISIONS 23): the Apply tab's form, checked again here with the browser's
// schema, stored in one transaction with the quote priced by the same calculator the page shows.
// Anyone may apply (000 §6: visitors use the finance page); a signed-in person's application is theirs.
import type { Knex } from 'knex';
import { notFound } from '../../lib/errors.js';
import { calculateQuote } from './calculator.js';
import * as q from './queries.js';
import { applicationReference, type FinanceApplication, type FinanceApplicationInput } from './schemas.js';

function shape(row: q.ApplicationRow): FinanceApplication {
  const quote =
    row.price === null || row.deposit === null || row.term_months === null || row.apr_basis_points === null
      ? null
      : {
          price: row.price,
          deposit: row.deposit,
          termMonths: row.term_months,
          apr: row.apr_basis_points / 100,
        };
  return {
    id: row.id,
    reference: applicationReference(row.id),
    status: row.status,
    firstName: row.first_name,
    email: row.email,
    quote: quote && { ...quote, ...calculateQuote(quote) },
    listingId: row.listing_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export class FinanceService {
  constructor(private readonly knex: Knex) {}

  async apply(input: FinanceApplicationInput, userId: number | null): Promise<FinanceApplication> {
    return this.knex.transaction(async (trx) => {
      if (input.listingId !== undefined && !(await q.listingExists(trx, input.listingId))) {
        throw notFound('Car');
      }
      const { quote } = input;
      const row = await q.insertApplication(trx, {
        user_id: userId,
        listing_id: input.listingId ?? null,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        annual_income: input.annualIncome,
        employment_status: input.employmentStatus,
        credit_score: input.creditScore,
        price: quote?.price ?? null,
        deposit: quote?.deposit ?? null,
        term_months: quote?.termMonths ?? null,
        apr_basis_points: quote ? Math.round(quote.apr * 100) : null,
        monthly_payment: quote ? calculateQuote(quote).monthlyPayment : null,
      });
      return shape(row);
    });
  }
}
