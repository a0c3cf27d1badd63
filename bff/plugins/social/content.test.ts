// Per-platform writing: every post respects its network's limits for many real cars (the demo data
// generator's, plus extreme ones), hashtags follow the rules, nothing is invented, and the same input
// always gives the same text.
import { describe, expect, it } from 'vitest';
import { modelsFor } from '../../../db/reference/catalogue.js';
import { UK_TOWNS } from '../../../db/reference/uk-towns.js';
import { generateListing, type ListingContext } from '../../../db/seeds/listings.js';
import { Random } from '../../../db/seeds/random.js';
import { SellerFactory } from '../../../db/seeds/sellers.js';
import { imagePaths, type MarketingCar } from '../dealers/marketing-scope.js';
import { clip, pounds, writeContent } from './content.js';
import { camelTag, hashtagsFor } from './hashtags.js';
import { HASHTAG, LIMITS, PLATFORMS, TITLE_MAX, countCharacters, postText } from './platforms.js';
import { TEMPLATES } from './templates.js';

const LINK = 'https://allmotors.example/r/AbCdEfGhIjKl';

/** Cars as the demo world makes them: every category, make, fuel and town in proportion. */
function realCars(count: number): MarketingCar[] {
  const rng = new Random(42);
  const factory = new SellerFactory(UK_TOWNS);
  const ctx: ListingContext = {
    now: new Date('2026-11-01T12:00:00Z'),
    currentYear: 2026,
    usedRegistrations: new Set(),
    nextOfferId: (() => {
      let n = 0;
      return () => ++n;
    })(),
  };
  const categories = ['car', 'car', 'car', 'van', 'motorcycle'] as const;
  return Array.from({ length: count }, (_, i) => {
    const category = categories[i % categories.length]!;
    const seller = factory.dealer(rng, category, []);
    const row = generateListing(rng, ctx, i + 1, rng.pick(modelsFor(category)), seller);
    return {
      id: row.id,
      title: row.title,
      make: row.make,
      model: row.model,
      year: row.year,
      price: row.price,
      mileage: row.mileage,
      fuelType: row.fuel_type,
      transmission: row.transmission,
      bodyType: row.body_type,
      colour: row.color,
      location: i % 7 === 0 ? seller.postcode : seller.town,
      description: row.description,
      features: row.features,
      images: imagePaths(row.id, row.image_count),
    };
  });
}

const word = (n: number) => 'Supercalifragilistic'.repeat(n);
/** What a careless feed sends: very long titles, descriptions and features, and empty fields. */
function extremeCars(base: MarketingCar): MarketingCar[] {
  return [
    { ...base, title: `${base.title} ${'Limited Edition Launch Pack '.repeat(30)}` },
    { ...base, description: 'A lovely car with plenty of kit. '.repeat(400) },
    { ...base, description: word(300) },
    { ...base, title: word(20), make: word(3), model: word(3), location: word(5) },
    { ...base, features: Array.from({ length: 60 }, (_, i) => `Optional extra number ${i} ${word(1)}`) },
    { ...base, features: [], description: '', colour: '', location: '' },
    { ...base, make: 'Škoda', model: 'Octavia vRS', location: 'Newcastle upon Tyne' },
    { ...base, make: 'Peugeot', model: '208', bodyType: 'Hatchback', fuelType: 'Electric' },
  ];
}

const cars = realCars(250);
const everyCar = [...cars, ...extremeCars(cars[0]!)];

describe('writing for every platform', () => {
  it('keeps every post of every template within its network’s limits', () => {
    let checked = 0;
    for (const car of everyCar) {
      for (const template of TEMPLATES) {
        for (const platform of PLATFORMS) {
          const c = writeContent(platform, {
            car,
            template,
            dealerName: 'Northgate Motors',
            linkSample: LINK,
          });
          const limits = LIMITS[platform];
          const text = postText(platform, c.description, c.hashtags, LINK);
          expect(countCharacters(platform, text), `${platform} ${car.id}`).toBeLessThanOrEqual(
            limits.maxLength,
          );
          expect(c.characterCount).toBe(countCharacters(platform, text));
          expect(Array.from(c.title).length).toBeLessThanOrEqual(TITLE_MAX);
          expect(c.title.length).toBeGreaterThan(0);
          expect(c.description.length).toBeGreaterThan(0);
          expect(c.hashtags.length).toBeLessThanOrEqual(limits.maxHashtags);
          expect(c.limits).toEqual(limits);
          checked++;
        }
      }
    }
    expect(checked).toBe(everyCar.length * TEMPLATES.length * PLATFORMS.length);
  });

  it('uses each network’s hashtag conventions', () => {
    for (const car of cars.slice(0, 60)) {
      const count = (platform: (typeof PLATFORMS)[number]) =>
        writeContent(platform, { car, template: TEMPLATES[0]!, dealerName: 'N', linkSample: LINK }).hashtags
          .length;
      expect(count('twitter')).toBeGreaterThanOrEqual(2);
      expect(count('twitter')).toBeLessThanOrEqual(3);
      expect(count('facebook')).toBeGreaterThanOrEqual(2);
      expect(count('facebook')).toBeLessThanOrEqual(3);
      expect(count('instagram')).toBeGreaterThanOrEqual(10);
      expect(count('instagram')).toBeLessThanOrEqual(15);
      expect(count('tiktok')).toBeGreaterThanOrEqual(3);
      expect(count('tiktok')).toBeLessThanOrEqual(5);
      expect(count('linkedin')).toBeGreaterThanOrEqual(3);
      expect(count('linkedin')).toBeLessThanOrEqual(5);
      expect(count('youtube')).toBeLessThanOrEqual(15);
    }
  });

  it('builds hashtags from the car: CamelCase, valid, each once', () => {
    for (const car of everyCar) {
      const tags = hashtagsFor(car, 'instagram', ['JustArrived'], 30);
      for (const tag of tags) expect(tag).toMatch(HASHTAG);
      expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
    }
    const golf = {
      ...cars[0]!,
      make: 'Land Rover',
      model: 'Range Rover Evoque',
      bodyType: 'SUV',
      fuelType: 'Diesel',
    };
    const tags = hashtagsFor({ ...golf, location: 'Leeds' }, 'instagram', [], 30);
    expect(tags.slice(0, 3)).toEqual(['#LandRoverRangeRoverEvoque', '#UsedCars', '#Leeds']);
    expect(tags).toEqual(
      expect.arrayContaining(['#LandRover', '#SUV', '#DieselCar', '#CarsForSale', '#UKCars']),
    );
    expect(camelTag('Mercedes-Benz', 'GLE-Class')).toBe('MercedesBenzGLEClass');
    expect(camelTag('Škoda')).toBe('Skoda');
    // Digits alone are no hashtag, and a postcode makes no town tag.
    expect(camelTag('208')).toBeNull();
    expect(hashtagsFor({ ...golf, location: 'LS11 5AB' }, 'instagram', [], 30).join(' ')).not.toMatch(/LS11/);
  });

  it('calls motorcycles and vans what they are', () => {
    const bike = cars.find((c) =>
      ['Naked', 'Sport', 'Adventure', 'Cruiser', 'Touring'].includes(c.bodyType),
    )!;
    const post = writeContent('instagram', {
      car: bike,
      template: TEMPLATES[3]!,
      dealerName: 'N',
      linkSample: LINK,
    });
    expect(post.hashtags).toContain('#UsedBikes');
    expect(post.hashtags).not.toContain('#UsedCars');
    expect(post.description).toContain('test ride');
  });

  it('writes from the car’s own data and invents nothing', () => {
    const car = {
      ...cars[0]!,
      title: '2021 Volkswagen Golf Life 1.5 TSI',
      make: 'Volkswagen',
      model: 'Golf',
      price: 1_849_550,
      mileage: 21_400,
      description: 'One owner. Lovely condition.',
      features: ['Sat Nav', 'Heated Seats'],
      location: 'Leeds',
    };
    const fb = writeContent('facebook', {
      car,
      template: TEMPLATES[0]!,
      dealerName: 'Northgate Motors',
      linkSample: LINK,
    });
    for (const fact of [
      '£18,495.50',
      '21,400 miles',
      'Sat Nav',
      'Heated Seats',
      'Northgate Motors',
      'Leeds',
      'One owner.',
    ])
      expect(fb.description).toContain(fact);
    for (const post of PLATFORMS.map((p) =>
      writeContent(p, { car, template: TEMPLATES[1]!, dealerName: 'Northgate Motors', linkSample: LINK }),
    )) {
      expect(post.description).not.toMatch(/service history|mpg|warranty|reduced|was £/i);
    }
    // Instagram and TikTok captions have no clickable links: the link is in the bio.
    for (const p of ['instagram', 'tiktok'] as const) {
      const c = writeContent(p, { car, template: TEMPLATES[0]!, dealerName: 'N', linkSample: LINK });
      expect(c.description).toMatch(/link in bio/i);
      expect(postText(p, c.description, c.hashtags, LINK)).not.toContain('http');
    }
    // X's text carries the link, counted as 23.
    const x = writeContent('twitter', { car, template: TEMPLATES[0]!, dealerName: 'N', linkSample: LINK });
    expect(postText('twitter', x.description, x.hashtags, LINK)).toContain(LINK);
  });

  it('gives the same text for the same input', () => {
    for (const car of cars.slice(0, 20)) {
      for (const platform of PLATFORMS) {
        const input = { car, template: TEMPLATES[2]!, dealerName: 'Northgate Motors', linkSample: LINK };
        expect(writeContent(platform, { ...input, car: structuredClone(car) })).toEqual(
          writeContent(platform, input),
        );
      }
    }
  });
});

describe('the helpers', () => {
  it('formats pounds from pence and cuts text at a word', () => {
    expect(pounds(1_849_500)).toBe('£18,495');
    expect(pounds(99)).toBe('£0.99');
    expect(clip('The quick brown fox jumps', 12)).toBe('The quick…');
    expect(Array.from(clip(word(10), 50)).length).toBe(50);
  });

  it('counts X posts by its rules: a URL is 23, an emoji 2', () => {
    expect(countCharacters('twitter', `hello ${LINK}`)).toBe(6 + 23);
    expect(countCharacters('twitter', '🚗')).toBe(2);
    expect(countCharacters('instagram', '🚗')).toBe(1);
  });
});
