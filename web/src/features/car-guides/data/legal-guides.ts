// Legal guides: consumer rights, vehicle tax, the V5C, and what to do when things go wrong.
import type { GuideSource } from '../lib/guide-model';
import { AUTHORS } from './authors';

export const LEGAL_GUIDES: GuideSource[] = [
  {
    id: 'dealer-or-private-seller-your-rights',
    title: 'Buying from a dealer or privately: your rights explained',
    category: 'legal',
    difficulty: 'intermediate',
    author: AUTHORS.hannah,
    date: '2026-07-15',
    summary:
      'What the Consumer Rights Act 2015 gives you when you buy from a dealer, including the 30-day right to reject, and the much narrower protection when you buy privately.',
    tags: ['consumer rights', 'Consumer Rights Act', 'dealers', 'private sale', 'right to reject'],
    isPopular: true,
    popularRank: 3,
    content: `
Where you buy a used car changes your rights more than almost anything else. A dealer usually costs more than a private seller, and part of what you pay for is legal protection.

## Buying from a dealer
When you buy from a business, the Consumer Rights Act 2015 says the car must be:

- of satisfactory quality, judged by what a reasonable person would expect given its age, mileage and price;
- fit for purpose, including any particular purpose you told the dealer about;
- as described, in the advert and by the salesperson.

A ten-year-old car with high mileage is not expected to be perfect, and wear and tear is not a fault. But a car that breaks down in the first weeks with a problem that must have been there at the sale is likely to fall short.

## The 30-day short-term right to reject
If the car does not meet those standards, you can reject it within 30 days of taking ownership and delivery and get a full refund. For this short-term right to reject, the dealer may not deduct anything for the use you have had. Tell the dealer clearly and in writing that you are rejecting the car, and stop using it beyond what is necessary.

## Repair or replacement, and the six-month rule
After 30 days, or if you prefer, you can ask for a repair or a replacement. The dealer gets one chance. If the repair fails or the dealer does not carry it out within a reasonable time, you can use your final right to reject or ask for a price reduction. For cars, a dealer may make a deduction for the use you have had when you reject at this stage.

For the first six months, a fault is presumed to have been there when you bought the car, unless the dealer can prove otherwise. After six months, it is up to you to show that the fault was present at the sale, usually with a report from an independent garage or engineer. You can claim for up to six years in England and Wales, and five years in Scotland, although the older a car gets the harder this becomes.

## Buying at a distance
If you buy from a dealer online or by phone without visiting, and the car is delivered, the Consumer Contracts Regulations usually give you 14 days to cancel for any reason, on top of your Consumer Rights Act rights.

## Buying privately
A private seller does not have to sell a car of satisfactory quality or fit for purpose. The legal rule is closer to buyer beware. But a private seller:

- must have the right to sell the car, so it must not be stolen or still owned by a finance company;
- must describe it accurately. A car advertised with a full service history or one previous owner must match that description.

If a private seller lies about the car, you may be able to claim for misrepresentation, but that usually means going to court. Keep the advert and messages as evidence.

## Auctions and traders posing as private sellers
Buying at auction can give you fewer rights, so read the auction’s terms. Some traders pretend to be private sellers to avoid their obligations. Warning signs include several cars for sale on the same phone number, a seller whose name is not on the V5C, or one who wants to meet away from home. A trader must not pretend to be a private seller, and you keep your full rights against a trader.

## Paying by card or finance
Paying part of the price on a credit card can give you a claim against the card company under section 75 of the Consumer Credit Act if the cash price is over £100 and not over £30,000. With hire purchase or PCP, the finance company is legally the supplier and is responsible for the car’s quality alongside the dealer.
`,
  },
  {
    id: 'vehicle-tax-ved-explained',
    title: 'Vehicle tax (VED) explained: rates since 2017, EVs and the expensive car supplement',
    category: 'legal',
    difficulty: 'intermediate',
    author: AUTHORS.tom,
    date: '2026-04-09',
    summary:
      'How vehicle excise duty works for cars registered before and after April 2017, why electric cars now pay it, the extra charge on expensive cars and how to tax a car you have just bought.',
    tags: ['vehicle tax', 'VED', 'electric cars', 'expensive car supplement', 'DVLA'],
    isPopular: false,
    content: `
Vehicle excise duty (VED), usually called car tax or road tax, must be paid for almost every vehicle used or kept on a public road. The amount depends mainly on when the car was first registered. Rates change most years, so this guide explains how the system works and where to find the current figures on GOV.UK.

## Cars first registered from 1 April 2017
- First-year rate: based on the car’s official CO2 emissions, from very little for the cleanest cars to a large amount for the most polluting. It is usually included in the on-the-road price of a new car.
- Standard rate: from the second year, most cars pay the same flat annual rate whatever their emissions.
- Expensive car supplement: cars with a list price above a set threshold when new, including options, pay an extra annual supplement for five years, starting in the second year of tax. It is based on the car’s list price when new, not what you pay for it used.

The supplement can surprise used-car buyers: a three-year-old car that cost more than the threshold when new still pays it until it is six years old. For most cars the threshold has been £40,000; the government has announced a higher threshold for zero-emission cars, so check GOV.UK for the figure that applies to the car you are looking at.

## Cars first registered from March 2001 to March 2017
These are taxed by CO2 emissions in bands from A to M, and the rate stays with the band for the car’s life. Cars in the lowest band used to pay nothing, which is why some older small cars and hybrids still have very low tax bills.

## Cars first registered before March 2001
These are taxed on engine size, with one rate for engines up to 1,549cc and a higher rate above that.

## Electric cars
Since 1 April 2025, electric cars pay VED. An electric car registered from that date pays the lowest first-year rate and then the standard rate. Electric cars registered from April 2017 to March 2025 moved to the standard rate, and older electric cars pay the lowest band A rate. New zero-emission cars registered from April 2025 can also pay the expensive car supplement. The government has announced further changes to how electric cars are taxed in future years; check GOV.UK before relying on an older article.

## Taxing a car you have just bought
Vehicle tax does not transfer with the car. The seller gets a refund for any full months left once the DVLA is told about the sale, and you must tax the car before you drive it. You can do it online or by phone with the 12-digit reference from the new keeper slip (V5C/2), or the 11-digit reference on a V5C in your name.

You can pay for 12 months, six months, or by Direct Debit monthly, six-monthly or annually. Paying monthly or six-monthly costs a little more than a single annual payment.

## Historic vehicles, SORN and enforcement
Cars made more than 40 years ago can usually be taxed in the historic vehicle class, which is free, though they must still be taxed. If you keep a car off the road, declare SORN and it need not be taxed or insured. The DVLA uses automatic number plate recognition and its records to find untaxed vehicles; driving one can lead to a fine and the car being clamped or impounded.

Check the current rates, and a particular car’s tax status, on GOV.UK before you buy.
`,
  },
  {
    id: 'v5c-logbook-and-transferring-ownership',
    title: 'The V5C logbook and transferring ownership online',
    category: 'legal',
    difficulty: 'beginner',
    author: AUTHORS.gareth,
    date: '2025-02-17',
    summary:
      'What the V5C registration certificate shows, how to tell the DVLA when you buy or sell a car, the new keeper slip, private plates, and what to do if the V5C is lost.',
    tags: ['V5C', 'logbook', 'DVLA', 'selling a car', 'registered keeper'],
    isPopular: false,
    content: `
The V5C vehicle registration certificate, often called the logbook, records who is responsible for a vehicle. Getting the paperwork right when a car changes hands protects both sides: the seller from fines and tax bills for a car they no longer have, and the buyer from a car they cannot tax or sell.

## What the V5C shows
- The registered keeper’s name and address.
- The registration number, VIN, engine number and colour.
- The date of first registration, the number of previous keepers and the tax class.
- Technical details such as engine size, CO2 emissions and weights.

The registered keeper is the person who keeps and uses the car. They are not necessarily the legal owner: a car on hire purchase or PCP belongs to the finance company until it is paid off, and the V5C says so on its front page.

## When you sell: tell the DVLA straight away
The seller, not the buyer, is responsible for telling the DVLA. The quickest way is online on GOV.UK, using the 11-digit document reference number on the V5C, and it is free. Do it with the buyer present so you can confirm their details.

When you tell the DVLA online:

- you get an email confirmation straight away, and you are no longer responsible for the car;
- any full months of vehicle tax left are refunded to you automatically;
- give the buyer the new keeper slip (V5C/2), and destroy the rest of the V5C as GOV.UK instructs;
- the new keeper is sent a new V5C in their name.

If you cannot use the online service, fill in the relevant section of the paper V5C with the buyer, give them the new keeper slip and post the rest to the DVLA. This takes longer, so keep a note of the date, time and the buyer’s details.

Selling to a motor trader, or to an online car buying service, is slightly different: the trader becomes responsible and you still tell the DVLA. The steps are on GOV.UK.

## When you buy
- Make sure you get the new keeper slip, and check that the seller has told the DVLA, or has posted the V5C.
- Tax the car before you drive it, using the reference on the new keeper slip. The old tax does not transfer.
- Arrange insurance before you drive away.
- Check the new V5C when it arrives. If it has not arrived within the time GOV.UK gives, contact the DVLA, because you need it to sell the car or tax it again.

## Private number plates
If the car has a private registration you want to keep, take it off the car before you sell it, either by transferring it to another vehicle or putting it on a retention document. You cannot sell it separately once the car has gone. As a buyer, remember the car may come with a different registration from the one in the advert.

## Other changes to tell the DVLA about
- Your name or address: free to update, and you can be fined for not keeping the V5C up to date.
- A change of colour, engine or other major modification.
- If the car is written off, scrapped, stolen, or exported.
- If you keep the car off the road, make a SORN.

## If the V5C is lost, stolen or damaged
The registered keeper can apply for a replacement, online or by phone if nothing has changed, or by post with form V62. There is a fee, shown on GOV.UK. As a buyer, do not accept a promise that the V5C will follow in the post: it is one of the warning signs of a stolen or cloned car.
`,
  },
  {
    id: 'when-something-goes-wrong',
    title: 'When something goes wrong: complaints, the Motor Ombudsman and small claims',
    category: 'legal',
    difficulty: 'advanced',
    author: AUTHORS.hannah,
    date: '2026-11-03',
    summary:
      'A step-by-step route from a faulty car to a resolution: evidence, a written complaint, alternative dispute resolution with The Motor Ombudsman or the Financial Ombudsman Service, and the small claims court.',
    tags: ['complaints', 'Motor Ombudsman', 'small claims', 'consumer rights', 'faulty car'],
    isPopular: false,
    content: `
Most problems with a car bought from a dealer are sorted out quickly once the dealer understands what is wrong and what you want. When they are not, there is a well-trodden route that usually gets a result without going to court.

## Act quickly and gather evidence
Your strongest rights under the Consumer Rights Act 2015 depend on timing: the 30-day short-term right to reject, and the six months in which a fault is presumed to have been there at the sale. As soon as you find a problem:

- stop driving the car if it is unsafe or using it could make the fault worse;
- write down what happened and when, and take photos or video;
- keep the advert, invoice, finance agreement, service records and all messages;
- if the dealer disputes the fault, get an independent inspection report from a qualified engineer or another garage.

## Complain to the dealer in writing
Phone calls are fine for a first conversation, but put your complaint in writing by email or letter and keep a copy. Say:

- what you bought, when, and for how much;
- what is wrong, with your evidence;
- which right you are using, for example rejecting the car within 30 days, or asking for a repair;
- what you want to happen, and a reasonable deadline, such as 14 days.

Stay factual and polite. If the dealer offers a repair, agree in writing how long it will take, and ask for a courtesy car if you need one.

## If you paid with finance or a credit card
If you bought the car on hire purchase or PCP, the finance company is legally responsible for the car’s quality as well as the dealer. Complain to it in writing as well. If you paid part of the price by credit card, you may have a claim against the card provider under section 75 of the Consumer Credit Act.

If a finance company or card provider does not resolve your complaint within eight weeks, or sends a final response you disagree with, you can take it to the Financial Ombudsman Service. It is free, and its decisions are binding on the business if you accept them.

## Alternative dispute resolution
Many dealers and garages are accredited to The Motor Ombudsman, which runs codes of practice for the motor industry. If the business is a member, you can ask The Motor Ombudsman to look at your complaint once the business has had a fair chance to resolve it. It is free for consumers. Other trade bodies run their own schemes, so check the dealer’s website or paperwork.

## Getting advice
The Citizens Advice consumer helpline gives free advice on your rights and can pass serious cases to Trading Standards, which deals with traders who break the law, such as selling unroadworthy cars or clocking mileage. Consumer Advice Scotland and Consumerline in Northern Ireland offer the same help there.

## The small claims court
If nothing else works, you can take the dealer to court. First send a formal letter before action, giving a final deadline and saying you will start proceedings.

- In England and Wales, claims up to £10,000 are usually dealt with on the small claims track, and you can start a claim online through Money Claim Online.
- Scotland uses the simple procedure, and Northern Ireland has its own small claims process, each with its own limits.

Court fees depend on the amount, and you may get them back if you win. Small claims hearings are informal and designed for people without lawyers, but you need clear evidence, so the records you kept from day one matter.

## Buying privately
If you bought from a private seller who misdescribed the car, the same steps apply: write to them with your evidence and what you want, then consider the small claims court. There is no ombudsman for private sales.
`,
  },
];
