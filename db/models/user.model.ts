import { Model } from 'objection';

export type Role = 'user' | 'dealer' | 'admin';

export class User extends Model {
  static override tableName = 'users';
  id!: number;
  username!: string;
  email!: string;
  password_hash!: string | null;
  first_name!: string;
  last_name!: string;
  role!: Role;
  company_name!: string | null;
  dealer_api_url!: string | null;
  /** Sealed (bff/lib/sealed.ts): a secret. */
  dealer_api_key_sealed!: string | null;
  dealer_webhook_url!: string | null;
  auto_sync_enabled!: boolean;
  created_at!: Date;
  updated_at!: Date;
}
