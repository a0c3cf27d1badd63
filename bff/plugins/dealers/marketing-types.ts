// The answers of the marketing tools' shared calls (/api/marketing/dealers, /api/marketing/cars), with
// no server imports, so the web app uses these very declarations (GUIDE 6).

export interface MarketingDealer {
  id: number;
  name: string;
  /** Active vehicles the dealer has in stock (its inventory API or feed). */
  vehicles: number;
}

export interface MarketingCar {
  id: number;
  title: string;
  make: string;
  model: string;
  year: number;
  /** Pence (DECISIONS 1). */
  price: number;
  mileage: number;
  fuelType: string;
  transmission: string;
  bodyType: string;
  colour: string;
  location: string;
  description: string;
  features: string[];
  /** The listing's pictures (the media plugin's drawings), first the main one. */
  images: string[];
}
