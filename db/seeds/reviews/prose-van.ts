// Body paragraphs of a van or pickup review: the engine and how it drives, the load area and body
// conversions, running costs, which one to buy. Payloads and load lengths are not in the catalogue, so the
// load bay is described in general terms only.
import { theEngine, type Facts } from './facts.js';
import { vanSize } from './specs.js';
import { capitalise, listOf, numberWord, say } from './util.js';

function engine(f: Facts): string {
  const e = f.engine;
  const pace = `0-62mph takes around ${f.accel.toFixed(1)}s unladen`;
  if (f.ev) {
    return say(f.rng, f, [
      (f) =>
        `The ${e.label} drivetrain has ${f.power}bhp and, unlike a diesel, its full pulling power is there from a standstill, so even loaded it gets away from junctions briskly. It is quiet, too, which makes a long day behind the wheel less tiring.`,
      (f) =>
        `Electric power makes the ${f.short} a doddle in town: ${f.power}bhp, instant torque and a single-speed automatic gearbox. ${pace.charAt(0).toUpperCase()}${pace.slice(1)}, and regenerative braking saves wear on the pads.`,
    ]);
  }
  if (f.plugIn) {
    return `The ${e.label} runs on battery power for up to ${e.electricRange} miles, with its petrol engine taking over for longer runs, so it can enter low-emission zones silently yet still manage long trips. There is ${f.power}bhp in total and an automatic gearbox.`;
  }
  return say(f.rng, f, [
    (f) =>
      `The ${e.label} ${f.diesel ? 'diesel' : 'engine'} makes ${f.power}bhp, which ${f.power >= 150 ? 'copes easily with a full load and motorway gradients' : 'is adequate for most jobs, though it works hard when fully laden'}. ${pace.charAt(0).toUpperCase()}${pace.slice(1)}.`,
    (f) =>
      `On the road the ${f.short} feels ${f.scores.rating >= 7.5 ? 'car-like and composed' : 'solid, if a little agricultural'}, and the ${e.label} (${f.power}bhp) pulls well from low revs. The gearchange is ${e.transmissions.includes('Automatic') ? 'available as an automatic, which is worth having in town' : 'a manual with a slightly long throw'}.`,
    (f) =>
      `With ${f.power}bhp, the ${e.label} ${f.power >= 150 ? 'is the strong choice for heavy loads or towing' : 'suits lighter loads and urban rounds'}; ${pace}. Cab refinement is ${f.scores.rating >= 7.5 ? 'good for a van' : 'acceptable'}, with modest wind noise at speed.`,
  ]);
}

function loadBay(f: Facts): string {
  const size = vanSize(f.spec);
  const bodies = f.spec.bodyTypes;
  const bodyText =
    bodies.length > 2
      ? `It is sold in ${numberWord(bodies.length)} body styles, from ${bodies[0]} to ${bodies[bodies.length - 1]}, so there is a version for most trades`
      : `It comes as ${listOf(
          bodies.map((b) => `a ${b.toLowerCase()}`),
          'or',
        )}`;
  const lo = Math.min(...f.seats);
  const crew = bodies.includes('Minibus') ? 'minibus' : bodies.includes('Crew Van') ? 'crew van' : null;
  const seats =
    size === 'pickup' && f.seats.length > 1
      ? `Single and double cab versions seat ${listOf(f.seats.map(numberWord), 'or')}`
      : f.seats.length > 1 && crew
        ? `The cab seats ${numberWord(lo)}, or ${numberWord(f.maxSeats)} in ${crew} form`
        : `The cab seats ${listOf(f.seats.map(numberWord), 'or')}`;
  const bay: Record<string, string> = {
    small:
      'The load bay is compact but usefully square, with room for a couple of pallets and a bulkhead that protects the cab',
    medium:
      'The load bay is usefully long and wide between the wheel arches, with tie-down points and a choice of roof heights',
    large:
      'The cargo area is vast, with a low floor, wide rear doors and a choice of lengths and roof heights',
    pickup:
      'The load bed is a good size and the four-wheel drive system copes with muddy sites and boat ramps',
  };
  return say(f.rng, f, [
    (f) => `${bay[size]}. ${bodyText}. ${seats}.`,
    (f) =>
      `${bodyText}. ${bay[size]}, and ${size === 'pickup' ? 'the tailgate drops flat for loading' : 'a sliding side door makes kerbside loading easy'}. ${seats}.`,
    (f) =>
      `${seats}. There is plenty of storage for paperwork and phones in the cab. ${bay[size]}. ${bodyText}.`,
  ]);
}

function runningCosts(f: Facts): string {
  const e = f.engine;
  const [lo, hi] = f.ins;
  const economy = f.ev
    ? `${capitalise(theEngine(e))} has an official range of ${e.electricRange} miles${e.electricRange! < 150 ? ', enough for local rounds but not for long motorway runs' : ', which covers most working days with margin'}`
    : f.plugIn
      ? `Charged regularly, the ${e.label} officially returns ${e.mpg}mpg, though on long runs it relies on its petrol engine`
      : `The ${e.label} officially returns ${e.mpg}mpg${f.frugal && f.frugal !== e && f.frugal.mpg > e.mpg ? `; the ${f.frugal.label} is the most economical at ${f.frugal.mpg}mpg` : ''}`;
  return say(f.rng, f, [
    (f) => `${economy}. Insurance groups run from ${lo} to ${hi}, and service intervals are long.`,
    (f) =>
      `Running costs matter more than anything in a working vehicle. ${economy}, and insurance groups span ${lo} to ${hi}.`,
  ]);
}

function buying(f: Facts): string {
  const priceText = f.current
    ? `Prices start at ${f.price} excluding VAT`
    : `New, prices started at ${f.price} excluding VAT`;
  return say(f.rng, f, [
    (f) =>
      `${priceText}. ${f.variant ?? 'Mid-range'} trim with the ${f.engine.label} suits most businesses${f.alternative ? `, while the ${f.alternative.label} is worth considering` : ''}.`,
    (f) =>
      `${priceText}, rising to around ${f.priceTo} for the best-equipped versions. We'd choose ${f.variant ?? 'the mid-range trim'}, which adds useful kit without stretching the budget.`,
  ]);
}

export function vanBody(f: Facts, opening: string): string[] {
  return [`${opening} ${engine(f)}`, loadBay(f), runningCosts(f), buying(f)];
}
