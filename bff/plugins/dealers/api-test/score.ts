// The data-quality score of a dealer API test (CONTEXT.md, 'Checks and weights'). Pure: the caller
// has already fetched the sample, passed each vehicle through the connectors' quality gate
// (connectors/record.ts) and tried the sampled images; this turns that into a score and sentences
// an admin can act on.
import type { SourceRecord } from '../../scraping/connectors/types.js';
import type { ApiTestResult } from '../schemas.js';

/** Share of the score each check carries; they add up to 100. */
export const WEIGHTS = {
  /** Passes the quality gate: every required field present and plausible (record.ts). */
  valid: 45,
  /** A valid UK registration or a 17-character VIN. */
  identified: 15,
  /** At least one image URL. */
  pictured: 15,
  /** No other vehicle in the sample has the same id, registration or VIN. */
  unique: 10,
  /** Sampled image URLs answer 2xx with an image. */
  imagesReachable: 15,
} as const;

/** A test succeeds when the API answered, gave at least one vehicle and scored at least this. */
export const PASS_SCORE = 60;
/** A simple application whose test scores this much may be approved without an admin. */
export const AUTO_APPROVE_SCORE = 85;
/** ...and shows at least this many vehicles: a feed of one good car proves little. */
export const AUTO_APPROVE_MIN_VEHICLES = 5;
/** More vehicles than this with the same problem make one grouped sentence. */
export const GROUP_AFTER = 3;

/**
 * Sentences that mean the test could not judge the data at all (no connection, an unreadable
 * response, no vehicles) all start with one of these; every other issue is about the data.
 */
export const BLOCKING_OPENERS = ['The API', 'The response', 'No vehicles'] as const;

export function isBlockingIssue(issue: string): boolean {
  return BLOCKING_OPENERS.some((o) => issue.startsWith(o));
}

/** One vehicle of the sample as the quality gate saw it. */
export interface SampledVehicle {
  /** 0-based position in the response. */
  index: number;
  /** The vehicle's id as far as it could be read. */
  id: string | null;
  /** The record the gate passed, or null with the gate's reason ('price: missing'). */
  record: SourceRecord | null;
  reason: string | null;
}

export interface ImageCheck {
  url: string;
  /** Index of the vehicle the image belongs to. */
  index: number;
  /** null when reachable, else what went wrong ('HTTP 404', 'not an image (text/html)'). */
  problem: string | null;
}

export interface ScoreInput {
  vehicles: SampledVehicle[];
  /** Vehicles the API says it has (or returned), which may be more than the sample. */
  vehicleCount: number;
  images: ImageCheck[];
}

export function vehicleLabel(v: { index: number; id: string | null }): string {
  return `Vehicle ${v.index + 1}${v.id ? ` (id ${v.id})` : ''}`;
}

const FIELD_LABELS: Record<string, string> = {
  externalId: 'id',
  fuelType: 'fuel type',
  bodyType: 'body type',
  engineSize: 'engine size',
  powerBhp: 'power',
  previousOwners: 'owners',
  'seller.type': 'seller type',
  'seller.name': 'seller name',
  'seller.postcode': 'postcode',
  'seller.town': 'town',
};

/** The gate's reason as a field and a message; feed-level prefixes ('row 1 (line 2): ') dropped. */
function splitReason(reason: string): { field: string | null; message: string } {
  const plain = reason.replace(/^(row \d+ \(line \d+\)|line [\d?]+|data\[\d+\]): /, '');
  const m = /^([A-Za-z]+(?:\.[A-Za-z]+)?): (.*)$/s.exec(plain);
  if (!m) return { field: null, message: plain };
  return { field: FIELD_LABELS[m[1]!] ?? m[1]!, message: m[2]! };
}

interface Finding {
  /** Findings with the same key are grouped when there are many. */
  key: string;
  /** '12 vehicles …' */
  group: string;
  /** 'Vehicle 3 (id ABC): …' */
  one: string;
}

function gateFinding(v: SampledVehicle): Finding {
  const label = vehicleLabel(v);
  const { field, message } = splitReason(v.reason ?? 'not readable');
  if (!field) return { key: `other:${message}`, group: `are ${message}`, one: `${label}: ${message}` };
  if (message === 'missing')
    return { key: `${field}:missing`, group: `have no ${field}`, one: `${label}: ${field} is missing` };
  return {
    key: `${field}:bad`,
    group: `have an implausible or unreadable ${field}`,
    one: `${label}: ${field} ${message}`,
  };
}

/** Findings in order, grouped per key when more than GROUP_AFTER vehicles share one. */
function sentences(findings: Finding[]): string[] {
  const byKey = new Map<string, Finding[]>();
  for (const f of findings) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f]);
  return [...byKey.values()].flatMap((list) =>
    list.length > GROUP_AFTER
      ? [`${list.length} vehicles ${list[0]!.group}, e.g. ${list[0]!.one}`]
      : list.map((f) => f.one),
  );
}

/** Vehicles repeating an earlier one's id, registration or VIN, with a sentence each. */
function duplicates(vehicles: SampledVehicle[]): Map<number, Finding> {
  const seen = new Map<string, SampledVehicle>();
  const found = new Map<number, Finding>();
  for (const v of vehicles) {
    const keys: [string, string | null][] = [
      ['id', v.record?.externalId ?? v.id],
      ['registration', v.record?.registration ?? null],
      ['VIN', v.record?.vin ?? null],
    ];
    for (const [what, value] of keys) {
      if (!value) continue;
      const first = seen.get(`${what}:${value}`);
      if (first && !found.has(v.index)) {
        found.set(v.index, {
          key: 'duplicate',
          group: "repeat an earlier vehicle's id, registration or VIN",
          one: `${vehicleLabel(v)}: ${what} ${value} repeats v${vehicleLabel(first).slice(1)}`,
        });
      }
      if (!first) seen.set(`${what}:${value}`, v);
    }
  }
  return found;
}

/** The score (0-100, whole) and the data issues, blocking issues excluded. */
export function scoreSample(input: ScoreInput): { dataQualityScore: number; issues: string[] } {
  const { vehicles, images } = input;
  if (vehicles.length === 0) return { dataQualityScore: 0, issues: [] };
  const n = vehicles.length;
  const dupes = duplicates(vehicles);
  const gate: Finding[] = [];
  const unidentified: Finding[] = [];
  const unpictured: Finding[] = [];
  let valid = 0;
  let identified = 0;
  let pictured = 0;
  for (const v of vehicles) {
    const r = v.record;
    if (!r) {
      // A vehicle the gate turns away cannot be listed: it passes no per-vehicle check but uniqueness.
      gate.push(gateFinding(v));
      continue;
    }
    valid += 1;
    const label = vehicleLabel(v);
    if (r.registration || r.vin) identified += 1;
    else
      unidentified.push({
        key: 'identity',
        group: 'have no valid UK registration or VIN',
        one: `${label}: has no valid UK registration or VIN`,
      });
    if (r.imageUrls.length > 0) pictured += 1;
    else unpictured.push({ key: 'images', group: 'have no images', one: `${label}: has no images` });
  }
  const reachable = images.filter((i) => i.problem === null).length;
  const shares = {
    valid: valid / n,
    identified: identified / n,
    pictured: pictured / n,
    unique: (n - dupes.size) / n,
    imagesReachable: images.length ? reachable / images.length : 0,
  };
  const total = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).reduce(
    (sum, k) => sum + WEIGHTS[k] * shares[k],
    0,
  );
  const byIndex = new Map(vehicles.map((v) => [v.index, v]));
  const imageIssues = images
    .filter((i) => i.problem !== null)
    .map((i) => {
      const v = byIndex.get(i.index) ?? { index: i.index, id: null };
      return `${vehicleLabel(v)}: image ${i.url} is not reachable (${i.problem})`;
    });
  const pictureless =
    valid > 0 && images.length === 0
      ? ['No image could be checked: no vehicle in the sample has an image URL']
      : [];
  return {
    dataQualityScore: Math.max(0, Math.min(100, Math.round(total))),
    issues: [
      ...sentences(gate),
      ...sentences(unidentified),
      ...sentences(unpictured),
      ...sentences([...dupes.values()]),
      ...imageIssues,
      ...pictureless,
    ],
  };
}

/** A result for a test that could not judge the data (bad URL, refused, no answer, unreadable). */
export function blockedResult(issue: string, vehicleCount = 0): ApiTestResult {
  return { success: false, dataQualityScore: 0, vehicleCount, issues: [issue] };
}

/** The result of a test that read a sample: success needs a vehicle and a score of PASS_SCORE. */
export function sampleResult(input: ScoreInput): ApiTestResult {
  if (input.vehicles.length === 0)
    return blockedResult('No vehicles: the API answered with an empty list', input.vehicleCount);
  const { dataQualityScore, issues } = scoreSample(input);
  return {
    success: input.vehicleCount >= 1 && dataQualityScore >= PASS_SCORE,
    dataQualityScore,
    vehicleCount: input.vehicleCount,
    issues,
  };
}

/**
 * Instant approval (spec 001 §3, DECISIONS 17): a simple application is approved without an admin
 * only when its test succeeded, scored at least AUTO_APPROVE_SCORE, raised no blocking issue (no
 * connection, unreadable response, no vehicles: see BLOCKING_OPENERS) and showed at least
 * AUTO_APPROVE_MIN_VEHICLES vehicles. Data issues below that bar (a vehicle without images) do not
 * stop it; the admin still sees them in the application.
 */
export function qualifiesForInstantApproval(r: ApiTestResult): boolean {
  return (
    r.success &&
    r.dataQualityScore >= AUTO_APPROVE_SCORE &&
    !r.issues.some(isBlockingIssue) &&
    r.vehicleCount >= AUTO_APPROVE_MIN_VEHICLES
  );
}
