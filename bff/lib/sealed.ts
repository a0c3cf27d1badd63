// Secrets the product must read back later (a dealer's API token, a key waiting in an e-mail) are
// stored sealed: AES-256-GCM under a key the server makes on first start and keeps in app_secrets
// (bff/lib/secrets.ts), so every process opens what another sealed. A sealed value is
// `v1.<iv>.<tag>.<ciphertext>` in base64url; tampering fails the tag check.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { appSecret } from './secrets.js';

export class Sealer {
  private constructor(private readonly key: Buffer) {}

  /** The sealer of this database (the key is made on first use). */
  static async of(knex: Knex): Promise<Sealer> {
    const secret = await appSecret(knex, 'sealing-key');
    return new Sealer(createHash('sha256').update(secret).digest());
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
    return `v1.${parts.join('.')}`;
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
