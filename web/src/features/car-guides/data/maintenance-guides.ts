// Maintenance guides: the MOT, and servicing and everyday checks.
import type { GuideSource } from '../lib/guide-model';
import { AUTHORS } from './authors';

export const MAINTENANCE_GUIDES: GuideSource[] = [
  {
    id: 'mot-test-explained',
    title: 'The MOT explained: when it is due, what is checked and what advisories mean',
    category: 'maintenance',
    difficulty: 'beginner',
    author: AUTHORS.gareth,
    date: '2026-01-26',
    summary:
      'When a car needs its first and later MOTs in Great Britain and Northern Ireland, what the test covers and does not, the defect categories, and how to use the MOT history when buying.',
    tags: ['MOT', 'advisories', 'roadworthiness', 'Northern Ireland', 'MOT history'],
    isPopular: false,
    content: `
The MOT is an annual check that a vehicle meets minimum road safety and environmental standards. It is not a service, and a pass does not mean a car is in good mechanical condition, but its history is one of the most useful things to read when buying a used car.

## When an MOT is due
- In England, Scotland and Wales, a car needs its first MOT three years after it was first registered, then every year.
- In Northern Ireland, a car’s first MOT is due four years after registration, then every year. Tests are carried out at Driver and Vehicle Agency (DVA) test centres.
- Vehicles made or registered more than 40 years ago can usually be exempt if they have not been substantially changed, but they must still be kept roadworthy.

You can have the test up to a month, minus a day, before the current certificate runs out and keep the same renewal date. Sign up to the free MOT reminder on GOV.UK by text or email.

## What is checked
The tester looks at the parts of the car that affect safety and emissions, including:

- lights, indicators, reflectors and the horn;
- steering and suspension;
- brakes, including their performance and condition;
- tyres and wheels, including tread depth and damage;
- seat belts and seats;
- the body and structure, for corrosion or sharp edges;
- the exhaust, fuel system and emissions;
- the windscreen, wipers, washers and mirrors;
- registration plates and the vehicle identification number;
- warning lights on the dashboard, such as those for airbags, ABS and the engine.

The MOT does not check the engine’s condition, the clutch or the gearbox, so a car can pass with a worn clutch or a noisy gearbox.

## Results and defect categories
- Dangerous: the car fails and should not be driven until repaired. Driving a car with a dangerous problem can lead to a large fine, penalty points and a driving ban.
- Major: the car fails and must be repaired.
- Minor: the car passes, and the defect is recorded.
- Advisories: items to keep an eye on, such as tyres close to the limit or slight corrosion. The car passes, but advisories often become failures next time.

If your car fails and your old certificate has run out, you can only drive it to a pre-booked MOT or to have the defects repaired, and it must still be roadworthy. Driving without a valid MOT can lead to a fine of up to £1,000.

## Fees and retests
Garages cannot charge more than the maximum fee set by the government; GOV.UK shows the current figure, and many garages charge less. If the car stays at the test centre for repairs and is retested within ten working days, the partial retest is usually free.

## Using MOT history when you buy
The free GOV.UK MOT history service shows every result since 2005 with mileage, failures and advisories. Look for:

- mileage that falls or rises irregularly, which can mean clocking;
- the same advisory repeated year after year without repair;
- corrosion advisories on brake pipes or structure, which can be costly;
- gaps in the history, which can mean the car was off the road;
- a string of failures followed by a pass at a different garage.

A clean history with few advisories is a good sign, but it is not a substitute for a proper inspection and test drive.
`,
  },
  {
    id: 'servicing-and-maintenance-basics',
    title: 'Servicing and maintenance basics: tyres, fluids and service intervals',
    category: 'maintenance',
    difficulty: 'beginner',
    author: AUTHORS.gareth,
    date: '2025-10-08',
    summary:
      'Interim and full services, using an independent garage without losing your warranty, and the simple monthly checks, from the 1.6mm tyre tread limit to oil and warning lights.',
    tags: ['servicing', 'tyres', 'maintenance', 'warranty', 'warning lights'],
    isPopular: false,
    content: `
Regular servicing keeps a car safe, reliable and worth more when you sell it. A few minutes of checks each month catch most problems before they become expensive.

## Service schedules
Every manufacturer publishes a service schedule in the handbook or the car’s service app, based on time and mileage, whichever comes first. Many cars follow one of two patterns:

- a fixed schedule, such as a service every 12 months or 10,000 to 12,000 miles, alternating between smaller and larger services;
- a variable or long-life schedule, where the car’s computer works out when a service is due from how it is driven.

Garages also sell interim services, typically every six months, for high-mileage drivers. Some items are replaced on their own schedules: brake fluid often every two years, and the cambelt, if the engine has one, at a set age or mileage. A snapped cambelt can destroy an engine, so check when it was last done when you buy a used car.

## Dealer or independent garage
You do not have to use a franchised dealer to keep a manufacturer warranty. Competition law lets you use an independent garage, provided it follows the manufacturer’s schedule and uses parts of matching quality, and keeps a record of the work. Warranty repairs themselves are done by the manufacturer’s network. Franchised dealers can be better placed for software updates and recalls, and some manufacturers offer fixed-price servicing for older cars.

Always get a stamped service book or an entry in the digital service record, and keep the invoices: a full service history adds value when you sell.

## Tyres
Tyres are the only part of the car touching the road. The legal minimum tread depth for cars is 1.6mm across the central three-quarters of the tread, around the whole tyre. You can be fined and get penalty points for each illegal tyre. Many experts recommend replacing tyres well before the limit, as stopping distances in the wet get longer as tread wears.

Each month:

- check the pressures when the tyres are cold, using the figures in the handbook or on the door pillar or fuel flap;
- look for cuts, bulges and uneven wear, which can mean the wheel alignment is out;
- check the spare or the repair kit.

## Monthly checks under the bonnet
- Engine oil: check the level with the dipstick or the car’s display on level ground, and top up with the grade in the handbook.
- Coolant: check the level in the expansion tank when the engine is cold.
- Screenwash: keep it topped up, with a winter-strength mix in cold weather.
- Brake fluid: check the level; a falling level needs a garage to look at it.

## Lights, wipers and battery
Walk round the car with the lights and indicators on. Replace wiper blades that smear. A battery more than about five years old may struggle in cold weather; many garages test them free.

## Warning lights
Know the lights on your dashboard. As a rule, a red warning light, such as oil pressure, brake or high engine temperature, means stop safely as soon as possible. An amber light, such as the engine management light or tyre pressure warning, means get it checked soon. A flashing engine light usually means a misfire that could damage the engine.

## Recalls
Manufacturers fix safety defects free under recalls, even on older cars. Check a car’s registration with the free vehicle recall checker on GOV.UK.
`,
  },
];
