// The erasure of one person's data (DECISIONS 22), run by the operator's `deletion-requests process`
// inside the request's transaction: all or nothing. docs/data-deletion.md is the table of what is
// deleted, anonymised and kept; keep the two in step. The person is found by the request's e-mail
// (case-insensitively): their account if one has that address, and every row naming the address.
import type { Knex } from 'knex';
import type { DeletionOutcome } from './schemas.js';

/** Legal records (finance applications) are kept this long, then deleted (privacy policy). */
export const LEGAL_RETENTION = '7 years';
/** What stands in for a removed message in a conversation another person keeps. */
export const REMOVED_MESSAGE = '[Message removed: the sender deleted their data]';
/** The personal fields of a dealer application's `fields` (the contact person, 001 §3). */
const DEALER_CONTACT_FIELDS = [
  'contactFirstName',
  'contactLastName',
  'contactEmail',
  'contactPhone',
  'contactRole',
  'dealerName',
];

type Counts = Record<string, number>;

/** Rows affected: a number on pg, the driver's result on the embedded database for some statements. */
const rows = async (query: Promise<unknown>): Promise<number> => {
  const result = (await query) as number | { rowCount?: number; affectedRows?: number };
  return typeof result === 'number' ? result : (result.affectedRows ?? result.rowCount ?? 0);
};

export async function erasePerson(
  trx: Knex.Transaction,
  email: string,
  forced: boolean,
): Promise<DeletionOutcome> {
  const address = email.trim().toLowerCase();
  const deleted: Counts = {};
  const anonymised: Counts = {};
  const kept: Counts = {};
  const user = (await trx('users').whereRaw('lower(email) = ?', [address]).first('id')) as
    { id: number } | undefined;
  const userId = user?.id ?? null;
  // Rows tied to the person by account or by the address they typed into a form.
  const mine = (q: Knex.QueryBuilder, emailColumn: string, userColumn = 'user_id') =>
    q.where((w) => {
      w.whereRaw(`lower(${emailColumn}) = ?`, [address]);
      if (userId !== null) w.orWhere(userColumn, userId);
    });

  if (userId !== null) {
    deleted.sessions = await rows(trx('sessions').where({ user_id: userId }).delete());
    deleted.user_identities = await rows(trx('user_identities').where({ user_id: userId }).delete());
    deleted.dream_garage = await rows(trx('dream_garage').where({ user_id: userId }).delete());
    // Alerts: their notifications, then their saved searches (the digest marks go with them).
    deleted.notifications = await rows(trx('notifications').where({ user_id: userId }).delete());
    deleted.saved_searches = await rows(trx('saved_searches').where({ user_id: userId }).delete());

    // Conversations they started as a buyer go whole (messages cascade).
    const started = trx('enquiry_threads').where({ buyer_id: userId }).select('id');
    deleted.enquiry_messages = await rows(trx('enquiry_messages').whereIn('thread_id', started).delete());
    deleted.enquiry_threads = await rows(trx('enquiry_threads').where({ buyer_id: userId }).delete());

    // Their private listings: removed (the change feed takes them out of search), photos and
    // description deleted; the listing row stays as removed market history with no personal text.
    const sellerIds = trx('sellers').where({ user_id: userId }).select('id');
    const listingIds = trx('listings').whereIn('seller_id', sellerIds).select('id');
    // In conversations other buyers started about their cars, the other person keeps their side;
    // the seller's own messages are replaced.
    anonymised.enquiry_messages = await rows(
      trx('enquiry_messages')
        .where({ sender: 'seller' })
        .whereIn('thread_id', trx('enquiry_threads').whereIn('listing_id', listingIds).select('id'))
        .whereNot({ body: REMOVED_MESSAGE })
        .update({ body: REMOVED_MESSAGE }),
    );
    deleted.listing_photos = await rows(trx('listing_photos').whereIn('listing_id', listingIds).delete());
    anonymised.listings = await rows(
      trx('listings')
        .whereIn('seller_id', sellerIds)
        .update({
          status: 'removed',
          removed_at: trx.raw('coalesce(removed_at, now())'),
          description: '',
          registration: null,
          vin: null,
          updated_at: trx.fn.now(),
        }),
    );
    await trx('offers').whereIn('listing_id', listingIds).update({ status: 'removed' });
    anonymised.sellers = await rows(
      trx('sellers')
        .where({ user_id: userId })
        .update({ name: 'Private seller', phone: null, email: null, website: null }),
    );
    anonymised.listing_views = await rows(
      trx('listing_views').where({ viewer_id: userId }).update({ viewer_id: null }),
    );
    // Arrivals through a dealer's tracked link stay counted, no longer tied to the person.
    anonymised.social_link_visits = await rows(
      trx('social_link_visits').where({ user_id: userId }).update({ user_id: null }),
    );
  }

  // Finance applications are legal records: kept for 7 years with the person's details removed
  // (amounts, quote, income band and dates stay), deleted outright once older.
  const finance = () => mine(trx('finance_applications'), 'email');
  deleted.finance_applications = await rows(
    finance()
      .where('created_at', '<', trx.raw(`now() - interval '${LEGAL_RETENTION}'`))
      .delete(),
  );
  kept.finance_applications = await rows(
    finance().update({
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      status_note: null,
    }),
  );

  // Support requests are not legal records: deleted.
  deleted.support_requests = await rows(mine(trx('support_requests'), 'email').delete());

  // Dealer applications are the company's record of its approval or refusal: kept, with the contact
  // person's name, e-mail, phone and role taken out of the columns and the stored answers.
  kept.dealer_applications = await rows(
    mine(trx('dealer_applications'), 'contact_email').update({
      contact_email: '',
      fields: trx.raw(`fields - ?::text[]`, [DEALER_CONTACT_FIELDS]),
      user_id: null,
    }),
  );
  // A dealer (the company) stays; the person's address as its contact goes.
  anonymised.dealers = await rows(
    trx('dealers').whereRaw('lower(email) = ?', [address]).update({ email: '' }),
  );

  // Every e-mail to the address (sent, failed or still queued: a queued one's job then finds it gone).
  deleted.outbox = await rows(trx('outbox').whereRaw('lower(to_address) = ?', [address]).delete());

  let account: DeletionOutcome['account'] = 'none';
  if (userId !== null) {
    // The account goes unless a kept legal record still points at it (a finance application within
    // 7 years, a dealer): then it stays as an empty shell nobody can sign in to.
    const referenced =
      (await trx('finance_applications').where({ user_id: userId }).first('id')) ??
      (await trx('dealers').where({ user_id: userId }).first('id'));
    if (referenced) {
      await trx('users')
        .where({ id: userId })
        .update({
          username: `deleted-user-${userId}`,
          email: `deleted-user-${userId}@deleted.invalid`,
          password_hash: null,
          first_name: '',
          last_name: '',
          company_name: null,
          dealer_api_url: null,
          dealer_api_key_sealed: null,
          dealer_webhook_url: null,
          auto_sync_enabled: false,
          updated_at: trx.fn.now(),
        });
      account = 'anonymised';
      anonymised.users = 1;
    } else {
      deleted.users = await rows(trx('users').where({ id: userId }).delete());
      account = 'deleted';
    }
  }
  return { account, userId, deleted, anonymised, kept, forced };
}
