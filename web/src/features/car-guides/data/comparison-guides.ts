// Comparison guides: ways to sell your old car, and which fuel suits your driving.
import type { GuideSource } from '../lib/guide-model';
import { AUTHORS } from './authors';

export const COMPARISON_GUIDES: GuideSource[] = [
  {
    id: 'part-exchange-vs-selling-privately',
    title: 'Part exchange vs selling privately vs an online car buyer',
    category: 'comparison',
    difficulty: 'beginner',
    author: AUTHORS.tom,
    date: '2025-07-01',
    summary:
      'The trade-off between price and effort when you get rid of your old car: how part-exchange deals are structured, how to sell privately safely, and settling outstanding finance.',
    tags: ['part exchange', 'selling a car', 'valuation', 'outstanding finance'],
    isPopular: false,
    content: `
When you change cars, what you do with the old one can matter as much as the deal on the new one. Each route trades money against time and effort.

## Part exchange
The dealer selling you the next car takes your old one as part of the payment. It is the simplest option: one visit, one set of paperwork, no strangers at your door, and the dealer can settle any finance on your old car as part of the deal.

The catch is price. A dealer has to prepare your car, give a warranty and make a profit, so it offers less than a private buyer would pay. Dealers can also blur the numbers by offering a generous part-exchange figure and a smaller discount on the new car, or the reverse. To see the real deal:

- ask for the price of the new car with no part exchange first;
- then ask what they will give for your car;
- compare the difference you pay with what you could sell your car for elsewhere.

## Online car buying services
Online buyers give an instant valuation from your registration and mileage, then inspect the car before paying. The final offer can be lower than the online figure if the inspection finds damage, missing service history or worn tyres, so describe the car honestly from the start. They are quick and pay by bank transfer, and are often somewhere between part exchange and a private sale on price.

## Selling privately
A private sale usually gets the most money but takes the most work. You will need to:

- research prices for cars of the same age, mileage and trim, and price realistically;
- take clear photos in daylight and write an honest description;
- have the V5C, the service history, the MOT certificate and both keys ready;
- handle messages, calls, viewings and test drives.

You must describe the car accurately, but you are not promising it is free of faults. Keep the advert and a simple written receipt signed by both of you with the date, time, price, mileage and registration, stating the car is sold as seen and as described.

## Staying safe when selling privately
- Before a test drive, check the buyer’s licence and that they are insured to drive your car, and go with them.
- Keep your keys in your hand when the buyer is in the driving seat and the engine is off.
- Accept payment by bank transfer and wait until the money has cleared in your own account before handing over the car. Do not trust a screenshot or an email saying it has been sent.
- Be wary of overpayments and requests to refund the difference, and of buyers who will not view the car but want to send a courier.
- Be cautious with large amounts of cash, which can be counterfeit.

Once the car is sold, tell the DVLA online with the buyer present, and give them the new keeper slip.

## If there is finance on the car
You cannot sell a car with outstanding finance on a hire purchase or PCP agreement without settling it, because it belongs to the finance company. Ask your lender for a settlement figure and pay it off before, or as part of, the sale. A dealer or online buyer can usually settle the finance for you and pay you any difference.

## Which to choose
If your car is worth a modest amount, or your time is valuable, part exchange or an online buyer can make sense. If the car is desirable and in good condition, a private sale can be worth the effort. Either way, get several valuations before you decide.
`,
  },
  {
    id: 'petrol-diesel-hybrid-or-electric',
    title: 'Petrol, diesel, hybrid or electric: which suits your mileage?',
    category: 'comparison',
    difficulty: 'intermediate',
    author: AUTHORS.priya,
    date: '2026-08-11',
    summary:
      'How the way you drive, not just how far, decides which fuel works best, with a simple cost-per-mile sum you can do with current prices, and the 2030 and 2035 rules explained.',
    tags: ['fuel type', 'electric cars', 'hybrid', 'diesel', 'running costs', 'mileage'],
    isPopular: true,
    popularRank: 6,
    content: `
No fuel type is best for everyone. The right choice depends on how far you drive, what kind of journeys you make, where you can charge or refuel, and how long you plan to keep the car.

## Petrol
Petrol cars are usually cheaper to buy than the alternatives and suit low and average mileage, short trips and town driving. Modern small turbocharged engines can be economical, and petrol cars from about 2006 meet most clean air zone standards. Running costs rise with mileage faster than for diesel or electric.

## Diesel
Diesel cars use less fuel on long runs and are good at towing. They suit high mileage, especially motorway driving. But modern diesels have a diesel particulate filter (DPF) that needs regular longer drives at speed to burn off soot. Used mainly for short trips, a DPF can clog and be expensive to fix. Only diesels meeting Euro 6, generally from September 2015, avoid charges in clean air zones.

## Hybrids
- Mild hybrids have a small electric system that assists the engine; they save a little fuel but cannot drive on electric power alone.
- Full hybrids, often called self-charging, can drive short distances on electric power at low speeds, and are most efficient in stop-start town traffic.
- Plug-in hybrids (PHEVs) have a bigger battery you charge from the mains, with an electric range typically of a few dozen miles. They are very cheap to run if most of your journeys fit within that range and you charge often, and expensive if you rarely plug in, because you carry a heavy battery on petrol.

## Electric
Electric cars cost the least per mile when charged at home on an off-peak tariff, and have low servicing costs. They suit drivers with off-street parking and predictable daily journeys. Public rapid charging costs much more per mile than home charging, and VAT on public charging is higher than on domestic electricity, so drivers who rely on it save less. Used EVs can be good value; check battery health and real-world range.

## Working out the cost per mile
Use today’s prices rather than anyone else’s example:

- petrol or diesel: divide the price per litre by the miles per litre. A gallon is 4.546 litres, so miles per litre = mpg / 4.546.
- electric: multiply the price per kWh by the kWh the car uses per mile, or divide the price per kWh by the miles per kWh.

Use real-world economy figures rather than official ones. Then multiply by your annual mileage and add tax, insurance, servicing and any clean air zone or congestion charges.

## Depreciation
For most drivers, losing value is the biggest cost of a car, often more than fuel. Look at how quickly the models you are considering lose value, and how long you will keep the car.

## Matching the car to your driving
- Mostly short trips and town driving: petrol, a full hybrid, or an EV if you can charge at home.
- Long motorway journeys most days: diesel, or an EV with good range and fast charging.
- Short weekday trips and occasional long ones: a plug-in hybrid you charge every night, or an EV.
- Very low mileage: a cheaper petrol car may cost least overall.

## The 2030 and 2035 rules
Under current government policy, new cars powered only by petrol or diesel will not be sold from 2030, and new hybrids can be sold until 2035. This applies to new cars only: you can keep, buy and sell used petrol and diesel cars after those dates.
`,
  },
];
