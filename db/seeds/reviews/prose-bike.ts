// Body paragraphs of a motorcycle or scooter review: the engine and how it rides, riding position and
// pillion, running costs and licence, which one to buy.
import { versionName, type Facts } from './facts.js';
import { capitalise, listOf, say } from './util.js';

const learner = (f: Facts): boolean => f.engine.engineSize <= 0.13 && f.engine.fuelType === 'Petrol';
const a2 = (f: Facts): boolean => f.power <= 47;
const scooter = (f: Facts): boolean => f.bodyType === 'Scooter';

function licence(f: Facts): string {
  if (learner(f))
    return 'it can be ridden on L-plates after CBT training, or by car drivers with a pre-2001 licence';
  if (f.ev && f.power <= 15)
    return 'it is a learner-legal electric equivalent of a 125, ridden on L-plates after CBT';
  if (a2(f)) return `at ${f.power}bhp it is A2-licence legal without restriction`;
  if (f.power <= 95) return 'it needs a full A licence, though restricted A2 versions are widely available';
  return 'it needs a full A licence';
}

function engine(f: Facts): string {
  const e = f.engine;
  const pace =
    f.power < 8 ? 'pace best suited to town roads' : `a 0-60mph time of roughly ${f.accel.toFixed(1)}s`;
  if (f.ev) {
    return say(f.rng, f, [
      (f) =>
        `The ${e.label} battery feeds a motor of ${f.power}bhp; twist the throttle and it surges forward silently, with ${pace}. There are no gears and no clutch, which makes it wonderfully easy in traffic.`,
      (f) =>
        `Electric drive gives the ${f.short} instant, seamless shove from a standstill: ${f.power}bhp and ${pace}. Riding modes tame or sharpen the throttle, and regeneration slows you smoothly as you roll off.`,
    ]);
  }
  if (scooter(f) || learner(f)) {
    return say(f.rng, f, [
      (f) =>
        `The ${e.label} ${f.bodyType === 'Scooter' ? 'single' : 'engine'} makes ${f.power}bhp, good for ${pace}; it is happiest below 60mph, where it feels nippy and smooth. ${scooter(f) ? 'The twist-and-go automatic transmission makes it effortless in stop-start traffic.' : 'The gearbox is light and the clutch forgiving, ideal for new riders.'}`,
      (f) =>
        `With ${f.power}bhp from ${e.label}, performance is modest (${pace}), but the ${f.short} is light, agile and easy to manoeuvre through queues. ${scooter(f) ? 'There is no gear-changing to think about.' : 'Slick gear changes make it easy to keep it on the boil.'}`,
      (f) =>
        `${f.power}bhp is enough for urban riding and the occasional dual carriageway, and it manages ${pace}. The ${e.label} engine hums along quietly and the brakes are strong for the weight.`,
    ]);
  }
  if (f.hot || f.power > 140) {
    return say(f.rng, f, [
      (f) =>
        `The ${e.label} engine produces a thumping ${f.power}bhp, giving ${pace} and acceleration that demands respect. Electronic aids keep it manageable, and the chassis is taut and precise on a fast road.`,
      (f) =>
        `This is serious performance: ${f.power}bhp from the ${e.label}, ${pace}, and a top end that rewards a trackday. The suspension is firm but well damped, and the brakes are superb.`,
    ]);
  }
  return say(f.rng, f, [
    (f) =>
      `The ${e.label} engine makes ${f.power}bhp, good for ${pace}, and it has a flexible, friendly spread of torque that suits real roads. The gearbox is slick and the fuelling clean.`,
    (f) =>
      `${f.power}bhp from ${e.label} is a sweet spot: ${pace}, yet never intimidating. The ${f.short} steers neatly, the suspension copes with bumpy B-roads and the brakes have good feel.`,
    (f) =>
      `There is ${f.power}bhp on tap from the ${e.label}, with ${pace}. Low-down pull makes it relaxed around town, while there is enough in reserve for brisk overtakes on A-roads.`,
  ]);
}

function ergonomics(f: Facts): string {
  const pillion =
    f.maxSeats >= 2
      ? 'There is room for a pillion, who gets a reasonably padded seat and grab handles'
      : 'It is a solo machine with no pillion seat';
  const position: Record<string, string> = {
    Scooter:
      'The step-through floor and upright seat make it easy to get on and off, and there is space under the seat for a helmet',
    Naked: 'The riding position is upright and roomy, with a wide handlebar that gives plenty of leverage',
    Sport:
      'The riding position is committed, with low clip-on bars and high pegs that put weight over the front wheel',
    Adventure:
      'A tall seat and wide bars give a commanding view, though shorter riders may need to check they can reach the floor',
    Touring:
      'The seat is deep and supportive and the screen deflects wind well, so long days are no hardship',
    Cruiser: 'A low seat and forward controls give a laid-back riding position that suits unhurried miles',
    'Dual Sport':
      'The slim, tall seat and light weight make it easy to stand up on the pegs when the tarmac runs out',
    'Dirt Bike': 'The narrow seat and light weight make it easy to move around on the bike off road',
  };
  const base = position[f.bodyType] ?? position.Naked!;
  return say(f.rng, f, [
    (f) => `${base}. ${pillion}.`,
    (f) =>
      `${base}. ${pillion}. ${f.spec.variants.length > 1 ? `Variants run from ${listOf(f.spec.variants.slice(0, 1))} to ${f.spec.variants[f.spec.variants.length - 1]}.` : ''}`.trim(),
    (f) =>
      `${pillion}. ${base}. The switchgear is ${f.scores.rating >= 7.5 ? 'clear and well made' : 'functional if a little basic'}.`,
  ]);
}

function runningCosts(f: Facts): string {
  const e = f.engine;
  const [lo, hi] = f.ins;
  const insurance = lo === hi ? `insurance group ${lo}` : `insurance groups ${lo} to ${hi}`;
  const economy = f.ev
    ? `Claimed range is ${e.electricRange} miles, and it charges from a household socket`
    : `Expect around ${e.mpg}mpg from the ${e.label}`;
  return say(f.rng, f, [
    (f) => `${economy}; it sits in ${insurance}. As for licences, ${licence(f)}.`,
    (f) => `On licences, ${licence(f)}. ${economy}; insurers rate it in ${insurance}.`,
    (f) =>
      `${economy}. It falls into ${insurance}, ${lo <= 5 ? 'so cover is cheap' : lo >= 14 ? 'so shop around for cover' : 'which is typical of its class'}. On licences, ${licence(f)}.`,
  ]);
}

function buying(f: Facts): string {
  const priceText = f.current ? `Prices start at ${f.price} on the road` : `New, it cost from ${f.price}`;
  const other = f.alternative;
  return say(f.rng, f, [
    (f) =>
      `${priceText}. ${f.variant ? `The ${f.variant} is the one we'd choose` : 'Go for the standard model'}${other ? `, and the ${other.label} version is worth a test ride too` : ''}.`,
    (f) =>
      `${priceText}, and even the dearest ${f.short} is about ${f.priceTo}. ${capitalise(versionName(f) === e(f) ? `the ${e(f)}` : `${f.variant ?? 'the standard bike'} with the ${e(f)}`)} gives the most for your money.`,
    (f) =>
      `${priceText}. Used, a well-kept ${f.short} with a full service history and receipts for ${f.ev ? 'battery health checks' : 'valve clearances'} is a safe buy; ${f.variant ?? 'any'} trim is the sweet spot.`,
  ]);
}

const e = (f: Facts): string => f.engine.label;

export function bikeBody(f: Facts, opening: string): string[] {
  return [`${opening} ${engine(f)}`, ergonomics(f), runningCosts(f), buying(f)];
}
