// The start-up load of the search index: every active listing's indexed fields as the database's
// binary COPY format (copy-rows.ts), decoded from its bytes. Object rows from a query cost a
// JavaScript object and 25 values per listing, and a string for each title and description, which at
// a million listings took most of the start-up time and left ~300 MB of garbage behind; here the
// numbers are read from the bytes, names (make, model, fuel…) are strings made once per distinct
// value, and the text is cut into words straight from the bytes (TextIndex.addBytes).
import type { Knex } from 'knex';
import type { Category } from '../../../db/reference/types.js';
import { copyRows, int16, int32, type CopyColumn, type CopyOptions, type RowHandler } from './copy-rows.js';
import { DEAL_CODE_SQL, DEAL_SCORE_SQL, DROPPED_SQL, LISTED_SQL, type IndexRow } from './queries.js';
import type { TextBytes } from './text-index.js';
import { hashBytes, TokenTable } from './token-table.js';

/** The columns of INDEX_COPY_SELECT, in order. */
// prettier-ignore
export const LISTING_COLUMNS: CopyColumn[] = [
  ['id', 4], ['category', 0], ['make', 0], ['model', 0], ['fuel_type', 0], ['body_type', 0],
  ['transmission', 0], ['color', 0], ['seller_type', 0], ['doors', 2], ['seats', 2], ['previous_owners', 2],
  ['is_electric', 1], ['year', 2],
  // float8 from numeric goes through its text, so this is Number() of the numeric's text, as before.
  ['engine_size::float8', 8], ['electric_range', -2], ['price', 4], ['mileage', 4], ['platform_mask', 4],
  ['lat', 8], ['lon', 8], ['relevance', 4], ['title', 0], ['variant', 0], ['description', 0],
  // The row version read (index-snapshot.ts: a snapshot's listings are checked against them).
  ['xmin', 4], ['ctid', 6],
  // Buyer intelligence (queries.ts: the same SQL as a refresh reads).
  [DEAL_CODE_SQL, 2], [DEAL_SCORE_SQL, 4], [LISTED_SQL, 4], [DROPPED_SQL, 4],
];
const FROM = "from listings where status = 'active'";
/** The active listings' indexed columns, in the order the decoder reads them. */
export const INDEX_COPY_SELECT = `select ${LISTING_COLUMNS.map(([sql]) => sql).join(', ')} ${FROM}`;

/** One listing as it is read: its fields (strings shared between listings) and where its text is. */
export interface LoadedListing {
  row: IndexRow;
  text: TextBytes;
}

/** Decodes INDEX_COPY_SELECT's rows: `onListing` gets the same two objects for every row. */
export function listingRows(onListing: (listing: LoadedListing) => void): RowHandler {
  const names = new TokenTable();
  const float = new DataView(new ArrayBuffer(8));
  const name = (bytes: Uint8Array, b: Int32Array, f: number) => {
    const start = b[2 * f]!;
    const end = b[2 * f + 1]!;
    return names.strings[names.intern(bytes, start, end, hashBytes(bytes, start, end))]!;
  };
  const float64 = (bytes: Uint8Array, at: number) => {
    for (let i = 0; i < 8; i++) float.setUint8(i, bytes[at + i]!);
    return float.getFloat64(0);
  };
  const float32 = (bytes: Uint8Array, at: number) => {
    for (let i = 0; i < 4; i++) float.setUint8(i, bytes[at + i]!);
    return float.getFloat32(0);
  };
  const row: IndexRow = {
    id: 0,
    category: 'car',
    status: 'active',
    make: '',
    model: '',
    fuel_type: '',
    body_type: '',
    transmission: '',
    color: '',
    seller_type: 'trade',
    doors: 0,
    seats: 0,
    previous_owners: 0,
    is_electric: false,
    year: 0,
    engine_size: 0,
    electric_range: null,
    price: 0,
    mileage: 0,
    platform_mask: 0,
    lat: 0,
    lon: 0,
    relevance: 0,
    title: '',
    variant: '',
    description: '',
    deal: 0,
    deal_score: NaN,
    listed: 0,
    dropped: 0,
    xmin: 0,
    ctid_block: 0,
    ctid_item: 0,
  };
  const text: TextBytes = {
    bytes: new Uint8Array(0),
    titleStart: 0,
    titleEnd: 0,
    makeStart: 0,
    makeEnd: 0,
    modelStart: 0,
    modelEnd: 0,
    variantStart: 0,
    variantEnd: 0,
    descriptionStart: 0,
    descriptionEnd: 0,
  };
  const listing = { row, text };
  return (bytes, b) => {
    row.id = int32(bytes, b[0]!);
    row.category = name(bytes, b, 1) as Category;
    row.make = name(bytes, b, 2);
    row.model = name(bytes, b, 3);
    row.fuel_type = name(bytes, b, 4);
    row.body_type = name(bytes, b, 5);
    row.transmission = name(bytes, b, 6);
    row.color = name(bytes, b, 7);
    row.seller_type = name(bytes, b, 8) as IndexRow['seller_type'];
    row.doors = int16(bytes, b[18]!);
    row.seats = int16(bytes, b[20]!);
    row.previous_owners = int16(bytes, b[22]!);
    row.is_electric = bytes[b[24]!] !== 0;
    row.year = int16(bytes, b[26]!);
    row.engine_size = float64(bytes, b[28]!);
    row.electric_range = b[30] === b[31] ? null : int16(bytes, b[30]!);
    row.price = int32(bytes, b[32]!);
    row.mileage = int32(bytes, b[34]!);
    row.platform_mask = int32(bytes, b[36]!);
    row.lat = float64(bytes, b[38]!);
    row.lon = float64(bytes, b[40]!);
    row.relevance = float32(bytes, b[42]!);
    text.bytes = bytes;
    text.titleStart = b[44]!;
    text.titleEnd = b[45]!;
    text.makeStart = b[4]!;
    text.makeEnd = b[5]!;
    text.modelStart = b[6]!;
    text.modelEnd = b[7]!;
    text.variantStart = b[46]!;
    text.variantEnd = b[47]!;
    text.descriptionStart = b[48]!;
    text.descriptionEnd = b[49]!;
    row.xmin = int32(bytes, b[50]!) >>> 0;
    row.ctid_block = int32(bytes, b[52]!) >>> 0;
    row.ctid_item = int16(bytes, b[52]! + 4) & 0xffff;
    row.deal = int16(bytes, b[54]!);
    row.deal_score = float32(bytes, b[56]!);
    row.listed = int32(bytes, b[58]!);
    row.dropped = int32(bytes, b[60]!);
    onListing(listing);
  };
}

/** Streams every active listing to `onListing` (see listingRows) and resolves with how many there were. */
export function readActiveListings(
  knex: Knex,
  onListing: (listing: LoadedListing) => void,
  options: CopyOptions = {},
): Promise<number> {
  return copyRows(knex, INDEX_COPY_SELECT, LISTING_COLUMNS, listingRows(onListing), options);
}

/** Each active listing's id and row version (xmin, ctid), to check a snapshot against. */
export function readRowVersions(
  knex: Knex,
  onRow: (id: number, xmin: number, block: number, item: number) => void,
  options: CopyOptions = {},
): Promise<number> {
  return copyRows(
    knex,
    `select id, xmin, ctid ${FROM}`,
    [
      ['id', 4],
      ['xmin', 4],
      ['ctid', 6],
    ],
    (bytes, b) =>
      onRow(
        int32(bytes, b[0]!),
        int32(bytes, b[2]!) >>> 0,
        int32(bytes, b[4]!) >>> 0,
        int16(bytes, b[4]! + 4) & 0xffff,
      ),
    options,
  );
}
