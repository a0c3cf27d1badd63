// The Options tab's three ways to pay (000 §2 'Finance'), with what 'Learn More' opens (DECISIONS 24).
export interface FinanceOption {
  id: 'hp' | 'pcp' | 'personal-loan';
  name: string;
  summary: string;
  points: string[];
  /** What 'Learn More' shows: how it works, paragraph by paragraph. */
  details: { heading: string; body: string }[];
}

export const FINANCE_OPTIONS: FinanceOption[] = [
  {
    id: 'hp',
    name: 'Hire Purchase (HP)',
    summary: 'Pay a deposit, then fixed monthly payments. The car is yours after the last one.',
    points: ['Fixed monthly payments', 'You own the car at the end', 'No mileage limits'],
    details: [
      {
        heading: 'How it works',
        body: 'You pay a deposit and the finance company buys the car. You then repay the rest, plus interest, in equal monthly payments over 12 to 84 months. The calculator on this page works out exactly these payments.',
      },
      {
        heading: 'Who owns the car',
        body: 'The finance company owns the car until the final payment (sometimes with a small option-to-purchase fee). After that it is yours. Until then you cannot sell it without settling the finance first.',
      },
      {
        heading: 'Ending early',
        body: 'You can settle early at any time, and you pay less interest when you do. Under the Consumer Credit Act you can also hand the car back once you have paid half of the total amount payable (voluntary termination).',
      },
    ],
  },
  {
    id: 'pcp',
    name: 'Personal Contract Purchase (PCP)',
    summary: 'Lower monthly payments, with a choice at the end: pay a final balloon, hand back or swap.',
    points: ['Lower monthly payments than HP', 'Optional final payment to own', 'Agreed annual mileage'],
    details: [
      {
        heading: 'How it works',
        body: "Your monthly payments cover the car's expected loss in value over the agreement, not its whole price, so they are lower than on HP. The rest is deferred to an optional final payment (the 'balloon'), set at the start as the Guaranteed Minimum Future Value.",
      },
      {
        heading: 'At the end',
        body: 'You choose: pay the final payment and keep the car; hand it back and owe nothing more; or part-exchange it, using any value above the final payment as the deposit on your next car.',
      },
      {
        heading: 'Things to know',
        body: 'You agree an annual mileage at the start; going over it, or damage beyond fair wear and tear, is charged if you hand the car back. You usually pay more interest overall than on HP, because the balloon is borrowed for the whole term.',
      },
    ],
  },
  {
    id: 'personal-loan',
    name: 'Personal Loan',
    summary: 'Borrow from a bank or lender and buy the car outright. It is yours from day one.',
    points: [
      'You own the car straight away',
      'Sell or modify it whenever you like',
      'Rate depends on your credit',
    ],
    details: [
      {
        heading: 'How it works',
        body: 'A lender pays the money to you and you buy the car as a cash buyer. You repay the loan in fixed monthly payments, usually over one to seven years.',
      },
      {
        heading: 'Who owns the car',
        body: 'You do, from the day you buy it. The loan is not secured on the car, so you can sell it at any time and keep repaying the loan as before.',
      },
      {
        heading: 'Things to know',
        body: 'The rate you are offered depends on your credit history and the amount; the best advertised rates often apply only to some amounts. Compare the APR and the total amount payable, not only the monthly payment.',
      },
    ],
  },
];
