// Finance guides: the main ways to pay for a car, and how lenders decide.
import type { GuideSource } from '../lib/guide-model';
import { AUTHORS } from './authors';

export const FINANCE_GUIDES: GuideSource[] = [
  {
    id: 'hp-vs-pcp-vs-personal-loan',
    title: 'HP vs PCP vs personal loan: which way to pay for a car',
    category: 'finance',
    difficulty: 'intermediate',
    author: AUTHORS.tom,
    date: '2026-10-06',
    summary:
      'How hire purchase, personal contract purchase and a personal loan really compare: who owns the car, the balloon payment, mileage limits, APR and your right to hand the car back.',
    tags: ['car finance', 'PCP', 'hire purchase', 'personal loan', 'APR'],
    isPopular: true,
    popularRank: 2,
    content: `
Most cars in the UK are bought with finance. The three common choices spread the cost in different ways, and the cheapest monthly payment is rarely the cheapest deal overall. Always compare the total amount payable.

## Hire purchase (HP)
With HP you usually pay a deposit, then fixed monthly payments over a set term, often two to five years. The loan covers the whole of the rest of the price, so payments are higher than PCP for the same car. The finance company owns the car until the last payment, which may include a small option-to-purchase fee; then it is yours. There is no mileage limit.

HP suits you if you want to own the car at the end and keep it for years.

## Personal contract purchase (PCP)
PCP is a form of hire purchase with a large final payment. The lender sets a guaranteed minimum future value (GMFV, or GFV): what it expects the car to be worth at the end. You pay off the difference between the price and that value, plus interest on the whole amount, so monthly payments are lower than HP. At the end you choose to:

- pay the final balloon payment, which equals the GMFV, and keep the car;
- hand the car back and pay nothing more, if it is within the agreed mileage and in fair condition;
- part-exchange it: if the car is worth more than the balloon, that equity can go towards your next car.

You agree an annual mileage at the start. Going over it means a charge per extra mile when you hand the car back, and damage beyond fair wear and tear is charged too. Set a realistic mileage rather than a low one to cut the payment.

PCP suits people who change cars every few years and like a lower monthly payment, but you pay interest on money you may never repay and you do not own the car unless you pay the balloon.

## Personal loan
An unsecured personal loan from a bank or building society pays for the car outright, so you own it from day one and can sell it whenever you like. There is no mileage limit or condition charge. The best rates go to people with good credit, and the lender has no claim on the car, so the rate can be higher for people with weaker credit.

A loan arranged independently of the seller does not give you the protection that dealer finance does if the car is faulty; you deal with the seller.

## APR and the total amount payable
The annual percentage rate (APR) includes interest and compulsory fees, so use it to compare deals of the same length. An advertised representative APR only has to be offered to at least 51% of successful applicants; you may be offered more. Then look at the total amount payable: a longer term lowers the payment but usually raises the total.

## Handing the car back early
With HP and PCP you have a legal right of voluntary termination under the Consumer Credit Act 1974. Once you have paid half the total amount payable, including any balloon and fees, you can end the agreement and return the car, provided it has been reasonably looked after. If you have paid less than half, you can still terminate but must pay up to the halfway point. This is different from voluntary surrender, where the car is sold and you owe any shortfall.

You can also settle any of these agreements early; the lender must give you a settlement figure, which includes a rebate of future interest.

## Your protection
With HP and PCP the finance company is legally the supplier, so if the car is faulty you can claim against it as well as the dealer. Complaints about finance can go to the Financial Ombudsman Service if the lender does not put things right. Finally, read the agreement before you sign, and never feel pushed into finance you cannot afford.
`,
  },
  {
    id: 'car-finance-credit-checks-and-affordability',
    title: 'Car finance approval: credit checks, eligibility and affordability',
    category: 'finance',
    difficulty: 'beginner',
    author: AUTHORS.tom,
    date: '2025-11-12',
    summary:
      'What lenders look at when you apply for car finance, soft and hard searches, how to improve your chances, and how to work out a payment you can really afford.',
    tags: ['credit score', 'car finance', 'affordability', 'eligibility check'],
    isPopular: false,
    content: `
Before a lender agrees car finance it must check that you can afford the repayments. Understanding what it looks at helps you apply for the right deal, avoid unnecessary refusals and keep your credit file healthy.

## What lenders look at
A lender uses your application and your credit file, held by the credit reference agencies Experian, Equifax and TransUnion. It considers:

- your income, spending and existing debts, including other finance, loans and credit cards;
- how you have managed credit: missed or late payments, defaults and county court judgments;
- whether you are on the electoral register at your address;
- how long you have lived and worked where you do;
- how much you have applied for recently.

Each lender has its own rules, so a refusal from one does not mean a refusal from all.

## Soft and hard searches
An eligibility checker or quotation search uses a soft search: it shows on your own credit file but lenders cannot see it, so it does not affect your score. A full application uses a hard search, which other lenders can see. Several hard searches in a short time can make you look desperate for credit.

Use eligibility checkers first, and only apply when you are fairly sure you will be accepted. Ask a dealer whether its quote uses a soft or a hard search before you agree to it.

## Checking your credit file
You can check your credit file with each agency for free, directly or through free services linked to them. Look for:

- mistakes in addresses, accounts or payment history; ask the agency to correct them;
- accounts you do not recognise, which could mean fraud;
- old financial links to someone you no longer share finances with; you can ask for a disassociation.

Registering to vote at your current address is one of the simplest ways to help lenders confirm who you are.

## Improving your chances
- Pay every existing bill on time; set up direct debits for at least the minimum.
- Keep credit card balances well below their limits.
- Avoid other credit applications in the months before you apply.
- A bigger deposit means a smaller loan and a lower risk for the lender.
- Choose a car you can comfortably afford rather than stretching.

If you are refused, ask which credit reference agency the lender used, check that file, and wait before applying elsewhere.

## Working out what you can afford
The monthly payment is only part of the cost of a car. Before you choose a budget, add up:

- the finance payment for the whole term;
- insurance, which can be much higher for young or new drivers;
- vehicle tax, fuel or charging, servicing, tyres and MOT;
- parking, tolls and any clean air zone charges;
- money set aside for repairs, especially on an older car.

Leave room for your other bills and for savings. If the total would stretch you, look at a cheaper car, a longer-saved deposit or a shorter commute, rather than a longer finance term that costs more overall.

## Be wary of
- Adverts that promise finance to anyone whatever their credit history.
- Paying a fee up front to be approved for a loan: legitimate lenders do not ask for this.
- Pressure to sign on the day. You can take the documents away and read them.
- Extra products added to the monthly payment, such as paint protection or gap insurance, that you did not ask for. They are optional, and often cheaper elsewhere.

If you are struggling with existing debts, free and confidential help is available from charities such as StepChange and from MoneyHelper, the government-backed guidance service.
`,
  },
];
