// The dealer machines as the host runs them (GUIDE 10): their events, and the effects of what the
// review emits, each run in the transaction that saves the new snapshot.
import type { Knex } from 'knex';
import type { MachineDefinition } from '../../lib/actors/host.js';
import { queueEmail } from '../../lib/outbox.js';
import { queueKeyEmail } from './credentials.js';
import { enqueue } from '../../lib/queue/queue.js';
import { onboardingEventSchema, onboardingMachine } from './onboarding.machine.js';
import { reviewEventSchema, reviewMachine, type ReviewEmitted } from './review.machine.js';

export const API_TEST_QUEUE = 'dealer.api_test';
export const onboardingActorId = (userId: number) => `dealer_onboarding:${userId}`;
export const reviewActorId = (applicationId: number) => `dealer_review:${applicationId}`;

export const onboardingDefinition: MachineDefinition<typeof onboardingMachine> = {
  name: 'dealer_onboarding',
  version: 1,
  machine: onboardingMachine,
  events: onboardingEventSchema,
  noun: 'application',
};

type Effect<K extends ReviewEmitted['type']> = (
  trx: Knex.Transaction,
  emitted: Extract<ReviewEmitted, { type: K }>,
) => Promise<void>;

const application = (trx: Knex.Transaction, id: number) =>
  trx('dealer_applications').where({ id }) as Knex.QueryBuilder;

const queueTest: Effect<'queueTest'> = async (trx, e) => {
  await enqueue(trx, {
    queue: API_TEST_QUEUE,
    payload: { applicationId: e.applicationId },
    idempotencyKey: `${API_TEST_QUEUE}:${e.applicationId}:${e.attempt}`,
    maxAttempts: 3,
  });
};

const status: Effect<'status'> = async (trx, e) => {
  await application(trx, e.applicationId).update({ status: e.status, updated_at: new Date() });
};

const tested: Effect<'tested'> = async (trx, e) => {
  await application(trx, e.applicationId).update({
    status: 'pending',
    test_result: JSON.stringify(e.result),
    tested_at: new Date(),
    updated_at: new Date(),
  });
};

const approved: Effect<'approved'> = async (trx, e) => {
  const app = (await application(trx, e.applicationId).first()) as {
    kind: 'onboarding' | 'simple';
    company_name: string;
    contact_email: string;
    user_id: number | null;
    api_url: string | null;
    api_format: 'json' | 'csv' | 'xml';
    api_key_sealed: string | null;
    fields: { integrationType?: string; updateFrequency?: string };
  };
  // A feed or API integration is pulled on its schedule (auto-sync, docs/dealers.md); the simple
  // application is an API one (its URL and token), pulled hourly. A dealer account that declined
  // auto-sync at registration (001 §3 autoSyncEnabled) keeps its API's URL but is not pulled: it pushes
  // its stock through the inventory API. A feed is pulled whatever: it is only a feed.
  const integration = app.kind === 'simple' ? 'api' : app.fields.integrationType;
  const syncs = (integration === 'feed' || integration === 'api') && !!app.api_url;
  const applicant = app.user_id
    ? ((await trx('users').where({ id: app.user_id }).first('role', 'auto_sync_enabled')) as
        { role: string; auto_sync_enabled: boolean } | undefined)
    : undefined;
  const declined = applicant?.role === 'dealer' && !applicant.auto_sync_enabled;
  const [dealer] = (await trx('dealers')
    .insert({
      name: app.company_name,
      email: app.contact_email,
      user_id: app.user_id,
      application_id: e.applicationId,
      ...(syncs
        ? {
            sync_url: app.api_url,
            sync_format: app.api_format,
            sync_frequency: app.fields.updateFrequency ?? 'hourly',
            sync_token_sealed: app.api_key_sealed,
            sync_enabled: integration === 'feed' || !declined,
          }
        : {}),
    })
    .returning('id')) as { id: number }[];
  const dealerId = dealer!.id;
  await trx('dealer_api_keys').insert({ dealer_id: dealerId, key_hash: e.keyHash, prefix: e.keyPrefix });
  const now = new Date();
  await application(trx, e.applicationId).update({
    status: 'approved',
    dealer_id: dealerId,
    review_notes: e.notes || null,
    reviewed_at: now,
    reviewed_by: e.by.userId,
    reviewed_by_name: e.by.name,
    key_once_sealed: e.instant ? e.keySealed : null,
    updated_at: now,
  });
  // The account that applied becomes a dealer account (an admin stays an admin).
  if (app.user_id !== null)
    await trx('users').where({ id: app.user_id, role: 'user' }).update({ role: 'dealer', updated_at: now });
  await queueKeyEmail(
    trx,
    {
      to: app.contact_email,
      subject: `Your AllMotors dealer application #${e.applicationId} is approved`,
      dealerName: app.company_name,
      dealerId,
      keySealed: e.keySealed,
    },
    [
      `Your dealer application #${e.applicationId} has been approved${e.instant ? ' after an automatic test of your API' : ''}.`,
    ],
    [
      ...(e.notes ? ['', `Notes from our review: ${e.notes}`] : []),
      '',
      'Our team will be in touch to arrange your technical onboarding call.',
    ],
  );
};

const rejected: Effect<'rejected'> = async (trx, e) => {
  const app = (await application(trx, e.applicationId).first()) as {
    kind: 'onboarding' | 'simple';
    company_name: string;
    contact_email: string;
  };
  const now = new Date();
  await application(trx, e.applicationId).update({
    status: 'rejected',
    review_notes: e.notes,
    reviewed_at: now,
    reviewed_by: e.by.userId,
    reviewed_by_name: e.by.name,
    updated_at: now,
  });
  await queueEmail(trx, {
    to: app.contact_email,
    subject: `Your AllMotors dealer application #${e.applicationId}`,
    body: [
      `Hello ${app.company_name},`,
      '',
      `We are sorry: your dealer application #${e.applicationId} was not approved.`,
      '',
      `Our review notes: ${e.notes}`,
      '',
      'You are welcome to apply again once the points above are addressed.',
    ].join('\n'),
  });
};

export const reviewDefinition: MachineDefinition<typeof reviewMachine> = {
  name: 'dealer_review',
  version: 1,
  machine: reviewMachine,
  events: reviewEventSchema,
  noun: 'application',
  effects: { queueTest, status, tested, approved, rejected },
};
