// Headline, summary and verdict of a review: built from alternative phrasings chosen by the model's
// traits and its own generator, and always naming the model, so no two reviews read the same.
import { nameAndEngine, versionName, type Facts } from './facts.js';
import { capitalise, numberWord, plural, say, withArticle } from './util.js';

/** A short strapline for the headline, chosen by how good it is and what makes it stand out. */
function strapline(f: Facts): string {
  const r = f.scores.rating;
  const k = f.kind;
  if (f.plan.platform === "Used Buyer's Guide")
    return say(f.rng, f, [
      () => `what to look for`,
      () => `is a used one worth it?`,
      () => `the smart second-hand buy?`,
      () => `buying one used`,
      () => (r >= 7.5 ? `a used ${k} to seek out` : `proceed with care`),
    ]);
  if (f.plan.platform === 'Long-Term Test')
    return say(f.rng, f, [
      () => `six months on`,
      () => `living with it`,
      () => `the final report`,
      () => (r >= 7.5 ? `a hard one to hand back` : `a mixed six months`),
    ]);
  if (r >= 8.6)
    return say(f.rng, f, [
      () => `still the ${k} to beat`,
      () => `the benchmark ${k}`,
      () => `right at the top of its class`,
      () => `hard to fault`,
    ]);
  if (r >= 7.6)
    return say(f.rng, f, [
      () => `a very strong ${k}`,
      () => `plenty to like`,
      () => `a smart all-rounder`,
      () => (f.ev ? `an electric ${k} done well` : `a talented ${k}`),
      () => (f.hot ? `serious fun` : `an easy recommendation`),
    ]);
  if (r >= 6.6)
    return say(f.rng, f, [
      () => `good, not great`,
      () => `solid but short of sparkle`,
      () => `worth a look, with caveats`,
      () => `a capable ${k} with flaws`,
    ]);
  return say(f.rng, f, [() => `showing its age`, () => `outclassed by rivals`, () => `tough to recommend`]);
}

export function titleFor(f: Facts): string {
  const who =
    f.spec.category === 'van' && f.spec.bodyTypes.includes('Pickup Truck') ? `${f.name} pickup` : f.name;
  switch (f.plan.platform) {
    case 'Road Test':
      return `${who} review: ${strapline(f)}`;
    case 'First Drive':
      return `${who} ${f.engine.label} first drive: ${strapline(f)}`;
    case 'Long-Term Test':
      return `${f.year} ${who} long-term test: ${strapline(f)}`;
    case "Used Buyer's Guide":
      return `Used ${who} (${f.spec.yearFrom}-${f.spec.yearTo ?? 'present'}) buyer's guide: ${strapline(f)}`;
  }
}

const SOFT_PLUS = {
  car: ['a comfortable ride', 'a well-judged driving position', 'a quiet, refined cabin', 'tidy handling'],
  motorcycle: ['light, friendly handling', 'a slick gearbox', 'strong brakes', 'a characterful engine'],
  van: ['a car-like cab', 'tidy handling for a van', 'plenty of cab storage', 'easy loading'],
  pickup: ['tough four-wheel drive', 'a well-built cab', 'strong towing ability', 'a roomy double cab'],
} as const;

const SOFT_MINUS = {
  car: [
    'a firm ride on rough roads',
    'some cheap cabin plastics',
    'road noise at speed',
    'a fiddly touchscreen',
  ],
  motorcycle: ['basic instruments', 'a small fuel tank', 'a firm seat on long rides', 'buzzy mirrors'],
  van: ['a noisy cab over rough roads', 'hard cab plastics', 'a firm ride when unladen', 'pricey options'],
  pickup: ['a bouncy ride when unladen', 'a wide turning circle', 'hard cab plastics', 'pricey options'],
} as const;

/** The pool of soft points: pickups are not vans. */
const pool = (f: Facts): keyof typeof SOFT_PLUS =>
  f.kind === 'pickup' && f.spec.category === 'van' ? 'pickup' : f.spec.category;

/** What stands out about the reviewed version, as a noun phrase. */
export function highlight(f: Facts): string {
  const e = f.engine;
  const bike = f.spec.category === 'motorcycle';
  const van = f.spec.category === 'van';
  if (f.ev && (e.electricRange ?? 0) >= (bike ? 80 : van ? 150 : 200))
    return `${e.electricRange} miles of official range`;
  if (f.ev && bike && f.power <= 15) return 'learner-legal electric performance';
  if (f.plugIn) return `${e.electricRange} miles of electric running`;
  if (f.hot)
    return `${f.power}bhp and ${withArticle(`${f.accel.toFixed(1)}s`)} sprint to ${bike ? '60' : '62'}mph`;
  if (bike && e.engineSize <= 0.13 && !f.ev) return `learner-legal performance and ${e.mpg}mpg`;
  if (bike && f.power <= 47)
    return f.ev ? 'A2-friendly electric performance' : `A2-friendly performance and ${e.mpg}mpg`;
  if (e.mpg >= (bike ? 60 : van ? 45 : 55)) return `up to ${e.mpg}mpg from the ${e.label}`;
  if (f.maxSeats >= 7 && f.spec.category === 'car') return `room for ${numberWord(f.maxSeats)}`;
  if (f.ins[0] <= 8 && !bike) return `insurance from group ${f.ins[0]}`;
  if (f.scores.valueForMoney >= 7.8)
    return f.current ? `a keen ${f.price} starting price` : 'tempting used prices';
  if (f.accel <= (bike ? 3.5 : 6.5)) return `${f.accel.toFixed(1)}s pace to ${bike ? '60' : '62'}mph`;
  return f.rng.pick(SOFT_PLUS[pool(f)]);
}

/** What holds it back, as a noun phrase. */
export function drawback(f: Facts): string {
  const e = f.engine;
  const bike = f.spec.category === 'motorcycle';
  if (f.ev && (e.electricRange ?? 0) < (bike ? 80 : 200)) return `a modest ${e.electricRange}-mile range`;
  if (!f.ev && !f.plugIn && e.mpg > 0 && e.mpg < (bike ? 42 : f.spec.category === 'van' ? 31 : 35))
    return `economy of just ${e.mpg}mpg`;
  if (f.ins[1] >= (bike ? 16 : 40)) return `an insurance group of up to ${f.ins[1]}`;
  if (f.scores.valueForMoney < 6) return `a ${f.price} starting price`;
  if (f.accel >= 12 && f.spec.category === 'car') return `a leisurely ${f.accel.toFixed(1)}s 0-62mph time`;
  if (f.maxSeats <= 2 && f.spec.category === 'car') return 'room for only two';
  if (f.scores.reliability < 6.8) return 'a patchy reliability record';
  return f.rng.pick(SOFT_MINUS[pool(f)]);
}

export function summaryFor(f: Facts): string {
  const r = f.scores.rating;
  const good = r >= 7;
  const year = f.year;
  return say(f.rng, f, [
    (f) =>
      `The ${year} ${f.name} ${good ? 'impresses' : 'disappoints'} with ${good ? highlight(f) : drawback(f)}${good ? `, though ${drawback(f)} counts against it` : `, despite ${highlight(f)}`}.`,
    (f) =>
      `${capitalise(withArticle(f.kind))} with ${highlight(f)}: the ${nameAndEngine(f)} ${good ? 'is one of the better buys in its class' : 'trails the best in its class'}.`,
    (f) =>
      `${capitalise(withArticle(`${good ? 'well-rounded' : 'flawed'} ${f.kind}`))}, the ${f.name} offers ${highlight(f)}; ${drawback(f)} is the main catch.`,
    (f) =>
      `We ${f.plan.platform === "Used Buyer's Guide" ? 'look at' : 'test'} the ${year} ${f.name} ${f.variant ?? ''} ${f.engine.label}, ${withArticle(f.fuelWord)} ${f.kind} that scores ${r.toFixed(1)} out of 10.`.replace(
        /\s+/g,
        ' ',
      ),
    (f) =>
      `${nameAndEngine(f)}: ${highlight(f)}, ${drawback(f)} and ${good ? 'a great deal of appeal' : 'stiff competition'} as ${withArticle(f.kind)}.`,
    (f) =>
      `Is the ${f.name} the right ${f.kind} for you? With ${highlight(f)} it ${good ? 'makes a convincing case' : 'has its moments'}, but ${drawback(f)} ${good ? 'is worth weighing up' : 'holds it back'}.`,
  ]);
}

export function verdictFor(f: Facts): string {
  const r = f.scores.rating;
  if (r >= 8.5)
    return say(f.rng, f, [
      (f) =>
        `The ${f.name} is among the very best ${plural(f.kind)} you can buy. Go for the ${versionName(f)} and you won't be disappointed.`,
      (f) =>
        `A brilliant ${f.kind}: the ${f.name} does almost everything well, and the ${versionName(f)} is the sweet spot of the range.`,
      (f) =>
        `Few rivals match the ${f.name}'s breadth of ability. It earns our strongest recommendation, ideally as ${withArticle(`${versionName(f)}`)}.`,
    ]);
  if (r >= 7.5)
    return say(f.rng, f, [
      (f) =>
        `The ${f.name} is a thoroughly good ${f.kind}, and ${highlight(f)} seals the deal. Just bear in mind ${drawback(f)}.`,
      (f) =>
        `Recommended. The ${f.name} ${versionName(f)} is a well-judged ${f.kind} that should suit most buyers.`,
      (f) => `Strong all round: buy the ${f.name} for ${highlight(f)} and live with ${drawback(f)}.`,
      (f) =>
        `If you're shopping for ${withArticle(f.kind)}, put the ${f.name} on your test-${f.spec.category === 'motorcycle' ? 'ride' : 'drive'} list; the ${f.engine.label} is our pick.`,
    ]);
  if (r >= 6.5)
    return say(f.rng, f, [
      (f) =>
        `The ${f.name} is a decent ${f.kind} rather than a great one. It has ${highlight(f)} in its favour, but ${drawback(f)} means rivals are worth a look first.`,
      (f) =>
        `A sensible choice if the price is right, but the ${nameAndEngine(f)} doesn't stand out in a crowded class.`,
      (f) =>
        `Worth considering, particularly ${f.plan.platform === "Used Buyer's Guide" ? 'at used prices' : 'with a good discount'}. The ${f.name} has ${highlight(f)}, but also ${drawback(f)}.`,
    ]);
  return say(f.rng, f, [
    (f) =>
      `Hard to recommend. The ${f.name} has ${highlight(f)}, but ${drawback(f)} and stronger rivals leave it behind.`,
    (f) =>
      `Unless you find a bargain, look elsewhere: the ${nameAndEngine(f)} has been overtaken by newer ${plural(f.kind)}.`,
    (f) => `The ${f.name} is past its best. Buy one only if the price is low and the history is spotless.`,
  ]);
}
