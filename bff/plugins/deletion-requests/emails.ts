// The two e-mails of a deletion request, queued in the outbox in the transaction that causes them.
// The confirmation link's token is the message's sealed secret: put in only as the message leaves,
// then erased (bff/lib/outbox.ts), so the database never holds a usable link.
import type { Knex } from 'knex';
import { queueEmail, SECRET_SLOT } from '../../lib/outbox.js';
import {
  DELETION_PROMISES,
  RETENTION_PERIODS,
  type DeletionOutcome,
  type RetentionPeriod,
} from './schemas.js';

export const CONFIRM_SUBJECT = 'Confirm your AllMotors data deletion request';
export const DONE_SUBJECT = 'Your AllMotors data has been deleted';

export function queueConfirmationEmail(
  trx: Knex.Transaction,
  input: { to: string; publicUrl: string; retentionPeriod: RetentionPeriod; tokenSealed: string },
) {
  return queueEmail(trx, {
    to: input.to,
    subject: CONFIRM_SUBJECT,
    body: [
      'Hello,',
      '',
      'We received a request to delete the AllMotors data held for this e-mail address.',
      `Your choice: ${RETENTION_PERIODS[input.retentionPeriod]}.`,
      '',
      'To confirm that the request is yours, open this link:',
      `${input.publicUrl}/delete-data/confirm?token=${SECRET_SLOT}`,
      '',
      `The link works once and for ${DELETION_PROMISES.linkValidDays} days. If you did not ask for this,`,
      'ignore this message: nothing is deleted without your confirmation.',
      '',
      `We keep legal records (such as finance applications) for up to ${DELETION_PROMISES.legalRecordsYears} years, with your`,
      'personal details removed.',
    ].join('\n'),
    secretSealed: input.tokenSealed,
  });
}

export function queueCompletionEmail(trx: Knex.Transaction, to: string, outcome: DeletionOutcome) {
  const account =
    outcome.account === 'none'
      ? 'We found no AllMotors account with this address; other records naming it were removed.'
      : 'Your AllMotors account has been closed and its data deleted.';
  return queueEmail(trx, {
    to,
    subject: DONE_SUBJECT,
    body: [
      'Hello,',
      '',
      'We have processed your data deletion request.',
      account,
      '',
      `Legal records (finance applications, dealer approvals) are kept for up to ${DELETION_PROMISES.legalRecordsYears} years`,
      'with your name, e-mail address and phone number removed, then deleted.',
      '',
      'Thank you for using AllMotors.',
    ].join('\n'),
  });
}
