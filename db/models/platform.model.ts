import { Model } from 'objection';

export class Platform extends Model {
  static override tableName = 'platforms';
  id!: string;
  name!: string;
  base_url!: string;
  bit!: number;
  created_at!: Date;
}
