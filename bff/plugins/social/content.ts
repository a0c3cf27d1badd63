// Per-platform writing (issue 13 item 5): a post for each network, written from the car's own data in
// British English and shaped by that network's conventions (platforms.ts). Deterministic: the same
// car, template and dealer always give the same text. Nothing is claimed that the listing does not
// say: the seller's description is quoted (cut), never embellished.
import type { MarketingCar } from '../dealers/marketing-scope.js';
import { hashtagsFor, vehicleKind } from './hashtags.js';
import { LIMITS, TITLE_MAX, countCharacters, postText, type Platform } from './platforms.js';
import type { CopyFacts, TemplateCopy } from './templates.js';
import type { GeneratedContent } from './types.js';

export type { GeneratedContent } from './types.js';

export interface WriteInput {
  car: MarketingCar;
  template: TemplateCopy;
  dealerName: string;
  /** A link as long as the tracked link will be (its code is drawn when the post is published). */
  linkSample: string;
}

const poundsFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Pence to '£18,495' (pennies only when there are some). */
export function pounds(pence: number): string {
  return poundsFormat.format(pence / 100).replace(/\.00$/, '');
}
const milesOf = (n: number) => `${new Intl.NumberFormat('en-GB').format(n)} mile${n === 1 ? '' : 's'}`;
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** At most `max` characters, cut at a word where there is one, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(tidy(text));
  if (chars.length <= max) return chars.join('');
  if (max <= 1) return max === 1 ? '…' : '';
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.–-]+$/u, '')}…`;
}

/** The seller's description, whole sentences while they fit, else cut at a word. */
function quote(description: string, max: number): string {
  const text = tidy(description);
  if (max <= 0 || !text) return '';
  if (Array.from(text).length <= max) return text;
  let out = '';
  for (const sentence of text.match(/[^.!?]+[.!?]*\s*/g) ?? []) {
    const next = out + sentence;
    if (Array.from(next.trim()).length > max) break;
    out = next;
  }
  return out.trim() || clip(text, max);
}

function factsOf(car: MarketingCar, dealerName: string): CopyFacts {
  return {
    title: tidy(car.title),
    make: tidy(car.make),
    model: tidy(car.model),
    year: car.year,
    price: pounds(car.price),
    miles: milesOf(car.mileage),
    colour: tidy(car.colour) || 'its colour',
    location: tidy(car.location),
    dealer: tidy(dealerName),
    noun: vehicleKind(car),
    features: car.features.map(tidy).filter(Boolean),
  };
}

function specLines(car: MarketingCar, f: CopyFacts, bullet: string): string[] {
  const lines: [string, string][] = [
    ['Price', f.price],
    ['Year', String(f.year)],
    ['Mileage', f.miles],
    ['Fuel', tidy(car.fuelType)],
    ['Gearbox', tidy(car.transmission)],
    ['Body', tidy(car.bodyType)],
    ['Colour', tidy(car.colour)],
    ['Location', f.location],
  ];
  return lines.filter(([, value]) => value).map(([label, value]) => `${bullet}${label}: ${value}`);
}

/** Price, miles, fuel and gearbox, leaving out what `said` already says. */
const quickFacts = (car: MarketingCar, f: CopyFacts, sep: string, said: string) =>
  [f.price, f.miles, tidy(car.fuelType), tidy(car.transmission)]
    .filter((fact) => fact && !said.includes(fact))
    .join(sep);
/** A list of facts as a sentence with its trailing space; nothing when there are none. */
const asSentence = (facts: string) => (facts ? `${facts}. ` : '');

/**
 * Puts a body together around the seller's description: the description gets what room is left
 * (at most `prefer`); if even the body without it is too long, the whole body is cut to fit.
 */
function fit(
  platform: Platform,
  build: (desc: string) => string,
  description: string,
  prefer: number,
  hashtags: string[],
  link: string,
): string {
  const max = LIMITS[platform].maxLength;
  const size = (body: string) => countCharacters(platform, postText(platform, body, hashtags, link));
  const room = max - size(build('')) - 2;
  const body = build(quote(description, Math.min(prefer, room)));
  if (size(body) <= max) return body;
  // Too long whatever the description: shorten the body itself (the hashtags and link stay whole).
  let budget = max - (size('x') - 1);
  for (;;) {
    const cut = clip(body, budget);
    if (size(cut) <= max || budget <= 0) return cut;
    budget -= size(cut) - max;
  }
}

/** 'Northgate Motors, Leeds', or less where the CTA said it already or a field is empty. */
const place = (f: CopyFacts, said = '') =>
  [said.includes(f.dealer) ? '' : f.dealer, f.location].filter(Boolean).join(', ');

const join = (...blocks: (string | false | null | undefined)[]) => blocks.filter(Boolean).join('\n\n');

type Writer = (car: MarketingCar, f: CopyFacts, t: TemplateCopy, tags: string[], link: string) => string;

const WRITERS: Record<Platform, Writer> = {
  facebook: (car, f, t, tags, link) =>
    fit(
      'facebook',
      (desc) =>
        join(
          clip(t.headline(f), TITLE_MAX),
          t.lead(f),
          ['Key details:', ...specLines(car, f, '• ')].join('\n'),
          f.features.length > 0 && `Equipment includes ${f.features.slice(0, 10).join(', ')}.`,
          desc,
          `${t.cta(f)}\n${place(f)}`,
        ),
      car.description,
      800,
      tags,
      link,
    ),
  instagram: (car, f, t, tags, link) =>
    fit(
      'instagram',
      (desc) =>
        join(
          `${clip(t.headline(f), TITLE_MAX)} ✨`,
          t.lead(f),
          [
            `💷 ${f.price}`,
            `📅 ${f.year}`,
            `🚗 ${f.miles}`,
            `⛽ ${tidy(car.fuelType)}`,
            `📍 ${f.location}`,
          ].join('\n'),
          f.features.length > 0 &&
            f.features
              .slice(0, 6)
              .map((x) => `✅ ${x}`)
              .join('\n'),
          desc,
          `${t.cta(f)} Link in bio 🔗\n${f.dealer}`,
        ),
      car.description,
      400,
      tags,
      link,
    ),
  tiktok: (car, f, t, tags, link) =>
    fit(
      'tiktok',
      () =>
        `${clip(t.headline(f), TITLE_MAX)} 🚗 ${asSentence(quickFacts(car, f, ' · ', t.headline(f)))}${t.cta(f)} Link in bio. 📍 ${place(f, t.cta(f))}`,
      '',
      0,
      tags,
      link,
    ),
  twitter: (car, f, t, tags, link) => {
    const facts = quickFacts(car, f, ', ', t.headline(f));
    const candidates = [
      `${t.headline(f)}. ${asSentence(facts)}${t.cta(f)}`,
      `${t.headline(f)}. ${asSentence(facts)}`.trim(),
      `${t.headline(f)}.`,
    ];
    const size = (body: string) => countCharacters('twitter', postText('twitter', body, tags, link));
    return candidates.find((c) => size(c) <= 280) ?? fit('twitter', () => candidates[2]!, '', 0, tags, link);
  },
  linkedin: (car, f, t, tags, link) =>
    fit(
      'linkedin',
      (desc) =>
        join(
          clip(t.headline(f), TITLE_MAX),
          `${t.lead(f)} Offered by ${place(f)}.`,
          ['Specification:', ...specLines(car, f, '- ')].join('\n'),
          f.features.length > 0 && `Equipment includes ${f.features.slice(0, 10).join(', ')}.`,
          desc,
          t.cta(f),
        ),
      car.description,
      1200,
      tags,
      link,
    ),
  youtube: (car, f, t, tags, link) =>
    fit(
      'youtube',
      (desc) =>
        join(
          t.lead(f),
          specLines(car, f, '▸ ').join('\n'),
          f.features.length > 0 && `Equipment: ${f.features.slice(0, 15).join(', ')}.`,
          desc,
          `${t.cta(f)} ${place(f)}. Full details:`,
        ),
      car.description,
      1500,
      tags,
      link,
    ),
  pinterest: (car, f, t, tags, link) =>
    fit(
      'pinterest',
      (desc) =>
        join(`${t.lead(f)} ${asSentence(quickFacts(car, f, ', ', t.lead(f)))}`.trim(), desc, t.cta(f)),
      car.description,
      200,
      tags,
      link,
    ),
};

function titleFor(platform: Platform, f: CopyFacts, t: TemplateCopy): string {
  // A YouTube title carries the dealer's name; elsewhere the headline is the title.
  const headline = platform === 'youtube' ? `${t.headline(f)} | ${f.dealer}` : t.headline(f);
  return clip(headline, TITLE_MAX);
}

export function writeContent(platform: Platform, input: WriteInput): GeneratedContent {
  const { car, template, dealerName, linkSample } = input;
  const f = factsOf(car, dealerName);
  const limits = LIMITS[platform];
  let tags = hashtagsFor(car, platform, template.tags, limits.recommendedHashtags);
  // X: with a very long title, two hashtags leave the headline more room than three.
  if (platform === 'twitter' && Array.from(template.headline(f)).length > 150) tags = tags.slice(0, 2);
  const description = WRITERS[platform](car, f, template, tags, linkSample);
  return {
    platform,
    title: titleFor(platform, f, template),
    description,
    hashtags: tags,
    characterCount: countCharacters(platform, postText(platform, description, tags, linkSample)),
    limits: { ...limits },
  };
}
