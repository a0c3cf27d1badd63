// The demo set of expert reviews: deterministic, covering the whole catalogue, every field in range and
// consistent with the catalogue, categories by the documented rules, varied prose, ratings centred near 7.5.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../reference/catalogue.js';
import type { ModelSpec } from '../../reference/types.js';
import { sampleReviews } from './index.js';
import { categoryOf } from './plan.js';
import { REVIEW_CATEGORIES, REVIEW_PLATFORMS, type SampleReview } from './types.js';

const reviews = sampleReviews();

function specOf(r: SampleReview): ModelSpec {
  const spec = CATALOGUE.find(
    (s) => s.category === r.vehicleType && s.make === r.make && s.model === r.model,
  );
  if (!spec) throw new Error(`${r.slug}: ${r.make} ${r.model} is not in the catalogue`);
  return spec;
}

const engineOf = (r: SampleReview) => specOf(r).engines.find((e) => e.label === r.keySpecs.engine);
const oneDecimal = (x: number) => Number.isFinite(x) && Math.round(x * 10) / 10 === x;
const distinct = (values: string[]) => new Set(values).size / values.length;

describe('sampleReviews', () => {
  it('is deterministic and pure', () => {
    expect(sampleReviews()).toEqual(reviews);
    expect(sampleReviews()).not.toBe(reviews);
  });

  it('reviews every catalogue model line, and about 340-400 reviews in all', () => {
    for (const spec of CATALOGUE) {
      const own = reviews.filter(
        (r) => r.vehicleType === spec.category && r.make === spec.make && r.model === spec.model,
      );
      expect(own.length, `${spec.make} ${spec.model}`).toBeGreaterThanOrEqual(1);
      expect(new Set(own.map((r) => r.platform)).size, `${spec.make} ${spec.model} platforms`).toBe(
        own.length,
      );
    }
    expect(reviews.length).toBeGreaterThanOrEqual(340);
    expect(reviews.length).toBeLessThanOrEqual(400);
  });

  it('has unique kebab-case slugs', () => {
    const slugs = reviews.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps every field within its range', () => {
    for (const r of reviews) {
      const where = r.slug;
      for (const score of [r.rating, r.reliability, r.fuelEconomy, r.valueForMoney]) {
        expect(oneDecimal(score), where).toBe(true);
        expect(score, where).toBeGreaterThanOrEqual(0);
        expect(score, where).toBeLessThanOrEqual(10);
      }
      expect(r.isRecommended, where).toBe(r.rating >= 7);
      expect(Number.isInteger(r.priceRange.from) && Number.isInteger(r.priceRange.to), where).toBe(true);
      expect(r.priceRange.from, where).toBeGreaterThan(0);
      expect(r.priceRange.from, where).toBeLessThanOrEqual(r.priceRange.to);
      expect(r.pros.length, where).toBeGreaterThanOrEqual(3);
      expect(r.pros.length, where).toBeLessThanOrEqual(5);
      expect(r.cons.length, where).toBeGreaterThanOrEqual(2);
      expect(r.cons.length, where).toBeLessThanOrEqual(4);
      expect(r.body.length, where).toBeGreaterThanOrEqual(3);
      expect(r.body.length, where).toBeLessThanOrEqual(5);
      for (const text of [r.title, r.summary, r.verdict, ...r.body, ...r.pros, ...r.cons]) {
        expect(text.trim(), where).toBe(text);
        expect(text, where).not.toMatch(/undefined|null|NaN|\s{2}|\s[.,;:]/);
      }
      expect(REVIEW_PLATFORMS, where).toContain(r.platform);
      expect(REVIEW_CATEGORIES, where).toContain(r.category);
      expect(r.keySpecs.transmission, where).toMatch(/^(Manual|Automatic|Manual or automatic)$/);
      const unit = r.vehicleType === 'motorcycle' ? '60' : '62';
      const match = new RegExp(`^0-${unit}mph in (\\d+\\.\\d)s$`).exec(r.keySpecs.performance.acceleration);
      expect(match, where).not.toBeNull();
      expect(Number(match![1]), where).toBeGreaterThanOrEqual(2.8);
      expect(Number(match![1]), where).toBeLessThanOrEqual(16);
    }
  });

  it('dates its reviews within the window and no earlier than six months before the model year', () => {
    for (const r of reviews) {
      expect(r.publishedDate, r.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${r.publishedDate}T00:00:00Z`).toISOString().slice(0, 10), r.slug).toBe(
        r.publishedDate,
      );
      expect(r.publishedDate >= '2023-01-01' && r.publishedDate <= '2026-11-20', r.slug).toBe(true);
      expect(r.publishedDate >= `${r.year - 1}-07-01`, r.slug).toBe(true);
    }
  });

  it('reviews years the model was on sale: current models 2024-2026, discontinued ones as used guides', () => {
    for (const r of reviews) {
      const spec = specOf(r);
      expect(r.year, r.slug).toBeGreaterThanOrEqual(spec.yearFrom);
      expect(r.year, r.slug).toBeLessThanOrEqual(spec.yearTo ?? 2026);
      if (spec.yearTo === null && (r.platform === 'Road Test' || r.platform === 'First Drive'))
        expect(r.year, r.slug).toBeGreaterThanOrEqual(2024);
      if (spec.yearTo !== null)
        expect(["Used Buyer's Guide", 'Long-Term Test'], r.slug).toContain(r.platform);
    }
  });

  it('names a variant, body type and engine the catalogue has, and prices from the catalogue', () => {
    for (const r of reviews) {
      const spec = specOf(r);
      if (r.variant !== null) expect(spec.variants, r.slug).toContain(r.variant);
      if (r.bodyType !== null) expect(spec.bodyTypes, r.slug).toContain(r.bodyType);
      const engine = engineOf(r);
      expect(engine, r.slug).toBeDefined();
      expect(r.keySpecs.fuelType, r.slug).toBe(engine!.fuelType);
      expect(r.priceRange.from, r.slug).toBe(spec.newPrice * 100);
    }
  });

  it('files each review under the category its rules give', () => {
    for (const r of reviews) {
      const spec = specOf(r);
      const engine = engineOf(r)!;
      expect(r.category, r.slug).toBe(categoryOf(spec, engine, r.bodyType));
      if (engine.fuelType === 'Electric') expect(r.category, r.slug).toBe('electric');
      else expect(r.category, r.slug).not.toBe('electric');
      if (r.vehicleType === 'van') expect(['basic', 'electric'], r.slug).toContain(r.category);
    }
    const find = (make: string, model: string) => reviews.filter((r) => r.make === make && r.model === model);
    expect(find('Tesla', 'Model 3').every((r) => r.category === 'electric')).toBe(true);
    expect(find('Porsche', '911').every((r) => r.category === 'sports')).toBe(true);
    expect(find('Land Rover', 'Range Rover').every((r) => r.category === 'luxury')).toBe(true);
    expect(find('Dacia', 'Sandero').every((r) => r.category === 'basic')).toBe(true);
    for (const c of REVIEW_CATEGORIES)
      expect(
        reviews.some((r) => r.category === c),
        c,
      ).toBe(true);
  });

  it('varies its prose: at least 95% distinct summaries, verdicts, titles and first sentences', () => {
    expect(distinct(reviews.map((r) => r.summary))).toBeGreaterThanOrEqual(0.95);
    expect(distinct(reviews.map((r) => r.verdict))).toBeGreaterThanOrEqual(0.95);
    expect(distinct(reviews.map((r) => r.title))).toBeGreaterThanOrEqual(0.95);
    expect(distinct(reviews.map((r) => r.body[0]!.split(/(?<=[.?!])\s/)[0]!))).toBeGreaterThanOrEqual(0.95);
  });

  it('spreads ratings plausibly around a mean between 7 and 8', () => {
    const ratings = reviews.map((r) => r.rating);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(mean).toBeGreaterThan(7);
    expect(mean).toBeLessThan(8);
    expect(Math.min(...ratings)).toBeLessThan(6);
    expect(Math.max(...ratings)).toBeGreaterThanOrEqual(9);
    expect(ratings.filter((x) => x < 6).length).toBeLessThanOrEqual(ratings.length * 0.05);
  });

  it('uses a small fixed team of writers', () => {
    const authors = new Set(reviews.map((r) => r.author));
    expect(authors.size).toBeGreaterThanOrEqual(6);
    expect(authors.size).toBeLessThanOrEqual(10);
  });
});
