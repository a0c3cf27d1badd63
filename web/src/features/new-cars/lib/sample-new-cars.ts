// The six built-in 2025 cars of /new-cars (001 §2, §9). AllMotors lists used cars and does not sell
// new cars from manufacturers, so these are SAMPLE offers, labelled so on the page: UK on-the-road list
// prices around the 2025 model year, for showing how configuring works. Money is pence (DECISIONS 1).
// No monthly price and no rating: there is no finance offer or review behind either (DECISIONS 11);
// the finance calculator works out a monthly payment from the configured price instead.

export interface PricedChoice {
  name: string;
  /** Pence added to the on-the-road price. */
  price: number;
}

export interface ColourChoice extends PricedChoice {
  /** The swatch and the illustration's paint. */
  hex: string;
}

export interface NewCar {
  id: string;
  title: string;
  make: string;
  model: string;
  year: 2025;
  /** On-the-road price of the first trim with the standard colour, in pence. */
  price: number;
  bodyType: 'Hatchback' | 'Saloon' | 'Estate' | 'SUV' | 'Coupe';
  fuelType: 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid';
  transmission: 'Manual' | 'Automatic';
  /** Where the sample dealer is. */
  location: string;
  features: string[];
  description: string;
  warranty: string;
  delivery: string;
  /** The first trim is the one `price` is for (price 0). */
  trims: PricedChoice[];
  /** The first colour is the standard paint (price 0). */
  colours: ColourChoice[];
  options: PricedChoice[];
}

export const NEW_CARS: readonly NewCar[] = [
  {
    id: 'mg3-hybrid-se',
    title: '2025 MG3 Hybrid+ SE',
    make: 'MG',
    model: 'MG3',
    year: 2025,
    price: 1_849_500,
    bodyType: 'Hatchback',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    location: 'Birmingham',
    features: ['Self-charging hybrid', '8-inch touchscreen', 'Apple CarPlay and Android Auto', 'Rear camera'],
    description:
      'A small five-door hatchback with a full hybrid system, for town driving at low running cost.',
    warranty: '7 years or 80,000 miles manufacturer warranty',
    delivery: 'Typically 2-4 weeks',
    trims: [
      { name: 'SE', price: 0 },
      { name: 'Trophy', price: 150_000 },
    ],
    colours: [
      { name: 'Dover White', hex: '#f1f5f9', price: 0 },
      { name: 'Hampstead Grey', hex: '#64748b', price: 60_000 },
      { name: 'Dynamic Red', hex: '#b91c1c', price: 60_000 },
    ],
    options: [
      { name: 'Spare wheel kit', price: 15_000 },
      { name: 'Rubber mat set', price: 7_500 },
    ],
  },
  {
    id: 'volkswagen-golf-life',
    title: '2025 Volkswagen Golf Life 1.5 TSI',
    make: 'Volkswagen',
    model: 'Golf',
    year: 2025,
    price: 2_742_000,
    bodyType: 'Hatchback',
    fuelType: 'Petrol',
    transmission: 'Manual',
    location: 'Manchester',
    features: [
      '12.9-inch infotainment',
      'Adaptive cruise control',
      'LED headlights',
      'Wireless phone charging',
    ],
    description: 'The family hatchback most UK buyers measure others against: refined, practical and frugal.',
    warranty: '3 years or 60,000 miles manufacturer warranty',
    delivery: 'Typically 6-10 weeks (factory order)',
    trims: [
      { name: 'Life', price: 0 },
      { name: 'Style', price: 250_000 },
      { name: 'R-Line', price: 350_000 },
    ],
    colours: [
      { name: 'Moonstone Grey', hex: '#94a3b8', price: 0 },
      { name: 'Deep Black Pearl', hex: '#111827', price: 76_000 },
      { name: 'Kings Red', hex: '#991b1b', price: 76_000 },
    ],
    options: [
      { name: 'Winter pack (heated seats and steering wheel)', price: 42_000 },
      { name: 'Park Assist Plus', price: 55_000 },
      { name: 'Panoramic sunroof', price: 105_000 },
    ],
  },
  {
    id: 'skoda-octavia-estate',
    title: '2025 Skoda Octavia Estate SE Technology',
    make: 'Skoda',
    model: 'Octavia Estate',
    year: 2025,
    price: 2_919_000,
    bodyType: 'Estate',
    fuelType: 'Petrol',
    transmission: 'Manual',
    location: 'Bristol',
    features: [
      '640-litre boot',
      'Satellite navigation',
      'Front and rear parking sensors',
      'Dual-zone climate',
    ],
    description: 'A roomy estate with one of the biggest boots in its class, for families and long trips.',
    warranty: '3 years or 60,000 miles manufacturer warranty',
    delivery: 'Typically 8-12 weeks (factory order)',
    trims: [
      { name: 'SE Technology', price: 0 },
      { name: 'SE L', price: 260_000 },
      { name: 'Sportline', price: 330_000 },
    ],
    colours: [
      { name: 'Moon White', hex: '#e2e8f0', price: 0 },
      { name: 'Race Blue', hex: '#1d4ed8', price: 69_000 },
      { name: 'Graphite Grey', hex: '#475569', price: 69_000 },
    ],
    options: [
      { name: 'Detachable tow bar', price: 85_000 },
      { name: 'Heated front seats', price: 30_000 },
    ],
  },
  {
    id: 'kia-sportage-hybrid',
    title: '2025 Kia Sportage 1.6 T-GDi Hybrid 2',
    make: 'Kia',
    model: 'Sportage',
    year: 2025,
    price: 3_424_500,
    bodyType: 'SUV',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    location: 'Leeds',
    features: [
      'Curved dual 12.3-inch screens',
      'Heated front seats',
      'Smart cruise control',
      'Reversing camera',
    ],
    description:
      'A family SUV with a self-charging hybrid and a long warranty, built for UK roads and winters.',
    warranty: '7 years or 100,000 miles manufacturer warranty',
    delivery: 'Typically 2-6 weeks',
    trims: [
      { name: '2', price: 0 },
      { name: '3', price: 250_000 },
      { name: 'GT-Line', price: 420_000 },
    ],
    colours: [
      { name: 'Snow White Pearl', hex: '#f8fafc', price: 0 },
      { name: 'Experience Green', hex: '#3f6212', price: 74_500 },
      { name: 'Gravity Grey', hex: '#4b5563', price: 74_500 },
    ],
    options: [
      { name: 'Panoramic sunroof', price: 99_500 },
      { name: 'Tow bar', price: 75_000 },
    ],
  },
  {
    id: 'bmw-320i-m-sport',
    title: '2025 BMW 320i M Sport Saloon',
    make: 'BMW',
    model: '3 Series',
    year: 2025,
    price: 4_097_500,
    bodyType: 'Saloon',
    fuelType: 'Petrol',
    transmission: 'Automatic',
    location: 'Reading',
    features: ['BMW Curved Display', 'M Sport suspension', 'Heated sports seats', 'Parking Assistant'],
    description: 'The compact executive saloon with rear-wheel drive balance and a well-finished cabin.',
    warranty: '3 years unlimited mileage manufacturer warranty',
    delivery: 'Typically 10-14 weeks (factory order)',
    trims: [
      { name: 'M Sport', price: 0 },
      { name: 'M Sport Pro', price: 300_000 },
    ],
    colours: [
      { name: 'Alpine White', hex: '#ffffff', price: 0 },
      { name: 'Black Sapphire', hex: '#0f172a', price: 70_000 },
      { name: 'Portimao Blue', hex: '#1e40af', price: 70_000 },
    ],
    options: [
      { name: 'Comfort Pack', price: 150_000 },
      { name: 'Technology Pack', price: 225_000 },
      { name: 'Harman Kardon sound', price: 60_000 },
    ],
  },
  {
    id: 'bmw-i4-edrive35',
    title: '2025 BMW i4 eDrive35 M Sport Gran Coupe',
    make: 'BMW',
    model: 'i4',
    year: 2025,
    price: 5_128_000,
    bodyType: 'Coupe',
    fuelType: 'Electric',
    transmission: 'Automatic',
    location: 'London',
    features: [
      'Up to 300 miles range (WLTP)',
      '180 kW rapid charging',
      'Heat pump',
      'Live Cockpit Professional',
    ],
    description: 'An electric four-door coupe with a long range and the space of a family hatchback.',
    warranty: '3 years unlimited mileage; battery 8 years or 100,000 miles',
    delivery: 'Typically 8-12 weeks (factory order)',
    trims: [
      { name: 'eDrive35 M Sport', price: 0 },
      { name: 'eDrive40 M Sport', price: 600_000 },
    ],
    colours: [
      { name: 'Mineral White', hex: '#f1f5f9', price: 0 },
      { name: 'Brooklyn Grey', hex: '#6b7280', price: 70_000 },
      { name: 'Sanremo Green', hex: '#14532d', price: 70_000 },
    ],
    options: [
      { name: 'Comfort Pack', price: 150_000 },
      { name: 'Sun protection glass', price: 37_500 },
    ],
  },
];

export interface Configuration {
  trim: string;
  colour: string;
  options: string[];
}

export const defaultConfiguration = (car: NewCar): Configuration => ({
  trim: car.trims[0]!.name,
  colour: car.colours[0]!.name,
  options: [],
});

/** The on-the-road price of a configuration, in pence. */
export function configuredPrice(car: NewCar, config: Configuration): number {
  const trim = car.trims.find((t) => t.name === config.trim)?.price ?? 0;
  const colour = car.colours.find((c) => c.name === config.colour)?.price ?? 0;
  const options = car.options
    .filter((o) => config.options.includes(o.name))
    .reduce((sum, o) => sum + o.price, 0);
  return car.price + trim + colour + options;
}
