// Body paragraphs of a car review: driving, interior and practicality, running costs, which one to buy.
import type { Facts } from './facts.js';
import { bodyName, engineName, theEngine, versionName } from './facts.js';
import { capitalise, listOf, numberWord, say, withArticle } from './util.js';

function performance(f: Facts): string {
  const e = f.engine;
  const pace = `0-62mph takes around ${f.accel.toFixed(1)}s`;
  if (f.hot) {
    return say(f.rng, f, [
      (f) =>
        `With ${f.power}bhp, the ${e.label} turns the ${f.short} into a genuinely quick car: ${pace}, and it pulls hard right through the rev range. The steering is quick and accurate, the body stays flat through fast corners and there is real adjustability when you want it.`,
      (f) =>
        `This is the one for keen drivers. The ${e.label} puts out ${f.power}bhp, ${pace}, and the chassis is more than a match for it, with strong grip, firm but controlled damping and brakes that stand up to hard use.`,
      (f) =>
        `${f.power}bhp is a lot in ${withArticle(f.kind)}, and the ${e.label} uses it well: ${pace} and overtaking takes no planning at all. The ride is firm, as you would expect, but the payoff is a car that feels alive on a good road.`,
    ]);
  }
  if (f.ev) {
    return say(f.rng, f, [
      (f) =>
        `The ${e.label} motor delivers its ${f.power}bhp instantly and silently, so the ${f.short} feels brisker than its ${f.accel.toFixed(1)}s 0-62mph time suggests. Regenerative braking is adjustable, and in town you can drive largely on one pedal.`,
      (f) =>
        `Electric power suits the ${f.short}. There is ${f.power}bhp and no gears to wait for, so it darts away from junctions (${pace}). The weight of the battery shows in tighter bends, but it is low down and the car feels planted.`,
      (f) =>
        `Refinement is the headline: at motorway speeds the ${f.short} is hushed, with only a little wind noise around the mirrors. With ${f.power}bhp from the ${e.label}, ${pace}, which is plenty for everyday driving.`,
    ]);
  }
  if (f.mild) {
    const fuel = f.engine.fuelType === 'Hybrid - Diesel/Electric' ? 'diesel' : 'petrol';
    return say(f.rng, f, [
      (f) =>
        `The ${e.label} is a mild hybrid: a small electric motor helps the ${fuel} engine away from a standstill and lets it shut down earlier as you slow, so stop-start driving is smoother. With ${f.power}bhp, ${pace}.`,
      (f) =>
        `There is ${f.power}bhp from the ${e.label}, and its electrical assistance fills in the gaps in the ${fuel} engine's response; ${pace}. It never drives on electricity alone, but it is smooth and refined.`,
    ]);
  }
  if (f.plugIn || f.hybrid) {
    return say(f.rng, f, [
      (f) =>
        `The ${e.label} ${f.plugIn ? `can run on electricity alone for up to ${e.electricRange} miles` : 'pulls away on electric power'} and blends its petrol engine in smoothly; with ${f.power}bhp combined, ${pace}. Only under hard acceleration does the engine become vocal.`,
      (f) =>
        `Around town the ${e.label} is at its best, gliding along quietly and ${f.plugIn ? `covering up to ${e.electricRange} miles without burning fuel` : 'switching between petrol and electric power without fuss'}. ${f.power}bhp means ${pace}, which is more than adequate.`,
      (f) =>
        `The ${f.fuelWord} system makes the ${f.short} relaxing to drive: there is ${f.power}bhp in total, an automatic gearbox and a calm, well-isolated feel. ${pace.charAt(0).toUpperCase()}${pace.slice(1)}.`,
    ]);
  }
  if (f.accel < 6.5) {
    return say(f.rng, f, [
      (f) =>
        `Performance is strong: the ${e.label} has ${f.power}bhp and ${pace}, yet it is just as happy cruising quietly at motorway speeds. The ${f.short} feels heavy in tight corners, but grip and composure are impressive.`,
      (f) =>
        `With ${f.power}bhp, the ${e.label} gives the ${f.short} effortless pace (${pace}) and huge reserves for overtaking. The ride is supple and the cabin is well insulated from road and wind noise.`,
    ]);
  }
  const slow = f.accel >= 11.5;
  return say(f.rng, f, [
    (f) =>
      `The ${e.label} ${f.diesel ? 'diesel' : 'petrol'} produces ${f.power}bhp, so ${pace}. ${slow ? 'That makes it best suited to town driving; on the motorway you need to plan overtakes.' : 'That is enough to keep up with fast traffic without feeling strained.'} The gearbox is light and the controls are well weighted.`,
    (f) =>
      `${f.power}bhp is ${slow ? 'modest' : 'a sensible amount'} for ${withArticle(f.kind)}, and the ${e.label} ${slow ? 'needs working hard on faster roads' : 'feels flexible in everyday driving'}; ${pace}. The ${f.short} rides comfortably over broken surfaces and stays composed in corners.`,
    (f) =>
      `On the road, the ${f.short} is ${f.scores.rating >= 7.5 ? 'a pleasing blend of comfort and control' : 'comfortable enough but unremarkable'}. The ${e.label} ${f.diesel ? 'pulls strongly from low revs' : 'is smooth and quiet at a cruise'}, and with ${f.power}bhp ${pace}.`,
    (f) =>
      `Refinement is ${f.scores.rating >= 7.5 ? 'good' : 'acceptable'} and the steering is precise, if short on feel. With the ${e.label} (${f.power}bhp) ${pace}, ${slow ? 'so it is not a car to hurry' : 'which is on a par with its rivals'}.`,
  ]);
}

function practicality(f: Facts): string {
  const bodies = f.spec.bodyTypes.map(bodyName);
  const seats = f.seats.map(numberWord);
  const doors = f.spec.doors.map(String);
  const bodyText =
    bodies.length > 1
      ? `It comes as ${withArticle(listOf(bodies, 'or'))}`
      : `It is offered only as ${withArticle(bodies[0] ?? 'car')}`;
  const seatText =
    f.maxSeats >= 7
      ? `with a third row that brings seating to ${numberWord(f.maxSeats)}, best kept for children on longer trips`
      : f.maxSeats <= 2
        ? 'with room for two and a modest boot'
        : f.maxSeats === 4
          ? 'with four seats, so a fifth passenger is out of the question'
          : `with ${listOf(seats, 'or')} seats`;
  return say(f.rng, f, [
    (f) =>
      `${bodyText}, ${seatText}. The ${f.kind} basics are well covered: there is sensible storage in the cabin, ${f.maxSeats > 4 ? 'adults fit in the back without complaint' : 'though rear space is tight for adults'}, and the dashboard layout is easy to learn.`,
    (f) =>
      `Inside, the ${f.short} is ${f.plan.category === 'luxury' || f.spec.newPrice >= 40_000 ? 'finished with plush materials and a solid, upmarket feel' : 'built from durable, if hard-wearing, plastics in places'}. ${bodyText} (${listOf(doors, 'or')} doors), ${seatText}.`,
    (f) =>
      `Practicality is ${f.maxSeats >= 5 ? 'a strength' : 'not the point'}. ${bodyText}, ${seatText}, and the driving position adjusts widely enough for tall drivers. ${f.ev ? 'The flat floor frees up foot space in the back.' : 'Visibility is good and parking is easy.'}`,
    (f) =>
      `${bodyText}, ${seatText}. ${f.plan.category === 'luxury' || f.spec.newPrice >= 40_000 ? 'The infotainment screen is sharp and quick to respond' : 'The touchscreen is simple to use and physical climate controls are a welcome touch'}, and ${f.variant ? `${f.variant} trim` : 'the mid-range trim'} brings the kit most buyers want.`,
  ]);
}

function roadTaxHint(f: Facts): string {
  const used = f.plan.platform === "Used Buyer's Guide" || !f.current;
  if (used && f.year < 2017 && !f.ev) {
    const band =
      f.engine.co2 <= 100 ? 'free to tax' : f.engine.co2 <= 130 ? 'cheap to tax' : 'pricier to tax';
    return `Cars registered before April 2017 are taxed on CO2, so at ${f.engine.co2}g/km it is ${band}`;
  }
  if (used && !f.ev)
    return `Like any car registered since April 2017, it pays the flat annual rate of road tax after year one`;
  if (f.ev)
    return 'Electric cars now pay road tax too, but benefit-in-kind rates for company drivers remain very low';
  if (f.spec.newPrice > 40_000)
    return `With a list price above £40,000 it attracts the expensive car supplement in road tax`;
  if (f.engine.co2 <= 110) return `CO2 emissions of ${f.engine.co2}g/km keep first-year road tax low`;
  if (f.engine.co2 >= 190) return `Emissions of ${f.engine.co2}g/km mean a steep first-year road tax bill`;
  return `Emissions of ${f.engine.co2}g/km put it in a middling road tax band in its first year`;
}

function runningCosts(f: Facts): string {
  const e = f.engine;
  const [lo, hi] = f.ins;
  const insurance = lo === hi ? `insurance group ${lo}` : `insurance groups ${lo} to ${hi}`;
  const economy = f.ev
    ? `${capitalise(theEngine(e))} has an official range of ${e.electricRange} miles${f.longestEv && f.longestEv !== e ? `, while the ${f.longestEv.label} stretches that to ${f.longestEv.electricRange} miles` : ''}.`
    : f.plugIn
      ? `Charged regularly, the ${e.label} can officially return ${e.mpg}mpg and cover ${e.electricRange} miles on battery power; on long runs with a flat battery, expect far less.`
      : `The ${e.label} officially returns ${e.mpg}mpg${f.frugal && f.frugal !== e && f.frugal.mpg > e.mpg ? `, and the ${f.frugal.label} is the frugal choice at ${f.frugal.mpg}mpg` : ''}.`;
  return say(f.rng, f, [
    (f) => `${economy} ${roadTaxHint(f)}, and the range spans ${insurance}.`,
    (f) =>
      `Running costs are ${f.scores.fuelEconomy >= 7.5 ? 'a strong point' : 'reasonable rather than remarkable'}. ${economy} Depending on version, the ${f.short} sits in ${insurance}. ${roadTaxHint(f)}.`,
    (f) =>
      `${economy} ${roadTaxHint(f)}. Insurers place the ${f.short} in ${insurance}, ${lo <= 12 ? 'which keeps it within reach of younger drivers' : hi >= 40 ? 'so premiums will be high' : 'which is typical of the class'}.`,
  ]);
}

function buying(f: Facts): string {
  const alt = f.alternative;
  const trims = f.spec.variants;
  const entry = trims[0];
  const top = trims[trims.length - 1];
  const altText = alt ? `the ${engineName(alt)}` : `the only engine on offer`;
  const priceText = f.current ? `Prices start at ${f.price}` : `New, it cost from ${f.price}`;
  return say(f.rng, f, [
    (f) =>
      `${priceText}${entry ? ` for ${entry} trim` : ''}, and ${f.variant ?? 'mid-range'} with the ${f.engine.label} is ${f.variant && f.variant === top ? 'the one to have if budget allows' : 'the pick for most buyers'}${alt ? `; consider ${altText} if ${alt.mpg > f.engine.mpg || alt.fuelType === 'Electric' ? 'running costs matter most' : 'you want more performance'}` : ''}.`,
    (f) =>
      `Our choice would be ${versionName(f) === f.engine.label ? `the ${f.short} ${f.engine.label}` : `${withArticle(f.variant ?? 'mid-spec')} ${f.short} with the ${f.engine.label}`}. ${top && top !== f.variant ? `${top} models add more equipment, but the price climbs towards ${f.priceTo}.` : `The range tops out at around ${f.priceTo}.`}`,
    (f) =>
      `${priceText}, rising to about ${f.priceTo} for the most expensive versions. ${alt ? `Beside the ${f.engine.label} we tested, ${altText} is worth a look` : `There is just the ${f.engine.label}`}, and ${f.variant ?? (entry || 'the entry trim')} trim strikes the best balance of kit and cost.`,
    (f) =>
      `${f.spec.engines.length > 1 ? `There are ${numberWord(f.spec.engines.length)} engines, from the ${f.slowest.label} to the ${f.quickest.label}` : `The ${f.engine.label} is the sole engine`}. We'd go for ${f.variant ?? 'a mid-range'} trim${f.current ? `, with prices starting at ${f.price}` : `; new prices began at ${f.price}, so used examples look good value`}.`,
  ]);
}

export function carBody(f: Facts, opening: string): string[] {
  const first = `${opening} ${performance(f)}`;
  const paragraphs = [first, practicality(f), runningCosts(f), buying(f)];
  if (f.rng.chance(0.3)) paragraphs.splice(2, 0, carUsedOrLongTerm(f));
  return paragraphs;
}

/** An extra paragraph for used and long-term reviews (or a note on rivals for the others). */
function carUsedOrLongTerm(f: Facts): string {
  if (f.plan.platform === "Used Buyer's Guide")
    return `When buying used, check the service book is stamped on time, that every electric function works and that the tyres are a matching set of decent brands. ${f.scores.reliability >= 8 ? `${f.spec.make} has a good name for reliability, which helps residual values.` : `Budget for the odd repair: ${f.spec.make}'s reliability record is middling.`}`;
  if (f.plan.platform === 'Long-Term Test')
    return `Over the months the ${f.short} has needed nothing beyond screenwash and a tyre pressure top-up. ${f.ev ? `Public charging has mostly been painless, though we learned to plan around the ${f.engine.electricRange}-mile official range in winter.` : `Real-world economy has settled a little below the official ${f.engine.mpg}mpg, as you would expect.`}`;
  return `Rivals are plentiful, but the ${f.short} ${f.scores.valueForMoney >= 7 ? 'undercuts many of them on price' : 'asks more than several of them'}, and its ${f.maxSeats >= 7 ? 'seven seats' : `${bodyName(f.bodyType)} body`} ${f.maxSeats >= 7 ? 'set it apart' : 'is what most buyers in this class want'}.`;
}
