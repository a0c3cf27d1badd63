// Listing titles read like a dealer wrote them: no word twice, even where a trim and an engine label
// overlap ('Long Range' trim, 'Long Range AWD' engine) or a trim repeats the model.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, modelsFor } from '../reference/catalogue.js';
import { CATEGORIES } from '../reference/types.js';
import { UK_TOWNS } from '../reference/uk-towns.js';
import { groupThousands, vehicleName, vehicleTitle } from './describe.js';
import { generateListing, type ListingContext } from './listings.js';
import { Random, WeightedPicker } from './random.js';
import { SellerFactory } from './sellers.js';

/** The words of a title that appear more than once, ignoring case and numbers such as years. */
function repeatedWords(title: string): string[] {
  const words = title
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !/^\d+(\.\d+)?$/.test(w));
  return words.filter((w, i) => words.indexOf(w) !== i);
}

describe('listing titles', () => {
  it('never repeat a word among 5,000 generated listings', () => {
    const rng = new Random(20261121);
    const sellers = new SellerFactory(UK_TOWNS);
    const pickers = new Map(
      CATEGORIES.map((c) => [c, new WeightedPicker(modelsFor(c), (m) => m.popularity)]),
    );
    const dealers = CATEGORIES.map((c) => Array.from({ length: 40 }, () => sellers.dealer(rng, c, [])));
    let offers = 0;
    const ctx: ListingContext = {
      now: new Date('2026-11-01T12:00:00Z'),
      currentYear: 2026,
      usedRegistrations: new Set(),
      nextOfferId: () => ++offers,
    };
    const repeats: string[] = [];
    for (let id = 1; id <= 5000; id++) {
      const index = rng.int(0, CATEGORIES.length - 1);
      const category = CATEGORIES[index]!;
      const seller = rng.chance(0.2) ? sellers.privateSeller(rng, category) : rng.pick(dealers[index]!);
      const listing = generateListing(rng, ctx, id, pickers.get(category)!.pick(rng), seller);
      if (repeatedWords(listing.title).length) repeats.push(listing.title);
      expect(listing.title.startsWith(String(listing.year))).toBe(true);
    }
    expect(repeats).toEqual([]);
  });

  it('never repeat a word for any model, trim and engine in the catalogue', () => {
    const repeats: string[] = [];
    for (const spec of CATALOGUE) {
      for (const variant of spec.variants) {
        for (const engine of spec.engines) {
          const title = vehicleTitle(2020, vehicleName(spec.make, spec.model, variant, engine.label));
          if (repeatedWords(title).length) repeats.push(title);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it('drop the words the trim or the model already gave, and keep the rest in order', () => {
    expect(vehicleTitle(2021, vehicleName('Tesla', 'Model 3', 'Long Range', 'Long Range AWD'))).toBe(
      '2021 Tesla Model 3 Long Range AWD',
    );
    expect(vehicleTitle(2022, vehicleName('BMW', 'X5', 'M50d', 'M50d'))).toBe('2022 BMW X5 M50d');
    expect(vehicleTitle(2023, vehicleName('Ducati', 'Multistrada V4', 'V4 S', '1158cc'))).toBe(
      '2023 Ducati Multistrada V4 S 1158cc',
    );
    expect(vehicleTitle(2019, vehicleName('Honda', 'Gold Wing', 'Gold Wing Tour', '1833cc'))).toBe(
      '2019 Honda Gold Wing Tour 1833cc',
    );
    expect(vehicleTitle(2019, vehicleName('BMW', '3 Series', 'M Sport', '320d'))).toBe(
      '2019 BMW 3 Series M Sport 320d',
    );
  });

  it('group thousands as en-GB does', () => {
    for (const n of [0, 7, 999, 1000, 42150, 100000, 1234567, -5400]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-GB'));
    }
  });
});
