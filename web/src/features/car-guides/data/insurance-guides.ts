// Insurance guides: how premiums are worked out, and the kinds of cover.
import type { GuideSource } from '../lib/guide-model';
import { AUTHORS } from './authors';

export const INSURANCE_GUIDES: GuideSource[] = [
  {
    id: 'car-insurance-groups-and-premiums',
    title: 'Car insurance groups 1 to 50 and what affects your premium',
    category: 'insurance',
    difficulty: 'beginner',
    author: AUTHORS.hannah,
    date: '2026-03-30',
    summary:
      'How insurance groups are set, why two similar cars can cost very different amounts to insure, the personal details insurers price on, and legal ways to pay less.',
    tags: ['car insurance', 'insurance groups', 'premiums', 'young drivers'],
    isPopular: true,
    popularRank: 4,
    content: `
Two quotes for the same driver can differ by hundreds of pounds just because of the car. Knowing a car’s insurance group before you buy it, and what else insurers look at, avoids an expensive surprise.

## What insurance groups are
Every car sold in the UK is placed in one of 50 insurance groups, from group 1, the cheapest to insure, to group 50, the most expensive. The groups are set by the Group Rating Panel, made up of insurers, using research and vehicle assessments by Thatcham Research. The panel looks at the car itself, not the driver:

- the price of the car when new;
- the cost of parts and how long typical repairs take;
- performance, such as acceleration and top speed;
- security, such as immobilisers, alarms and keyless entry protection;
- safety and driver assistance systems, such as autonomous emergency braking, which can prevent crashes.

Each version of a model can sit in a different group, so check the exact trim and engine. You can find a car’s group through insurers, comparison sites and manufacturer brochures.

## What insurers look at about you
The group is only one input. Each insurer then prices your own risk, and they weigh these differently:

- your age and driving experience; young and newly qualified drivers pay most;
- your claims history and no-claims discount;
- penalty points and driving convictions;
- your postcode and where the car is kept overnight, such as a garage or driveway;
- your annual mileage and what you use the car for: social use only, commuting or business;
- your occupation;
- modifications to the car, which you must declare;
- the voluntary excess you choose and who else is named on the policy.

Always answer questions accurately. Wrong answers can mean a claim is refused or a policy cancelled.

## Legal ways to pay less
- Compare quotes through more than one comparison site and check insurers that do not appear on them.
- Get quotes about three weeks before your renewal or start date: prices are often higher for last-minute cover.
- Add an experienced driver with a clean record as a named driver, but never pretend they are the main driver. That is fronting, a form of fraud.
- Consider a telematics, or black box, policy if you are young and drive carefully.
- Choose a car in a lower group, and pay annually if you can, since monthly payments often include interest.
- Think about a higher voluntary excess, but only one you could afford to pay.

## Renewals
Since 2022, insurers may not charge a renewing customer more than they would charge an equivalent new customer through the same channel. It is still worth shopping around, because other insurers may be cheaper.

## The legal minimum
You must have at least third-party insurance to drive on public roads, and a registered vehicle must stay insured unless it has a Statutory Off Road Notification (SORN). You can check whether a vehicle is insured on the Motor Insurance Database’s askMID service. Driving without insurance can lead to a fine, penalty points, disqualification and the car being seized.
`,
  },
  {
    id: 'car-insurance-cover-explained',
    title: 'Car insurance cover explained: levels of cover, excess and no-claims',
    category: 'insurance',
    difficulty: 'beginner',
    author: AUTHORS.hannah,
    date: '2025-05-21',
    summary:
      'Third party, third party fire and theft and comprehensive cover compared, how the excess works, what protecting a no-claims discount really does, and the add-ons worth checking.',
    tags: ['car insurance', 'comprehensive', 'no-claims discount', 'excess', 'add-ons'],
    isPopular: false,
    content: `
Car insurance policies can look alike, but the cover behind them varies a lot. Reading the policy documents before you buy, rather than after an accident, is the best way to make sure you are paying for what you need.

## The three levels of cover
- Third party only: the legal minimum. It pays for injury to other people and damage to their property, but nothing towards your own car.
- Third party, fire and theft: adds cover if your car is stolen or damaged by fire.
- Comprehensive: also covers damage to your own car, even when the accident was your fault, and often includes windscreen cover.

Comprehensive cover is often no more expensive than the lower levels, and sometimes cheaper, because of the kind of drivers who choose each. Always compare all three.

## The excess
The excess is the part of a claim you pay yourself. A policy usually has a compulsory excess set by the insurer and a voluntary excess you choose; on a claim you pay both. Young drivers and some cars carry higher compulsory excesses, and windscreen claims often have their own. Choosing a higher voluntary excess lowers the premium, but only choose an amount you could pay tomorrow.

## The no-claims discount
Each year without a claim usually builds up a no-claims discount (NCD), also called a no-claims bonus. After several years it can cut a premium substantially. A claim where the insurer cannot recover its costs from someone else usually reduces the discount, even if the accident was not really your fault.

Protecting your no-claims discount, for an extra cost, lets you make a set number of claims without losing the discount itself. It does not stop your premium from rising after a claim, because the insurer will still consider your claims history when you renew.

Your NCD normally applies to one car at a time and belongs to the policyholder, not to named drivers, though some insurers offer a named driver discount.

## Add-ons to check
- Breakdown cover: compare it with any you already have through a bank account or a separate provider.
- Legal expenses: helps recover uninsured losses, such as your excess, after an accident that was not your fault.
- Courtesy car: usually a small car while yours is repaired at an approved garage, and often not if your car is stolen or written off.
- Personal belongings and key cover.
- Driving other cars: many policies no longer include it, and where they do it is usually third party only.

## Gap insurance
If a car is written off or stolen, an insurer pays its market value at the time, which can be well below what you paid or still owe on finance. Gap insurance covers some or all of that difference. It can be useful for a new or nearly new car on finance, but it is optional and you do not have to buy it from the dealer; standalone policies are often cheaper.

## When you claim
Tell your insurer about any accident, even if you do not want to claim; not doing so can break the policy terms. Take photos, swap details with the other driver and note witnesses. If you disagree with how your insurer handles a claim, complain to it first; if it does not resolve things, you can go to the Financial Ombudsman Service free of charge.
`,
  },
];
