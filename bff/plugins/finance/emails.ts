// The finance e-mails, queued in the outbox in the transaction that causes them: the receipt when
// someone applies (what the success message promises), and the decision when the team makes one.
import type { Knex } from 'knex';
import { queueEmail } from '../../lib/outbox.js';
import { FINANCE_CONTACT, type FinanceApplication } from './schemas.js';

export const RECEIPT_SUBJECT = (reference: string) => `Your AllMotors finance application ${reference}`;
export const DECISION_SUBJECT = (reference: string) => `An update on your finance application ${reference}`;

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (pence: number) => gbp.format(pence / 100);

const signOff = [
  '',
  `Questions? Call ${FINANCE_CONTACT.phone} (${FINANCE_CONTACT.hours}) or reply to ${FINANCE_CONTACT.email},`,
  'quoting your reference.',
  '',
  'AllMotors Finance',
];

export function queueReceiptEmail(trx: Knex.Transaction, application: FinanceApplication) {
  const q = application.quote;
  return queueEmail(trx, {
    to: application.email,
    subject: RECEIPT_SUBJECT(application.reference),
    body: [
      `Hello ${application.firstName},`,
      '',
      `Thank you for applying for car finance with AllMotors. Your reference is ${application.reference}.`,
      ...(q
        ? [
            '',
            `The quote you sent: ${pounds(q.price)} car, ${pounds(q.deposit)} deposit, ${q.termMonths} months at`,
            `${q.apr}% APR representative: ${pounds(q.monthlyPayment)} a month, ${pounds(q.totalPayable)} in total.`,
          ]
        : []),
      '',
      'What happens next:',
      '1. Our finance team reviews your application.',
      `2. We contact you at this address within ${FINANCE_CONTACT.replyWithin} (${FINANCE_CONTACT.hours}).`,
      '3. Nothing is agreed until you accept a finance offer.',
      ...signOff,
    ].join('\n'),
  });
}

export function queueDecisionEmail(
  trx: Knex.Transaction,
  application: { email: string; firstName: string; reference: string },
  decision: 'approved' | 'declined',
) {
  const words =
    decision === 'approved'
      ? [
          'Good news: your finance application has been approved in principle.',
          'A member of our team will call you to go through the offer and its documents. Nothing is',
          'agreed until you have read the offer and accepted it.',
        ]
      : [
          'We are sorry: we cannot offer you finance on this application.',
          'This does not stop you applying again, for example for a smaller amount or over a different',
          'term. If you would like to know more about the decision, call us and quote your reference.',
        ];
  return queueEmail(trx, {
    to: application.email,
    subject: DECISION_SUBJECT(application.reference),
    body: [`Hello ${application.firstName},`, '', ...words, ...signOff].join('\n'),
  });
}
