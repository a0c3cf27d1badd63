// Pros and cons: specific to the model's catalogue figures where possible, topped up from short general
// points that fit the vehicle type, in a seeded order.
import type { Facts } from './facts.js';
import { listOf, numberWord } from './util.js';

type Point = [weight: number, text: string];

/** Which pool of general points fits: pickups are not vans. */
const pool = (f: Facts): 'car' | 'motorcycle' | 'van' | 'pickup' =>
  f.kind === 'pickup' && f.spec.category === 'van' ? 'pickup' : f.spec.category;

const GENERAL_PROS = {
  car: [
    'Comfortable ride',
    'Quiet at a cruise',
    'Easy to drive',
    'Clear, simple dashboard',
    'Well-weighted controls',
    'Good visibility',
    'Solid build quality',
    'Generous standard kit',
  ],
  motorcycle: [
    'Light, friendly handling',
    'Slick gearbox',
    'Strong brakes',
    'Comfortable seat',
    'Quality finish',
    'Easy to manoeuvre',
    'Characterful engine',
  ],
  pickup: [
    'Tough four-wheel drive',
    'Strong towing ability',
    'Well-built cab',
    'Roomy double cab',
    'Wide dealer network',
  ],
  van: [
    'Car-like cab',
    'Tidy handling for a van',
    'Plenty of cab storage',
    'Easy-to-load rear doors',
    'Long service intervals',
    'Wide dealer network',
  ],
} as const;

const GENERAL_CONS = {
  car: [
    'Firm ride on rough roads',
    'Some cheap cabin plastics',
    'Road noise at speed',
    'Fiddly touchscreen',
    'Options push the price up',
    'Rivals are roomier',
  ],
  motorcycle: [
    'Basic instruments',
    'Firm seat on long rides',
    'Small fuel tank',
    'Buzzy mirrors at speed',
    'Options add up quickly',
  ],
  van: ['Noisy over rough roads', 'Basic cab plastics', 'Options add up quickly', 'Firm ride when unladen'],
  pickup: ['Bouncy ride when unladen', 'Wide turning circle', 'Hard cab plastics', 'Options add up quickly'],
} as const;

const Cap = (n: number): string => {
  const word = numberWord(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

function rangeOfEngines(f: Facts): string | null {
  const n = f.spec.engines.length;
  if (n < 3) return null;
  if (f.fuels.length === 1)
    return f.fuels[0] === 'electric'
      ? `${Cap(n)} battery and motor choices`
      : `${Cap(n)} engines to choose from`;
  if (f.fuels.length >= 4) return `${Cap(n)} engines across ${numberWord(f.fuels.length)} fuel types`;
  return `${Cap(n)} engines: ${listOf(f.fuels)}`;
}

function pros(f: Facts): Point[] {
  const out: Point[] = [];
  const e = f.engine;
  const bike = f.spec.category === 'motorcycle';
  const van = f.spec.category === 'van';
  if (f.frugal && f.frugal.mpg >= (bike ? 60 : van ? 45 : 50))
    out.push([3, `Up to ${f.frugal.mpg}mpg from the ${f.frugal.label}`]);
  if (f.ev && (e.electricRange ?? 0) >= (bike ? 100 : van ? 180 : 250))
    out.push([4, `${e.electricRange} miles of official range`]);
  if (f.longestEv && !f.ev && (f.longestEv.electricRange ?? 0) >= (van ? 150 : 200))
    out.push([
      2,
      `${/electric|^e-|^ev\b/i.test(f.longestEv.label) ? f.longestEv.label : `Electric ${f.longestEv.label}`} manages ${f.longestEv.electricRange} miles`,
    ]);
  if (f.plugIn) out.push([3, `${e.electricRange} miles of electric running`]);
  if (f.ins[0] <= (bike ? 5 : 12)) out.push([3, `Insurance groups start at ${f.ins[0]}`]);
  if (f.accel <= (bike ? 4 : 6.5)) out.push([3, `Quick: ${f.accel.toFixed(1)}s to ${bike ? 60 : 62}mph`]);
  if (f.maxSeats >= 7 && f.spec.category === 'car') out.push([3, `${Cap(f.maxSeats)} seats available`]);
  const crew = f.spec.bodyTypes.includes('Minibus')
    ? 'Minibus'
    : f.spec.bodyTypes.includes('Crew Van')
      ? 'Crew van'
      : null;
  if (van && crew && f.seats.length > 1) out.push([2, `${crew} version seats ${f.maxSeats}`]);
  const engines = rangeOfEngines(f);
  if (engines) out.push([2, engines]);
  if (f.spec.bodyTypes.length >= 3 && !bike) out.push([2, `${Cap(f.spec.bodyTypes.length)} body styles`]);
  if (f.scores.valueForMoney >= 7.8)
    out.push([3, f.current ? `Strong value from ${f.price}` : 'Strong value on the used market']);
  if (f.scores.reliability >= 8.3) out.push([2, `${f.spec.make}'s reliability record`]);
  if (bike && e.engineSize <= 0.13 && !f.ev) out.push([4, 'Learner-legal with CBT']);
  if (bike && f.power <= 47 && e.engineSize > 0.13) out.push([3, `A2-licence friendly at ${f.power}bhp`]);
  if (bike && f.maxSeats >= 2) out.push([1, 'Room for a pillion']);
  if (f.hybrid && !f.mild && e.mpg >= 50) out.push([3, `Hybrid returns ${e.mpg}mpg`]);
  if (e.transmissions.length === 2) out.push([1, 'Manual or automatic gearbox']);
  return out;
}

function cons(f: Facts): Point[] {
  const out: Point[] = [];
  const e = f.engine;
  const bike = f.spec.category === 'motorcycle';
  const car = f.spec.category === 'car';
  if (f.ev && (e.electricRange ?? 0) < (bike ? 80 : 200))
    out.push([4, `Only ${e.electricRange} miles of range`]);
  if (f.thirsty && f.thirsty.mpg < (bike ? 45 : 35))
    out.push([3, `${f.thirsty.label} manages just ${f.thirsty.mpg}mpg`]);
  if (f.ins[1] >= (bike ? 15 : 38)) out.push([3, `Insurance groups up to ${f.ins[1]}`]);
  if (car && f.slowestAccel >= 12.5)
    out.push([2, `${f.slowest.label} takes ${f.slowestAccel.toFixed(1)}s to 62mph`]);
  if (f.scores.valueForMoney < 6) out.push([3, `Pricey at ${f.price} to start`]);
  if (f.maxSeats <= 2 && car) out.push([3, 'Strictly a two-seater']);
  if (f.maxSeats === 4 && car) out.push([2, 'Only four seats']);
  if (bike && f.maxSeats < 2) out.push([2, 'Solo seat only']);
  if (bike && f.bodyType === 'Adventure') out.push([1, 'Tall seat height']);
  if (bike && f.bodyType === 'Sport') out.push([2, 'Committed riding position']);
  if (!f.current) out.push([2, `Out of production since ${f.spec.yearTo}`]);
  if (f.scores.reliability < 6.8) out.push([2, 'Patchy reliability record']);
  if (f.plugIn) out.push([2, `Economy falls well short of ${e.mpg}mpg without charging`]);
  if (!bike && f.spec.engines.every((x) => !x.transmissions.includes('Automatic')))
    out.push([2, 'No automatic gearbox offered']);
  if (
    !bike &&
    !e.transmissions.includes('Manual') &&
    f.spec.engines.some((x) => x.transmissions.includes('Manual')) &&
    f.rng.chance(0.3)
  )
    out.push([1, `${e.label} is automatic only`]);
  return out;
}

function choose(f: Facts, points: Point[], general: readonly string[], min: number, max: number): string[] {
  const ranked = points
    .map(([w, text]) => ({ text, key: w + f.rng.next() * 2 }))
    .sort((a, b) => b.key - a.key)
    .map((p) => p.text);
  const picked = [...new Set(ranked)].slice(0, max - (f.rng.chance(0.5) ? 1 : 0));
  // Electric vehicles have no fuel tank, engine or gearbox to praise or blame.
  const fitting = f.ev ? general.filter((g) => !/fuel tank|engine|gearbox/i.test(g)) : general;
  for (const extra of f.rng.sample(fitting, fitting.length)) {
    if (picked.length >= min && (picked.length >= max || f.rng.chance(0.5))) break;
    if (!picked.includes(extra)) picked.push(extra);
  }
  return picked.slice(0, max);
}

export function prosFor(f: Facts): string[] {
  return choose(f, pros(f), GENERAL_PROS[pool(f)], 3, 5);
}

export function consFor(f: Facts): string[] {
  return choose(f, cons(f), GENERAL_CONS[pool(f)], 2, 4);
}
