// A dealer's API keys after approval (issue 11 item 5): listed, rotated by the dealer's own system
// (the key used is revoked, the new one shown once), revoked or issued anew by an admin. Keys are
// credentials, so their life lives here beside approval's (credentials.ts); the dealer API's routes
// call it. Every write is one transaction with the e-mail that tells the dealer.
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import { queueEmail } from '../../lib/outbox.js';
import type { Sealer } from '../../lib/sealed.js';
import type { ApiKeyInfo, NewApiKeyAnswer } from '../dealer-api/schemas.js';
import { newApiKey, queueKeyEmail } from './credentials.js';
import type { DealerSummary, IssuedKey } from './schemas.js';

interface DealerRow {
  id: number;
  name: string;
  email: string;
}

interface KeyRow {
  prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export const toKeyInfo = (row: KeyRow): ApiKeyInfo => ({
  prefix: row.prefix,
  createdAt: iso(row.created_at),
  lastUsedAt: isoOrNull(row.last_used_at),
  revokedAt: isoOrNull(row.revoked_at),
});

export class DealerKeys {
  constructor(
    private readonly knex: Knex,
    private readonly sealer: () => Promise<Sealer>,
  ) {}

  /** Every dealer, newest first, with its unrevoked keys and vehicles on sale. */
  async dealers(): Promise<DealerSummary[]> {
    const rows = (await this.knex('dealers as d')
      .select('d.id', 'd.name', 'd.email', 'd.created_at')
      .select(
        this.knex('dealer_api_keys as k')
          .count('*')
          .whereRaw('k.dealer_id = d.id')
          .whereNull('k.revoked_at')
          .as('active_keys'),
        this.knex('dealer_vehicles as v')
          .join('offers as o', 'o.id', 'v.offer_id')
          .count('*')
          .whereRaw('v.dealer_id = d.id')
          .where('o.status', 'active')
          .as('vehicles'),
      )
      .orderBy('d.id', 'desc')) as (DealerRow & {
      created_at: Date | string;
      active_keys: string | number;
      vehicles: string | number;
    })[];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      createdAt: iso(r.created_at),
      activeKeys: Number(r.active_keys),
      vehicles: Number(r.vehicles),
    }));
  }

  /** A dealer's keys, newest first (never a key or its hash); 404 for an unknown dealer. */
  async keys(dealerId: number, knex: Knex = this.knex): Promise<ApiKeyInfo[]> {
    await this.dealer(knex, dealerId);
    const rows = (await knex('dealer_api_keys')
      .where({ dealer_id: dealerId })
      .orderBy('id', 'desc')
      .select('prefix', 'created_at', 'last_used_at', 'revoked_at')) as KeyRow[];
    return rows.map(toKeyInfo);
  }

  /**
   * The dealer's system swaps the key it called with for a new one: the new key is stored, the one
   * used revoked, in one transaction. The e-mail says so without the key: the caller already has it.
   */
  async rotate(dealerId: number, keyId: number): Promise<NewApiKeyAnswer> {
    return this.knex.transaction(async (trx) => {
      const dealer = await this.dealer(trx, dealerId);
      // A concurrent rotation with the same key finds it revoked: the key is no longer valid.
      const revoked = (await trx('dealer_api_keys')
        .where({ id: keyId, dealer_id: dealerId })
        .whereNull('revoked_at')
        .update({ revoked_at: trx.fn.now() })
        .returning('prefix')) as { prefix: string }[];
      if (revoked.length === 0) throw createError('KEY_REVOKED', 'A valid X-Api-Key header is required', 401);
      const answer = await this.insertKey(trx, dealerId);
      await queueEmail(trx, {
        to: dealer.email,
        subject: 'Your AllMotors dealer API key was rotated',
        body: [
          `Hello ${dealer.name},`,
          '',
          `Your system rotated its dealer API key: the key ${revoked[0]!.prefix}… no longer works and`,
          `the new key ${answer.prefix}… replaces it. The new key was given only to the system that`,
          'asked for it; it is not in this e-mail.',
          '',
          'If you did not expect this, ask us to revoke your keys and issue a new one.',
        ].join('\n'),
      });
      return answer;
    });
  }

  /** An admin's revocation of every unrevoked key; the dealer is told. Answers the keys after. */
  async revokeAll(dealerId: number): Promise<{ revoked: number; keys: ApiKeyInfo[] }> {
    return this.knex.transaction(async (trx) => {
      const dealer = await this.dealer(trx, dealerId);
      const gone = (await trx('dealer_api_keys')
        .where({ dealer_id: dealerId })
        .whereNull('revoked_at')
        .update({ revoked_at: trx.fn.now() })
        .returning('prefix')) as { prefix: string }[];
      if (gone.length > 0)
        await queueEmail(trx, {
          to: dealer.email,
          subject: 'Your AllMotors dealer API keys were revoked',
          body: [
            `Hello ${dealer.name},`,
            '',
            `We revoked your dealer API ${gone.length === 1 ? 'key' : 'keys'} ${gone.map((k) => `${k.prefix}…`).join(', ')}:`,
            'calls with them are refused from now on. Ask us for a new key when you need one.',
          ].join('\n'),
        });
      return { revoked: gone.length, keys: await this.keys(dealerId, trx) };
    });
  }

  /** An admin issues a new key (earlier ones keep working until revoked): shown once, e-mailed sealed. */
  async issue(dealerId: number): Promise<IssuedKey> {
    const sealer = await this.sealer();
    return this.knex.transaction(async (trx) => {
      const dealer = await this.dealer(trx, dealerId);
      const answer = await this.insertKey(trx, dealerId);
      await queueKeyEmail(
        trx,
        {
          to: dealer.email,
          subject: 'Your new AllMotors dealer API key',
          dealerName: dealer.name,
          dealerId,
          keySealed: sealer.seal(answer.apiKey),
        },
        ['We issued a new API key for your dealer account. Keys issued before keep working until revoked.'],
      );
      return { dealerId, ...answer };
    });
  }

  private async insertKey(trx: Knex.Transaction, dealerId: number): Promise<NewApiKeyAnswer> {
    const key = newApiKey();
    const [row] = (await trx('dealer_api_keys')
      .insert({ dealer_id: dealerId, key_hash: key.hash, prefix: key.prefix })
      .returning('created_at')) as { created_at: Date | string }[];
    return { apiKey: key.key, prefix: key.prefix, createdAt: iso(row!.created_at) };
  }

  private async dealer(knex: Knex, id: number): Promise<DealerRow> {
    const row = (await knex('dealers').where({ id }).first('id', 'name', 'email')) as DealerRow | undefined;
    if (!row) throw notFound('Dealer');
    return row;
  }
}
