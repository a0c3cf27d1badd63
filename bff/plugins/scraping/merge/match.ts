// Is this record the same vehicle as that listing? (DECISIONS 2.) A registration or VIN settles it;
// without one, the same make, model, year, colour, fuel and gearbox, at the same seller's postcode,
// with a similar seller name and a mileage within a band (one platform's figure lags another's).
// Conflicting registrations or VINs never match; without either, a listing that already has an
// active offer from the record's platform is taken to be another vehicle. A vehicle that went from
// every platform and comes back (a relist, perhaps elsewhere) is matched to its removed listing the
// same ways: by plate or VIN at any time, by the fuzzy rules while the listing is `relistable`
// (queries.ts), and only when no active listing fits.
import type { SourceRecord } from '../connectors/types.js';

export interface Candidate {
  id: number;
  category: string;
  make: string;
  model: string;
  year: number;
  postcode: string;
  mileage: number;
  color: string;
  fuel_type: string;
  transmission: string;
  registration: string | null;
  vin: string | null;
  status: string;
  platform_mask: number;
  seller_name: string;
  /** A removed listing the fuzzy rules may revive (fetchCandidates says which). */
  relistable: boolean;
}

const COMPANY_WORDS = new Set(['ltd', 'limited', 'plc', 'llp', 'the', 'co', 'and', 'uk', 'of']);

/** A seller's name reduced to the words that identify it: 'Smith Motors Ltd.' → 'smith motors'. */
export function sellerNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !COMPANY_WORDS.has(w))
    .join(' ');
}

export function similarNames(a: string, b: string): boolean {
  const x = new Set(sellerNameKey(a).split(' ').filter(Boolean));
  const y = new Set(sellerNameKey(b).split(' ').filter(Boolean));
  if (x.size === 0 || y.size === 0) return false;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return common / Math.min(x.size, y.size) >= 0.5;
}

export function mileageBand(mileage: number): number {
  // One platform's figure can lag another's by a few weeks of driving.
  return Math.max(2000, Math.round(mileage * 0.1));
}

/** The fuzzy key candidates are fetched by: make, model, year and postcode. */
export function vehicleKey(r: { make: string; model: string; year: number; postcode: string }): string {
  return `${r.make.toLowerCase()}|${r.model.toLowerCase()}|${r.year}|${r.postcode}`;
}

function conflicts(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a !== b;
}

/** The listing this record belongs to, or null for a vehicle not seen before. */
export function bestMatch(record: SourceRecord, bit: number, candidates: Candidate[]): Candidate | null {
  const free = (c: Candidate) => (c.platform_mask & (1 << bit)) === 0 || c.status !== 'active';
  // An active listing first: a sold vehicle's old listing is only revived when nothing holds its plate.
  candidates = [...candidates].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  if (record.registration) {
    const byReg = candidates.find((c) => c.registration === record.registration);
    if (byReg && !conflicts(byReg.vin, record.vin)) return byReg;
  }
  if (record.vin) {
    const byVin = candidates.find((c) => c.vin === record.vin);
    if (byVin && !conflicts(byVin.registration, record.registration)) return byVin;
  }
  let best: Candidate | null = null;
  for (const c of candidates) {
    if (c.status === 'active' ? !free(c) : !c.relistable) continue;
    if (c.category !== record.category || c.year !== record.year || c.postcode !== record.seller.postcode)
      continue;
    if (
      c.make.toLowerCase() !== record.make.toLowerCase() ||
      c.model.toLowerCase() !== record.model.toLowerCase()
    )
      continue;
    if (
      c.color !== record.colour ||
      c.fuel_type !== record.fuelType ||
      c.transmission !== record.transmission
    )
      continue;
    if (conflicts(c.registration, record.registration) || conflicts(c.vin, record.vin)) continue;
    // The band of the higher figure: the same pair matches whichever platform was crawled first.
    const gap = Math.abs(c.mileage - record.mileage);
    if (gap > mileageBand(Math.max(c.mileage, record.mileage))) continue;
    if (!similarNames(c.seller_name, record.seller.name)) continue;
    // An active listing before a removed one (they come first), then the nearest mileage.
    if (!best || (c.status === best.status && gap < Math.abs(best.mileage - record.mileage))) best = c;
  }
  return best;
}
