// Shared vocabulary of the vehicle catalogue and UK geography used by the demo-data
// generator (db/seeds) and by the search API (bff/plugins/search). Pure data, no I/O.

export const CATEGORIES = ['car', 'motorcycle', 'van'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Fuel types exactly as spec 000 §9 lists them. */
export const FUEL_TYPES = [
  'Petrol',
  'Diesel',
  'Hybrid - Petrol/Electric',
  'Hybrid - Diesel/Electric',
  'Electric',
  'Bi Fuel',
  'Other',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['Manual', 'Automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const SELLER_TYPES = ['trade', 'private'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** Body types per category exactly as spec 000 §9 lists them. */
export const BODY_TYPES = {
  car: ['Hatchback', 'Saloon', 'Estate', 'SUV', 'Coupe', 'Convertible', 'MPV', 'Pickup'],
  motorcycle: [
    'Sport',
    'Naked',
    'Cruiser',
    'Touring',
    'Adventure',
    'Dual Sport',
    'Dirt Bike',
    'Scooter',
    'Electric',
  ],
  van: [
    'Panel Van',
    'Chassis Cab',
    'Crew Van',
    'Minibus',
    'Pickup Truck',
    'Dropside',
    'Refrigerated',
    'Luton Van',
    'Box Van',
  ],
} as const satisfies Record<Category, readonly string[]>;

/** The 21 colour options, Beige through Yellow (spec 000 §9). */
export const COLOURS = [
  'Beige',
  'Black',
  'Blue',
  'Bronze',
  'Brown',
  'Burgundy',
  'Gold',
  'Green',
  'Grey',
  'Indigo',
  'Maroon',
  'Multicolour',
  'Navy',
  'Orange',
  'Pink',
  'Purple',
  'Red',
  'Silver',
  'Turquoise',
  'White',
  'Yellow',
] as const;
export type Colour = (typeof COLOURS)[number];

/** One powertrain a model was sold with in the UK. */
export interface EngineSpec {
  /** Marketing label as a UK listing shows it, e.g. '2.0 TDI 150', '320d', 'e-208 50kWh', '649cc'. */
  label: string;
  fuelType: FuelType;
  /** Litres to one decimal place (motorcycles: cc / 1000, e.g. 0.6 for 649cc); 0 for pure electric. */
  engineSize: number;
  powerBhp: number;
  transmissions: Transmission[];
  /** Official electric range in miles: pure EVs and plug-in hybrids only. */
  electricRange?: number;
  /** e.g. 'Type 2 / CCS' for EVs and PHEVs. */
  chargingType?: string;
  /** WLTP-ish CO2 g/km, 0 for EVs; drives road tax for pre-2017 cars. */
  co2: number;
  /** Typical combined fuel economy in mpg (0 for EVs); for plug-in hybrids the WLTP weighted figure. */
  mpg: number;
  /**
   * Official electricity consumption in miles per kWh, from the wall (charging losses included):
   * pure EVs, their WLTP combined figure (WMTC for motorcycles); plug-in hybrids, the WLTP *weighted*
   * figure (kWh drawn per mile of all driving under the test's utility factor), which pairs with their
   * weighted mpg. Required for every EV and plug-in hybrid; absent for combustion engines.
   */
  milesPerKwh?: number;
}

/** A model line as sold in the UK used market. */
export interface ModelSpec {
  category: Category;
  make: string;
  model: string;
  /** Trims/variants in ascending price order, e.g. ['SE', 'SE L', 'M Sport']. */
  variants: string[];
  /** Must be values of BODY_TYPES[category]. */
  bodyTypes: string[];
  engines: EngineSpec[];
  /** Door counts offered (motorcycles: [0]). */
  doors: number[];
  /** Seat counts offered (motorcycles: [1] or [2]). */
  seats: number[];
  /** Typical new list price in pounds of the entry variant (recent model year). */
  newPrice: number;
  /** First and last UK model year sold (null = still on sale). */
  yearFrom: number;
  yearTo: number | null;
  /** UK insurance group range: cars and vans 1-50; motorcycles MCIA group 1-17. */
  insuranceGroup: [number, number];
  /** Relative frequency in the UK used market (1 = rare, 100 = everywhere, e.g. Ford Fiesta). */
  popularity: number;
  /** Trade-specific or model-specific features beyond the generic pool (optional). */
  features?: string[];
}

/** A UK postcode area (the letters of an outcode): e.g. 'M' Manchester. Coordinates: area centroid. */
export interface PostcodeArea {
  area: string;
  name: string;
  lat: number;
  lon: number;
}

/** A postcode district (outcode), e.g. 'M1', 'SW1A', 'B15'. Coordinates: district centroid. */
export interface PostcodeDistrict {
  district: string;
  /** Post town, e.g. 'Manchester'. */
  town: string;
  lat: number;
  lon: number;
}

/** A UK town or city that buyers type as a location and where sellers are based. */
export interface Town {
  name: string;
  /** County or region, e.g. 'Greater Manchester', 'West Yorkshire', 'Scotland'. */
  region: string;
  /** The districts (outcodes) of the town, first = town centre; each must exist in POSTCODE_DISTRICTS. */
  districts: string[];
  lat: number;
  lon: number;
  /** Approximate population, used to weight where listings are. */
  population: number;
}
