// The first paragraph of every review: why we are writing about this model now, in the voice of the section.
import { versionName, vehicleNoun, type Facts } from './facts.js';
import type { Phrase } from './util.js';
import { capitalise, plural, say, withArticle } from './util.js';

const trim = (f: Facts): string => (f.variant ? `${f.variant} ` : '');
const version = versionName;
/** What is new about a first-drive version. */
const fresh = (f: Facts): string =>
  f.hot ? 'hottest' : f.ev || f.plugIn || f.hybrid ? f.fuelWord : 'latest';
const driven = (f: Facts): string => (f.spec.category === 'motorcycle' ? 'ridden' : 'driven');
const days = (f: Facts): string =>
  ({
    car: 'commuting, school runs and motorway trips',
    motorcycle: 'commuting, weekend rides and a few longer tours',
    van: 'deliveries, site visits and motorway slogs',
  })[f.spec.category];

function verdictHint(f: Facts): string {
  const r = f.scores.rating;
  if (r >= 8.7)
    return say(f.rng, f, [
      () => 'it sets the standard',
      () => 'little else comes close',
      () => 'it is a class leader',
    ]);
  if (r >= 7.8)
    return say(f.rng, f, [
      () => 'it deserves a place on any shortlist',
      () => 'it gets far more right than wrong',
      () => 'it is one of the better choices',
    ]);
  if (r >= 6.8)
    return say(f.rng, f, [
      () => 'it is a sound if unspectacular choice',
      () => 'it has strengths worth weighing up',
      () => 'it is competent rather than outstanding',
    ]);
  return say(f.rng, f, [
    () => 'it has fallen behind newer rivals',
    () => 'the competition has moved on',
    () => 'it is hard to recommend over fresher alternatives',
  ]);
}

const ROAD_TEST: Phrase<Facts>[] = [
  (f) =>
    `We've spent a week with the ${f.year} ${f.name} in ${version(f)} form to find out whether ${verdictHint(f)}.`,
  (f) =>
    `The ${f.name} has been on sale ${f.run}, and our ${f.year} test ${vehicleNoun(f)}, ${withArticle(version(f))}, shows why ${verdictHint(f)}.`,
  (f) =>
    `Few ${plural(f.kind)} are asked to do as many jobs as the ${f.name}, so we put the ${f.year} ${version(f)} through the full road test.`,
  (f) =>
    `On paper the ${f.year} ${f.name} has a lot going for it; after a week with the ${version(f)} we can say that ${verdictHint(f)}.`,
  (f) =>
    `Priced from ${f.price}, the ${f.name}, ${withArticle(f.kind)}, lines up against some strong rivals; we've tested the ${f.year} ${version(f)}.`,
  (f) =>
    `This is the ${f.year} ${f.name}, tested here as ${withArticle(version(f))}, and the short answer is that ${verdictHint(f)}.`,
];

const FIRST_DRIVE: Phrase<Facts>[] = [
  (f) =>
    `Our first taste of the ${fresh(f)} ${f.name} comes in ${version(f)} form, and first impressions suggest ${verdictHint(f)}.`,
  (f) =>
    `The ${f.engine.label} is the newest way to buy the ${f.name}, and we've ${driven(f)} it on UK roads ahead of the ${f.year} model year.`,
  (f) =>
    `${f.hot ? 'More' : capitalise(f.fuelWord)} power arrives in the ${f.name} range with the ${f.engine.label}; we've had a first go in the ${f.year} ${vehicleNoun(f)} in ${trim(f) || 'launch '}trim.`,
  (f) =>
    `Can the ${f.name} work as ${withArticle(f.hot ? f.kind : `${f.fuelWord} ${f.kind}`)}? Our first ${f.spec.category === 'motorcycle' ? 'ride on' : 'drive of'} the ${f.year} ${version(f)} says ${verdictHint(f)}.`,
];

const LONG_TERM: Phrase<Facts>[] = [
  (f) =>
    `Our ${f.year} ${f.name} ${version(f)} has been part of the staff fleet for six months of ${days(f)}.`,
  (f) =>
    `Living with a ${f.name} day to day tells you things a week never can, so we ran a ${f.year} ${version(f)} for half a year.`,
  (f) =>
    `After several thousand miles in our long-term ${f.year} ${f.name}, ${withArticle(version(f))}, we know its habits well.`,
  (f) =>
    `The ${f.name} has been a fixture of our car park for months now, and our ${f.year} ${version(f)} has earned its keep.`,
];

const USED: Phrase<Facts>[] = [
  (f) =>
    `Sold new ${f.run}, the ${f.name} is now a common used buy, and a ${f.year} ${version(f)} is the kind of example most buyers will find.`,
  (f) =>
    `If you're shopping for a used ${f.kind}, the ${f.name} (${f.run}) will almost certainly be on your list; we've looked at what a ${f.year} example offers.`,
  (f) =>
    `The ${f.name} ${f.current ? 'is still on sale new' : `left the price lists in ${f.spec.yearTo}`}, but used examples such as a ${f.year} ${version(f)} are where the value lies.`,
  (f) =>
    `Plenty of ${f.name}s change hands on the used market, and our guide centres on a ${f.year} ${version(f)} to see whether ${verdictHint(f)}.`,
  (f) =>
    `A ${f.year} ${f.name} costs a fraction of its ${f.price} list price today, so we've looked at how well the ${version(f)} has aged.`,
];

/** The opening sentence (it names the model, the year and the version, so it never repeats). */
export function openingSentence(f: Facts): string {
  switch (f.plan.platform) {
    case 'Road Test':
      return say(f.rng, f, ROAD_TEST);
    case 'First Drive':
      return say(f.rng, f, FIRST_DRIVE);
    case 'Long-Term Test':
      return say(f.rng, f, LONG_TERM);
    case "Used Buyer's Guide":
      return say(f.rng, f, USED);
  }
}
