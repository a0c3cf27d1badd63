import { Model } from 'objection';
import type { SellerType } from '../reference/types.js';

export class Seller extends Model {
  static override tableName = 'sellers';
  id!: number;
  seller_type!: SellerType;
  name!: string;
  town!: string;
  postcode!: string;
  lat!: number;
  lon!: number;
  phone!: string | null;
  email!: string | null;
  website!: string | null;
  created_at!: Date;
}
