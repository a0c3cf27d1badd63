// Buying guides: checks before buying, used EVs, clean air zones, motorcycles and vans.
import type { GuideSource } from '../lib/guide-model';
import { AUTHORS } from './authors';

export const BUYING_GUIDES: GuideSource[] = [
  {
    id: 'used-car-checks-before-you-buy',
    title: 'Used car checks: what to do before you hand over any money',
    category: 'buying',
    difficulty: 'beginner',
    author: AUTHORS.hannah,
    date: '2026-09-14',
    summary:
      'The paperwork, online checks and test drive that catch most problems with a used car, from the V5C logbook and MOT history to outstanding finance.',
    tags: ['used cars', 'V5C', 'MOT history', 'history check', 'test drive'],
    isPopular: true,
    popularRank: 1,
    content: `
Most bad used-car buys could have been avoided with an hour of checks. None of them needs special equipment, and several are free on GOV.UK. Do them in this order: the free online checks before you travel, a paid history check before you commit, then the paperwork and the car itself when you view it.

## Free checks before you go to see the car
Ask the seller for the registration number and, ideally, the mileage. Then use two free GOV.UK services:

- Check the MOT history of a vehicle: every test since 2005 with the recorded mileage, failures, defects and advisories. Mileage that goes down, or jumps oddly between tests, needs an explanation.
- Vehicle enquiry (check if a vehicle is taxed and has an MOT): confirms the make, colour, engine size, date of first registration and tax status match the advert.

Repeated advisories for the same item, such as corrosion or worn brakes, tell you what the car will need next. A long gap in MOT history can mean the car was off the road, perhaps after an accident.

## A paid vehicle history check
A history check from a provider such as HPI, Experian AutoCheck or the motoring organisations costs a few pounds and searches databases the free services do not. It tells you whether the car:

- has outstanding finance. If a hire purchase or PCP agreement is unpaid, the car may still belong to the finance company;
- has been recorded as an insurance write-off (Category S for structural damage, Category N for non-structural). Category A and B cars must never return to the road;
- is recorded as stolen, or has had plate changes or a change of colour;
- has mileage discrepancies on record.

A written-off car can be repaired and sold legally, but it should be cheaper and you should know before you buy.

## The V5C logbook and the VIN
Never buy a car without its V5C registration certificate. Check that:

- the name and address on the V5C match the seller, and you are viewing the car at that address rather than a car park or lay-by;
- the vehicle identification number (VIN) on the V5C matches the one stamped on the car, usually at the base of the windscreen, on a door pillar and under the bonnet;
- the engine number, colour and registration match;
- the document is genuine: hold it up to the light to see the DVL watermark.

Remember the V5C names the registered keeper, who is not necessarily the legal owner.

## Service history and paperwork
Ask for the service book or the digital service record, and invoices. Look for servicing at the intervals in the handbook, and for big jobs that fall due at set ages or mileages, such as a cambelt change. Two keys are worth having: a replacement can cost hundreds of pounds.

## The test drive
You must be insured to drive someone else's car, so check your own policy or ask the seller to confirm their cover. Ask for the engine to be cold when you arrive: a warm engine can hide starting problems and smoke. On the drive:

- check every warning light comes on with the ignition, then goes out;
- listen for knocks over bumps and whines from the gearbox;
- try the brakes firmly on a clear road: the car should stop straight without juddering;
- check the clutch bites neither very high nor very low, and that gear changes are clean;
- on a straight road, see whether the car pulls to one side;
- try the air conditioning, windows, lights, wipers and every electrical item.

Check the tyres for tread and uneven wear, look along the panels for mismatched paint or uneven gaps, and lift the carpet in the boot for damp.

## Paying safely
Pay by bank transfer and only once you have the car, the keys and the new keeper slip. Never send a deposit for a car you have not seen, and be wary of a price well below other similar cars. Paying a dealer partly by credit card can add protection under section 75 of the Consumer Credit Act.

If anything does not add up, walk away. There is always another car.
`,
  },
  {
    id: 'buying-a-used-electric-car',
    title: 'Buying a used electric car: battery health, range and charging',
    category: 'buying',
    difficulty: 'intermediate',
    author: AUTHORS.priya,
    date: '2026-06-02',
    summary:
      'How to judge a used EV: the battery’s state of health, real-world range, home charging, connector types and the warranty that may still cover the battery.',
    tags: ['electric cars', 'battery health', 'charging', 'range', 'used cars'],
    isPopular: true,
    popularRank: 5,
    content: `
A used electric car has far fewer moving parts than a petrol or diesel one: no oil changes, no clutch, no exhaust and no timing belt. What matters most is the battery, how far the car really goes on a charge, and whether you can charge it cheaply where you live.

## Battery health
A battery slowly loses capacity with age and use. Its state of health (SoH) is the capacity it has left compared with when it was new, as a percentage. Ask the seller for a recent battery health report: several independent companies and some dealers can test a car and give a certificate, and some cars show a figure in their menus or through the manufacturer’s app.

As a rough guide, most batteries lose capacity slowly, and a well-kept car a few years old will often still be above 90%. A figure well below similar cars of the same age deserves questions. Frequent rapid charging and keeping the battery at 100% for long periods can speed up wear.

## The battery warranty
Most manufacturers cover the battery for eight years, often with a mileage limit such as 100,000 miles, against falling below a set capacity, commonly around 70%. The warranty usually passes to the next owner. Check the exact terms for the model and the date the car was first registered.

Some early electric cars, notably some Renault models, were sold with the battery leased separately. Ask whether the battery is owned or leased before you buy: a leased battery means a monthly payment on top.

## Real-world range
The official WLTP range is measured in a laboratory. In everyday driving, expect less, and noticeably less in winter, at motorway speeds and with the heating on. Cars with a heat pump lose less range in cold weather. Work out your longest regular journey and make sure the car covers it comfortably with a margin, using the real-world range of a car of that age and battery health.

## Charging at home
Charging at home, overnight, on an electricity tariff with cheap off-peak hours, is by far the cheapest way to run an EV. You need off-street parking for a home charger, usually a 7kW wallbox. Home charge points sold in Great Britain must be smart chargers that can schedule charging. If you have no driveway, check what on-street, workplace and local public charging is near you; running cables across a pavement needs your council’s approval.

A three-pin plug lead is slow and only suitable for occasional top-ups.

## Connector types
- Type 2: the standard plug for AC charging at home and at most slower public chargers in the UK and Europe.
- CCS (Combined Charging System): the standard for DC rapid and ultra-rapid public charging on most modern EVs.
- CHAdeMO: used for rapid charging by some older models such as earlier Nissan Leafs. Fewer new public chargers offer it, so check your area before buying a CHAdeMO car.

Check the car’s maximum charging speed in kW: a car that charges slowly on rapid chargers makes long journeys take longer.

## What else to check
- The charging cables: the Type 2 cable for public chargers should come with the car.
- The tyres: EVs are heavy and quick to accelerate, so tyres can wear faster.
- The 12-volt battery, which runs the car’s systems and can fail like any other.
- Software updates and any outstanding recalls, which a franchised dealer can check.
- The brakes: regenerative braking means they are used less, and discs can corrode from lack of use.

Carry out the usual used-car checks too: the V5C, MOT history, a vehicle history check and a test drive that includes a charge if you can.
`,
  },
  {
    id: 'ulez-and-clean-air-zones',
    title: 'ULEZ and Clean Air Zones: will your next car be charged?',
    category: 'buying',
    difficulty: 'beginner',
    author: AUTHORS.priya,
    date: '2025-08-19',
    summary:
      'What the Euro emissions standards mean, which cars meet London’s ULEZ and the Clean Air Zones in other cities, and how to check a car before you buy it.',
    tags: ['ULEZ', 'clean air zone', 'Euro 6', 'emissions', 'diesel'],
    isPopular: false,
    content: `
If you live in, work in or drive through a city with a low-emission zone, a cheap older car can become expensive very quickly. Checking whether a car meets the standard takes a minute and should be part of every purchase.

## Euro emissions standards
Every new car is approved to a European emissions standard, from Euro 1 in the early 1990s to Euro 6 today. Each standard set tighter limits on pollutants, especially nitrogen oxides and particulates. Low-emission zones in the UK use these standards to decide which vehicles pay.

For cars, the usual minimum standards are:

- petrol: Euro 4, which most petrol cars registered from 2006 meet, and many from 2001;
- diesel: Euro 6, which most diesel cars registered from September 2015 meet;
- motorcycles: Euro 3 in London’s ULEZ, generally bikes registered from July 2007.

The registration date is only a guide. Some cars met a standard before it became compulsory and some sold later did not, so always check the individual car.

## London’s Ultra Low Emission Zone
The ULEZ covers all London boroughs and operates every day of the year except Christmas Day. A car that does not meet the standard pays a daily charge for each day it is driven in the zone, whether for a short trip or all day. Transport for London sets the charge, and the penalty for not paying is far higher, so check the current figures on the TfL website.

ULEZ is separate from the Congestion Charge, which covers central London on set hours and applies to most cars whatever their emissions. Check TfL for the current charges, hours and any discounts.

## Clean Air Zones in other cities
Several English cities run Clean Air Zones. They come in classes: in Class A to C zones private cars are not charged, while Class D zones charge cars that do not meet the standards. Birmingham and Bristol run Class D zones, for example; other zones charge only buses, coaches, taxis, vans or lorries. Scotland has Low Emission Zones in Glasgow, Edinburgh, Aberdeen and Dundee, where a non-compliant vehicle is not charged but fined if it enters.

Zones change as councils review them, so check the current list rather than relying on memory.

## How to check a car
- Use the GOV.UK vehicle checker for Clean Air Zones, which tells you whether a vehicle is charged in each English zone.
- Use the TfL vehicle checker for London.
- Look for the Euro standard on the V5C or in the car’s type approval documents; a manufacturer can confirm it for a specific VIN.

Do the checks with the exact registration of the car you are viewing, not a similar one.

## What it means for buying
- A non-compliant car may be cheap to buy because it costs so much to use in the zones, and it can be hard to sell later.
- A compliant older diesel can still suit someone who drives long distances outside the zones.
- Electric cars and most hybrids are compliant, but check anything unusual.
- If you rarely enter a zone, a daily charge now and then may still work out cheaper than changing car; do the sums for your own journeys.

Exemptions and discounts exist for some drivers, including some disabled drivers and historic vehicles. The zone’s own website lists who qualifies.
`,
  },
  {
    id: 'buying-a-used-motorcycle',
    title: 'Buying a used motorcycle: licences, CBT and what to check',
    category: 'buying',
    difficulty: 'intermediate',
    author: AUTHORS.gareth,
    date: '2025-04-07',
    summary:
      'Which bikes you can ride on CBT and each licence category (AM, A1, A2 and A), and the chain, forks, brakes and paperwork checks that matter on a used motorcycle.',
    tags: ['motorcycles', 'CBT', 'licence', 'A2', 'used bikes'],
    isPopular: false,
    content: `
A used motorcycle can be a great buy, but it is easier to hide neglect and crash damage on a bike than on a car. Start with what your licence allows, then check the bike carefully.

## What you can ride
Compulsory basic training (CBT) is a one-day course, not a test. Once you have completed it you can ride a moped from 16, or a motorcycle up to 125cc with a power output up to 11kW from 17, with L plates, no passengers and no motorways. A CBT certificate lasts two years.

The full licence categories are:

- AM: mopeds with a top speed of 45km/h, from 16;
- A1: light motorcycles up to 125cc and 11kW, from 17;
- A2: motorcycles up to 35kW, with a power-to-weight ratio of no more than 0.2kW per kg, from 19;
- A: any motorcycle, from 24 by direct access, or from 21 if you have held an A2 licence for two years.

An A2 rider can ride a bike that has been restricted to 35kW, as long as its unrestricted power is no more than twice that. Ask for the restriction paperwork, and check the insurer knows about it. Check GOV.UK for the current licence rules and tests before you buy a bike you may not be allowed to ride.

## Paperwork and history
Bikes are stolen often, so the paperwork matters even more than with a car:

- check the V5C matches the seller, the address you view at, and the VIN stamped on the frame, usually on the steering head;
- check the engine number too;
- use the free MOT history on GOV.UK: motorcycles need an MOT from three years old, like cars;
- pay for a history check for outstanding finance, write-offs and theft records.

## Mechanical checks
- Chain and sprockets: a slack, rusty or kinked chain and hooked sprocket teeth mean a replacement soon.
- Forks: look for oil on the fork legs, a sign of leaking seals, and for pitting on the chrome.
- Steering head bearings: with the front wheel off the ground, the bars should turn smoothly with no notchiness.
- Brakes: check disc thickness and pads, and that the lever and pedal feel firm.
- Tyres: check the tread and the date code on the sidewall; old tyres harden even with tread left.
- Cold start: the engine should start cleanly without smoke or rattles.

## Signs of a crash
Scraped bar ends, levers, footpegs, mirrors and engine covers suggest the bike has been dropped. New levers and mirrors on an otherwise tired bike can hide one. Look along the frame and wheels for straightness, and check the bike tracks straight on a test ride.

## Test rides and insurance
You need the right licence and insurance to ride someone else’s bike. Many sellers ask to hold the bike’s value in cash while you ride; agree it face to face, and never send money in advance for a bike you have not seen. If you cannot test ride, ask the seller to ride it while you watch and listen.

Insurance for bikes varies hugely with the model, your age and where the bike is kept. Get quotes before you buy, and budget for good security: a ground anchor and a quality lock can lower the premium.
`,
  },
  {
    id: 'buying-a-used-van',
    title: 'Buying a used van: payload, VAT, plating and the licence you need',
    category: 'buying',
    difficulty: 'advanced',
    author: AUTHORS.gareth,
    date: '2026-02-23',
    summary:
      'How to work out a van’s real payload, what plus-VAT prices mean for business and private buyers, the weight limits on a car licence, and what ex-fleet vans hide.',
    tags: ['vans', 'payload', 'VAT', 'commercial vehicles', 'driving licence'],
    isPopular: false,
    content: `
A van is a working tool, so the right one is the one that carries your load legally, is cheap to run for your mileage, and will not let you down. Work out what you need to carry first, then check the paperwork, the weights and the condition.

## Weights and payload
Every van has a manufacturer’s plate, usually inside a door frame or under the bonnet, giving its gross vehicle weight (GVW): the most it may weigh when fully loaded. The payload is what you can add to the van as it is:

- payload = gross vehicle weight - the van’s actual weight, including the driver, fuel, racking, tools and anything fitted.

Brochure payloads often assume an empty van without a driver, so weigh the van as you will use it if you are close to the limit. Overloading is an offence, makes the van harder to stop and wears tyres, brakes and suspension. The plate also gives the gross train weight, which limits what you can tow.

## The licence you need
A standard car licence (category B) covers vehicles up to 3,500kg gross weight. Heavier vans need a C1 entitlement, which drivers who passed their car test before 1997 usually have and others must take a separate test for. There are separate rules allowing some alternatively fuelled vans, such as electric vans, to be driven on a car licence above 3,500kg; check GOV.UK for the current limits before relying on them.

## MOT and plating
Vans up to 3,500kg need an MOT from three years old, like cars. Goods vehicles above 3,500kg are plated and tested annually by the DVSA instead, from their first anniversary, under the rules for heavy goods vehicles. Check the van’s test history and that the plate matches the V5C: a van that has been re-plated to a different weight should have the paperwork to prove it.

## VAT
Dealers often advertise vans at a price plus VAT. If your business is VAT-registered and you use the van for business, you can usually reclaim that VAT. If you are buying privately or your business is not VAT-registered, the VAT is part of the price, so compare the full figure. A van from a private seller, or sold under the margin scheme, has no VAT to reclaim. Ask your accountant if you are unsure.

## Ex-fleet and ex-hire vans
Many used vans come from fleets and hire companies. They often have high mileage and full service records, which is good, but check for:

- damage to the load area, side panels and rear doors;
- heavy clutch and tyre wear from town delivery work;
- a tow bar or worn towing electrics, which mean heavier use;
- racking mounts or holes in the floor and sides;
- the cambelt, brakes and suspension against the service schedule.

## Running costs
- Vans have lower speed limits than cars on many roads: 50mph on single carriageways and 60mph on dual carriageways, unless car-derived.
- Van insurance depends on use: social only, carrying your own goods, or hire and reward for deliveries.
- In clean air zones, most older diesel vans are charged; a diesel van generally needs Euro 6.

Do the normal checks too: the V5C, the free MOT history on GOV.UK and a paid history check for outstanding finance, which is common on commercial vehicles.
`,
  },
];
