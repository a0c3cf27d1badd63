// A partner's CSV stock feed (CONTEXT.md, 'Feeds', pistonpost): RFC 4180 with a header row; features
// and image URLs separated by '|'. A row with the wrong number of fields is one reject, not the end
// of the feed.
import { parse } from 'csv-parse/sync';
import type { Options } from 'csv-parse';
import { collect, type Read } from './page.js';
import { textOf } from './text.js';
import { UnreadableBodyError, type ParsedPage } from './types.js';

interface Row {
  info: { lines: number };
  record: string[];
}

const pipeList = (s: string | undefined) => (s ? s.split('|') : []);

function readRow(get: (column: string) => string | undefined): Read {
  return {
    raw: {
      externalId: get('stock_id'),
      url: get('url'),
      category: get('category'),
      make: get('make'),
      model: get('model'),
      variant: get('variant'),
      year: get('year'),
      price: get('price_gbp'),
      mileage: get('mileage'),
      fuelType: get('fuel'),
      transmission: get('transmission'),
      bodyType: get('body'),
      engineSize: get('engine_litres'),
      powerBhp: get('power_bhp'),
      doors: get('doors'),
      seats: get('seats'),
      colour: get('colour'),
      previousOwners: get('owners'),
      registration: get('registration'),
      vin: get('vin'),
      serviceHistory: get('service_history'),
      motExpiry: get('mot_expiry'),
      features: pipeList(get('features')),
      description: get('description'),
      imageUrls: pipeList(get('image_urls')),
      seller: {
        type: get('seller_type'),
        name: get('seller_name'),
        town: get('seller_town'),
        postcode: get('seller_postcode'),
        phone: get('seller_phone'),
      },
      title: get('title'),
    },
  };
}

export function parseCsvFeed(body: string): ParsedPage {
  const skipped: Read[] = [];
  let unclosed: string | null = null;
  const options: Options & { on_skip: (err: Error & { code?: string; lines?: number }) => void } = {
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    // csv-parse 5 calls on_skip for a row it cannot read (its typings do not list it yet).
    on_skip: (err) => {
      if (err.code === 'CSV_QUOTE_NOT_CLOSED') unclosed = err.message;
      else skipped.push({ externalId: null, reason: `line ${err.lines ?? '?'}: ${err.message}` });
    },
  };
  let rows: Row[];
  try {
    rows = parse(body, options) as Row[];
  } catch (err) {
    throw new UnreadableBodyError(`CSV feed cannot be read: ${(err as Error).message}`);
  }
  // A quote never closed swallows every row after it: that is a broken file, not one bad row, and
  // reading it as complete would mark the swallowed vehicles as gone.
  if (unclosed) throw new UnreadableBodyError(`CSV feed cannot be read: ${unclosed}`);
  const [header, ...data] = rows;
  const columns = (header?.record ?? []).map((c) => c.trim().toLowerCase());
  if (!columns.includes('stock_id'))
    throw new UnreadableBodyError('CSV feed has no header row with stock_id');
  const index = new Map(columns.map((c, i) => [c, i]));

  const reads: Read[] = [...skipped];
  for (const [i, { info, record }] of data.entries()) {
    if (record.length !== columns.length) {
      // info.lines is where the row ends; a quoted field may span lines, so count back to its start.
      const line = info.lines - record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0);
      reads.push({
        externalId: textOf(record[index.get('stock_id')!]),
        reason: `row ${i + 1} (line ${line}): ${record.length} fields, expected ${columns.length}`,
      });
      continue;
    }
    reads.push(readRow((column) => record[index.get(column) ?? -1]));
  }
  return { ...collect(reads), next: [], expected: data.length + skipped.length };
}
