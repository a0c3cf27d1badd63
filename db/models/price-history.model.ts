import { Model } from 'objection';

export class PriceHistory extends Model {
  static override tableName = 'price_history';
  id!: number;
  listing_id!: number;
  offer_id!: number;
  platform!: string;
  price!: number;
  recorded_at!: Date;
}
