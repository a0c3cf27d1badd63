// A forecourt's stock as a dealer's own system sends it to the inventory API (dealer-upload.spec.ts,
// marketing.spec.ts): a Volkswagen range in turn, years, miles and colours varied, no two the same price;
// and the sample dealer API a dealer's application names.
const RANGE = [
  ['Golf', 'Life', 'Hatchback', 1.5, 130, 'Petrol', 'Manual', 1_849_500],
  ['Polo', 'Match', 'Hatchback', 1.0, 95, 'Petrol', 'Manual', 1_299_500],
  ['T-Roc', 'Style', 'SUV', 1.5, 150, 'Petrol', 'Automatic', 2_249_500],
  ['Tiguan', 'Elegance', 'SUV', 2.0, 150, 'Diesel', 'Automatic', 2_899_500],
  ['Passat', 'SEL', 'Estate', 2.0, 150, 'Diesel', 'Manual', 2_199_500],
] as const;
const COLOURS = ['Grey', 'Black', 'White', 'Blue', 'Silver', 'Red', 'Green'] as const;

/** A dealer's stock as its own system sends it: the range in turn, years, miles and colours varied. */
export function dealerStock(company: string, count: number, prefix = 'AV') {
  return Array.from({ length: count }, (_, i) => {
    const [model, variant, bodyType, engineSize, powerBhp, fuelType, transmission, price] =
      RANGE[i % RANGE.length]!;
    const year = 2018 + (i % 6);
    const stockId = `${prefix}-${1001 + i}`;
    return {
      stockId,
      category: 'car',
      make: 'Volkswagen',
      model,
      variant,
      year,
      // Older cars for less, and no two the same price.
      price: price - (2023 - year) * 150_000 + i * 500,
      mileage: (2025 - year) * 8_500 + i * 137,
      fuelType,
      transmission,
      bodyType,
      engineSize,
      powerBhp,
      doors: 5,
      seats: 5,
      colour: COLOURS[i % COLOURS.length],
      previousOwners: 1 + (i % 3),
      registration: null,
      serviceHistory: 'full',
      motExpiry: '2027-05-01',
      features: ['Sat Nav', 'Apple CarPlay', 'Parking Sensors'],
      description: `Supplied by ${company}: HPI clear, fresh service and a 12-month warranty.`,
      images: [1, 2, 3].map((n) => `https://images.dealer.example/${stockId}/${n}.jpg`),
      // One forecourt: one trade seller, so the live message names the dealer.
      postcode: 'LS11 5AB',
      town: 'Leeds',
    };
  });
}

/** The sample dealer API (web/playwright.config.ts starts it): its vehicle list and its token. */
export const sampleToken = process.env.E2E_DEALER_SAMPLE_TOKEN!;
export const sampleApi = () => `${process.env.E2E_DEALER_SAMPLE_URL!}/api/vehicles`;
