// The connectors' contract: a fetched body in, normalised and quality-checked records out. Pure: no
// I/O, no clock beyond the plausible-year rule, no database. The crawler fetches; the merge matches.
import type { FuelType, Transmission } from '../../../../db/reference/types.js';
import type { SourceKind } from '../schemas.js';

export type { SourceKind };

/** One vehicle as a source shows it, in the product's vocabulary (db/reference/types.ts). */
export interface SourceRecord {
  externalId: string;
  url: string;
  category: 'car' | 'motorcycle' | 'van';
  title: string;
  make: string;
  model: string;
  variant: string;
  year: number;
  pricePence: number;
  mileage: number;
  fuelType: FuelType;
  transmission: Transmission;
  /** One of BODY_TYPES[category]. */
  bodyType: string;
  /** Litres, one decimal place; 0 for electric. */
  engineSize: number;
  powerBhp: number | null;
  doors: number;
  seats: number;
  /** One of COLOURS. */
  colour: string;
  previousOwners: number;
  /** Normalised upper case with one space, e.g. 'AB19 CDE'; null when not shown or not a UK mark. */
  registration: string | null;
  /** Upper case, 17 characters; null when not given or not a VIN. */
  vin: string | null;
  serviceHistory: 'full' | 'partial' | 'none' | null;
  /** YYYY-MM-DD. */
  motExpiry: string | null;
  features: string[];
  description: string;
  imageUrls: string[];
  seller: {
    type: 'trade' | 'private';
    name: string;
    town: string;
    /** Normalised, e.g. 'LS11 5AB'. */
    postcode: string;
    phone: string | null;
  };
}

/** A record the quality rules turned away; the reason starts with the field it is about. */
export interface Reject {
  externalId: string | null;
  /** e.g. 'price: missing', 'year: 1899 is not a plausible year', 'JSON-LD block 3: not valid JSON'. */
  reason: string;
}

export interface ParsedPage {
  records: SourceRecord[];
  rejects: Reject[];
  /** Absolute URLs to fetch next, on the page's own host only. */
  next: string[];
  /** Total records the source says it has, when it says. */
  expected: number | null;
}

export interface SourceConfig {
  id: string;
  baseUrl: string;
  startPath: string;
  kind: SourceKind;
}

export interface Connector {
  kind: SourceKind;
  startUrls(source: SourceConfig): string[];
  /**
   * Reads one fetched body. Throws UnreadableBodyError when the body as a whole cannot be read (not
   * JSON, not a feed, no JSON-LD at all): the crawler counts that as an error, never as an empty page,
   * so a broken page can never look like the end of a complete pass. `link` is the response's raw
   * Link header (RFC 8288), for sources that page by it (partner feeds); the others ignore it.
   */
  parse(body: string, url: string, contentType: string | null, link?: string | null): ParsedPage;
}

/** The body as a whole is not what the source kind publishes; one bad record is a Reject instead. */
export class UnreadableBodyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableBodyError';
  }
}
