import { Model } from 'objection';

export class Offer extends Model {
  static override tableName = 'offers';
  id!: number;
  listing_id!: number;
  platform!: string;
  external_id!: string;
  external_url!: string;
  price!: number;
  status!: 'active' | 'removed';
  first_seen_at!: Date;
  last_seen_at!: Date;

  static override modifiers = {
    active(query: import('objection').QueryBuilder<Offer>) {
      query.where('offers.status', 'active');
    },
  };
}
