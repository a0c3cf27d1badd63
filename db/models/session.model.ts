import { Model } from 'objection';

export class Session extends Model {
  static override tableName = 'sessions';
  id!: string;
  user_id!: number;
  created_at!: Date;
  last_seen_at!: Date;
  expires_at!: Date;
  ip!: string | null;
  user_agent!: string | null;
}
