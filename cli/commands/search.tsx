// `search <category>`: the buyer search from a terminal, with the API's own validation messages.
import React from 'react';
import type { Command } from 'commander';
import * as v from 'valibot';
import { ApiClient } from '../lib/client.js';
import { serverUrl } from '../lib/config.js';
import { AbortError } from '../lib/errors.js';
import { Info, Table, printJson, show } from '../ui/render.js';
import type { SearchResult } from '../../bff/plugins/search/types.js';

const CATEGORIES = { cars: 'cars', motorcycles: 'motorcycles', vans: 'vans' } as const;
const OptionsSchema = v.object({
  category: v.picklist(Object.keys(CATEGORIES), 'category must be cars, motorcycles or vans'),
});

/** CLI option → API parameter (the API validates the values). */
const PARAMS: [flag: string, param: string, description: string][] = [
  ['--search <text>', 'search', 'free text'],
  ['--make <make>', 'make', 'make'],
  ['--model <model>', 'model', 'model'],
  ['--min-price <pence>', 'minPrice', 'lowest price in pence'],
  ['--max-price <pence>', 'maxPrice', 'highest price in pence'],
  ['--min-year <year>', 'minYear', 'oldest year'],
  ['--max-year <year>', 'maxYear', 'newest year'],
  ['--max-mileage <miles>', 'maxMileage', 'highest mileage'],
  ['--fuel <type...>', 'fuelTypes', 'fuel types'],
  ['--transmission <t>', 'transmission', 'Manual or Automatic'],
  ['--body-type <type>', 'bodyType', 'body type'],
  ['--location <place>', 'location', 'postcode, district or town'],
  ['--radius <miles>', 'radius', 'miles from --location'],
  ['--platform <id...>', 'platforms', 'source platform ids'],
  ['--seller <type...>', 'sellerTypes', 'trade or private'],
  ['--deal <rating...>', 'dealRatings', 'great, good, fair, high, overpriced, insufficient'],
  ['--dropped-within <days>', 'priceDroppedWithin', 'price dropped in the last N days'],
  [
    '--sort <sort>',
    'sortBy',
    'relevance, price_asc, price_desc, mileage_asc, year_desc, distance, deal, newest',
  ],
  ['--page <n>', 'page', 'page number'],
  ['--limit <n>', 'limit', 'page size (max 100)'],
];

const camel = (flag: string) =>
  flag
    .replace(/^--/, '')
    .split(' ')[0]!
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;

export function register(program: Command) {
  const command = program
    .command('search')
    .description('Search cars, motorcycles or vans')
    .argument('<category>', 'cars, motorcycles or vans')
    .option('--json', 'print the raw answer');
  for (const [flag, , description] of PARAMS) command.option(flag, description);
  command.action(
    async (category: string, options: Record<string, string | string[] | boolean | undefined>) => {
      const parsed = v.safeParse(OptionsSchema, { category });
      if (!parsed.success) throw new AbortError(parsed.issues[0]!.message);
      const query = new URLSearchParams();
      for (const [flag, param] of PARAMS) {
        const value = options[camel(flag)];
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [String(value)])
          query.append(param, item);
      }
      const client = new ApiClient(serverUrl(program.opts().url));
      const result = await client.get<SearchResult>(`/api/${category}/search`, query);
      if (options.json) return printJson(result);
      await show(
        <>
          <Info
            title={`${result.total.toLocaleString('en-GB')} ${category} found`}
            lines={[['page', `${result.page} of ${Math.max(1, Math.ceil(result.total / result.limit))}`]]}
          />
          <Table
            rows={result.cars}
            columns={[
              { header: 'id', value: (c) => String(c.id), align: 'right' },
              { header: 'vehicle', value: (c) => c.title },
              { header: 'price', value: (c) => pounds(c.price), align: 'right' },
              { header: 'miles', value: (c) => c.mileage.toLocaleString('en-GB'), align: 'right' },
              { header: 'deal', value: (c) => c.dealRating ?? '' },
              {
                header: 'dropped',
                value: (c) =>
                  c.priceDrop
                    ? `${pounds(c.priceDrop.amount)} on ${new Date(c.priceDrop.at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`
                    : '',
              },
              { header: 'seller', value: (c) => `${c.dealerName}, ${c.dealerLocation}` },
              ...(result.location
                ? [
                    {
                      header: 'away',
                      value: (c: (typeof result.cars)[number]) => `${c.dealerDistance} mi`,
                      align: 'right' as const,
                    },
                  ]
                : []),
              { header: 'platforms', value: (c) => c.offers.map((o) => o.platformName).join(', ') },
            ]}
          />
        </>,
      );
    },
  );
}
