import { Model, type QueryBuilder, type RelationMappings } from 'objection';
import type { Category, SellerType } from '../reference/types.js';
import { Offer } from './offer.model.js';
import { PriceHistory } from './price-history.model.js';
import { Seller } from './seller.model.js';

export class Listing extends Model {
  static override tableName = 'listings';
  id!: number;
  category!: Category;
  title!: string;
  make!: string;
  model!: string;
  variant!: string;
  year!: number;
  price!: number;
  mileage!: number;
  fuel_type!: string;
  transmission!: string;
  body_type!: string;
  engine_size!: number;
  power_bhp!: number | null;
  doors!: number;
  seats!: number;
  color!: string;
  previous_owners!: number;
  is_electric!: boolean;
  electric_range!: number | null;
  charging_type!: string | null;
  mot_expiry!: string | null;
  road_tax!: number | null;
  insurance_group!: number | null;
  features!: string[];
  description!: string;
  service_history!: string | null;
  image_count!: number;
  registration!: string | null;
  vin!: string | null;
  postcode!: string;
  lat!: number;
  lon!: number;
  seller_id!: number;
  seller_type!: SellerType;
  platform!: string;
  external_url!: string;
  platform_mask!: number;
  offer_count!: number;
  relevance!: number;
  status!: 'active' | 'removed';
  first_seen_at!: Date;
  last_seen_at!: Date;
  removed_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;

  offers?: Offer[];
  seller?: Seller;
  priceHistory?: PriceHistory[];

  static override relationMappings = (): RelationMappings => ({
    offers: {
      relation: Model.HasManyRelation,
      modelClass: Offer,
      join: { from: 'listings.id', to: 'offers.listing_id' },
    },
    seller: {
      relation: Model.BelongsToOneRelation,
      modelClass: Seller,
      join: { from: 'listings.seller_id', to: 'sellers.id' },
    },
    priceHistory: {
      relation: Model.HasManyRelation,
      modelClass: PriceHistory,
      join: { from: 'listings.id', to: 'price_history.listing_id' },
    },
  });

  static override modifiers = {
    active(query: QueryBuilder<Listing>) {
      query.where('listings.status', 'active');
    },
  };
}
