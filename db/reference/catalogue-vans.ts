// Light commercial vehicles common in the UK used market: UK trim names, engines, body conversions, ex-VAT
// list prices, model years, commercial insurance groups and a popularity weight. Pure data; figures approximate.
import type { EngineSpec, FuelType, ModelSpec } from './types.js';
import { A, D, H, HD, M, MA, P, ev, ice, phev } from './catalogue-helpers.js';

/** Van plug-in and range-extended hybrids are all automatic. */
const vanPhev = (
  label: string,
  fuelType: FuelType,
  engineSize: number,
  powerBhp: number,
  electricRange: number,
  co2: number,
  mpg: number,
  milesPerKwh: number,
) => phev(label, fuelType, engineSize, powerBhp, A, electricRange, co2, mpg, milesPerKwh);

/** make, model, variants (ascending price), body types, doors, seats, entry list price £ ex VAT, [yearFrom, yearTo], insurance groups, popularity, engines */
function van(
  make: string,
  model: string,
  variants: string[],
  bodyTypes: string[],
  doors: number[],
  seats: number[],
  newPrice: number,
  years: [number, number | null],
  insuranceGroup: [number, number],
  popularity: number,
  engines: EngineSpec[],
  features?: string[],
): ModelSpec {
  const spec: ModelSpec = {
    category: 'van',
    make,
    model,
    variants,
    bodyTypes,
    engines,
    doors,
    seats,
    newPrice,
    yearFrom: years[0],
    yearTo: years[1],
    insuranceGroup,
    popularity,
  };
  return features ? { ...spec, features } : spec;
}

/** Body types of a large van sold as a panel van and as a base for conversions. */
const LARGE: string[] = [
  'Panel Van',
  'Chassis Cab',
  'Crew Van',
  'Minibus',
  'Dropside',
  'Luton Van',
  'Box Van',
  'Refrigerated',
];
const LARGE_NO_BUS: string[] = [
  'Panel Van',
  'Chassis Cab',
  'Crew Van',
  'Dropside',
  'Luton Van',
  'Box Van',
  'Refrigerated',
];
const PICKUP_KIT = [
  'Load Bed Liner',
  'Hard Top Canopy',
  'Roller Shutter',
  'Tonneau Cover',
  'Four Wheel Drive',
  'Diff Lock',
];

// prettier-ignore
export const VAN_MODELS: ModelSpec[] = [
  // Ford
  van('Ford', 'Transit Custom', ['Leader', 'Trail', 'Trend', 'Limited', 'Sport', 'MS-RT'], ['Panel Van', 'Crew Van'], [4, 5], [3, 6], 32000, [2013, null], [5, 13], 100, [
    ice('2.2 TDCi 100', D, 2.2, 99, M, 189, 37.7),
    ice('2.0 EcoBlue 130', D, 2.0, 128, MA, 178, 40.9),
    ice('2.0 EcoBlue 170', D, 2.0, 168, MA, 185, 39.8),
    vanPhev('1.0 EcoBoost PHEV', H, 1.0, 124, 35, 60, 91.7, 4.8),
    ev('E-Transit Custom 64kWh', 215, 208, 3)]),
  van('Ford', 'Transit', ['Leader', 'Trail', 'Trend', 'Limited'], LARGE, [4, 5], [3, 6, 12, 17], 36000, [2006, null], [6, 14], 75, [
    ice('2.2 TDCi 125', D, 2.2, 123, M, 214, 34.0),
    ice('2.0 EcoBlue 130', D, 2.0, 128, MA, 210, 35.3),
    ice('2.0 EcoBlue 170', D, 2.0, 168, MA, 215, 34.4),
    ev('E-Transit 68kWh', 181, 196, 2.7)]),
  van('Ford', 'Transit Connect', ['Base', 'Leader', 'Trend', 'Limited', 'Sport'], ['Panel Van', 'Crew Van'], [4, 5], [2, 3, 5], 24000, [2013, null], [3, 7], 35, [
    ice('1.6 TDCi 95', D, 1.6, 94, M, 140, 50.4),
    ice('1.5 EcoBlue 100', D, 1.5, 99, MA, 137, 52.3),
    ice('1.5 EcoBlue 120', D, 1.5, 118, MA, 142, 50.4),
    vanPhev('1.5 EcoBoost PHEV', H, 1.5, 148, 68, 22, 282.5, 3.8)]),
  van('Ford', 'Transit Courier', ['Base', 'Leader', 'Trend', 'Limited', 'Sport'], ['Panel Van'], [4, 5], [2], 19000, [2014, null], [2, 5], 20, [
    ice('1.0 EcoBoost 100', P, 1.0, 99, M, 131, 48.7),
    ice('1.5 TDCi 75', D, 1.5, 74, M, 109, 62.8),
    ice('1.5 TDCi 100', D, 1.5, 99, M, 112, 61.4),
    ev('E-Transit Courier 49kWh', 134, 179, 3.4)]),
  van('Ford', 'Ranger', ['XL', 'XLT', 'Limited', 'Wildtrak', 'Tremor', 'Raptor'], ['Pickup Truck'], [4], [2, 5], 30000, [2012, null], [10, 22], 45, [
    ice('2.2 TDCi 160', D, 2.2, 158, MA, 223, 33.2),
    ice('2.0 EcoBlue 170', D, 2.0, 168, MA, 230, 32.1),
    ice('2.0 EcoBlue 213 Bi-Turbo', D, 2.0, 210, A, 235, 31.4),
    ice('3.0 V6 EcoBlue 240', D, 3.0, 237, A, 267, 27.7),
    vanPhev('2.3 EcoBoost PHEV', H, 2.3, 276, 28, 73, 88.3, 4.7)], PICKUP_KIT),

  // Volkswagen
  van('Volkswagen', 'Transporter', ['Startline', 'Trendline', 'Highline', 'Sportline', 'Black Edition'], ['Panel Van', 'Crew Van', 'Minibus'], [4, 5], [3, 6, 9], 33000, [2003, null], [6, 14], 60, [
    ice('2.0 TDI 102', D, 2.0, 101, M, 181, 40.4),
    ice('2.0 TDI 150', D, 2.0, 148, MA, 190, 38.7),
    ice('2.0 TDI 199', D, 2.0, 196, A, 210, 35.3),
    ev('eTransporter 64kWh', 215, 204, 2.9)]),
  van('Volkswagen', 'Crafter', ['Startline', 'Trendline', 'Highline'], LARGE, [4, 5], [3, 6, 12], 40000, [2006, null], [7, 14], 30, [
    ice('2.0 TDI 102', D, 2.0, 101, M, 216, 34.4),
    ice('2.0 TDI 140', D, 2.0, 138, MA, 220, 33.6),
    ice('2.0 TDI 177', D, 2.0, 175, MA, 226, 32.8),
    ev('e-Crafter 35.8kWh', 134, 86, 2.2)]),
  van('Volkswagen', 'Caddy', ['Startline', 'Trendline', 'Highline', 'Commerce', 'Commerce Plus', 'Commerce Pro'], ['Panel Van', 'Crew Van'], [4, 5], [2, 5], 24000, [2004, null], [3, 8], 35, [
    ice('1.6 TDI 102', D, 1.6, 101, M, 131, 55.4),
    ice('2.0 TDI 102', D, 2.0, 101, M, 148, 50.4),
    ice('2.0 TDI 122', D, 2.0, 120, MA, 150, 49.6),
    ice('1.5 TSI 114', P, 1.5, 113, M, 152, 42.2),
    vanPhev('1.5 TSI eHybrid', H, 1.5, 148, 75, 16, 400.0, 3.8)]),
  van('Volkswagen', 'ID. Buzz Cargo', ['Cargo', 'Commerce Plus'], ['Panel Van'], [4, 5], [2, 3], 41000, [2022, null], [15, 18], 8, [
    ev('77kWh 204', 201, 257, 3.1),
    ev('79kWh 286', 282, 260, 3)]),
  van('Volkswagen', 'Amarok', ['Startline', 'Trendline', 'Highline', 'Life', 'Style', 'PanAmericana', 'Aventura'], ['Pickup Truck'], [4], [5], 36000, [2011, null], [14, 25], 12, [
    ice('2.0 BiTDI 180', D, 2.0, 178, MA, 211, 35.3),
    ice('3.0 V6 TDI 258', D, 3.0, 254, A, 229, 32.5),
    ice('2.0 TDI 205', D, 2.0, 202, A, 243, 30.4),
    ice('3.0 V6 TDI 240', D, 3.0, 237, A, 265, 28.0)], PICKUP_KIT),

  // Mercedes-Benz
  van('Mercedes-Benz', 'Sprinter', ['Pure', 'Progressive', 'Premium', 'Select'], LARGE, [4, 5], [3, 6, 12, 17], 38000, [2006, null], [7, 15], 55, [
    ice('311 CDI', D, 2.1, 112, M, 224, 33.2),
    ice('314 CDI', D, 2.1, 141, MA, 224, 33.2),
    ice('316 CDI', D, 2.1, 161, MA, 226, 32.8),
    ice('317 CDI', D, 2.0, 168, MA, 222, 33.6),
    ice('319 CDI V6', D, 3.0, 188, A, 245, 30.4)]),
  van('Mercedes-Benz', 'Vito', ['Pure', 'Progressive', 'Premium', 'Select', 'Sport'], ['Panel Van', 'Crew Van', 'Minibus'], [4, 5], [3, 6, 9], 33000, [2004, null], [6, 14], 30, [
    ice('111 CDI', D, 1.6, 112, M, 173, 42.8),
    ice('114 CDI', D, 2.0, 134, MA, 181, 40.9),
    ice('116 CDI', D, 2.0, 161, MA, 186, 39.8),
    ice('119 CDI', D, 2.0, 187, A, 194, 38.2),
    ev('eVito 60kWh', 114, 163, 2.5)]),
  van('Mercedes-Benz', 'Citan', ['Pure', 'Progressive', 'Premium'], ['Panel Van', 'Crew Van'], [4, 5], [2, 5], 24000, [2013, null], [4, 9], 12, [
    ice('108 CDI', D, 1.5, 74, M, 133, 55.4),
    ice('110 CDI', D, 1.5, 94, M, 136, 54.3),
    ice('112 CDI', D, 1.5, 114, MA, 140, 52.3),
    ice('113', P, 1.3, 129, MA, 155, 41.5),
    ev('eCitan 45kWh', 121, 174, 3.6)]),
  van('Mercedes-Benz', 'eSprinter', ['Pure', 'Progressive', 'Premium'], ['Panel Van', 'Chassis Cab'], [4, 5], [3], 55000, [2019, null], [12, 18], 5, [
    ev('47kWh', 114, 95, 1.9),
    ev('81kWh', 134, 205, 2.3),
    ev('113kWh', 201, 273, 2.2)]),

  // Vauxhall
  van('Vauxhall', 'Vivaro', ['Prime', 'Edition', 'Dynamic', 'Pro', 'Sportive', 'Elite'], ['Panel Van', 'Crew Van', 'Minibus'], [4, 5], [3, 6, 9], 29000, [2001, null], [5, 12], 35, [
    ice('1.6 CDTi 120', D, 1.6, 118, M, 173, 42.8),
    ice('2.0 Turbo D 120', D, 2.0, 118, M, 180, 41.5),
    ice('2.0 Turbo D 145', D, 2.0, 143, MA, 183, 40.9),
    ice('2.0 Turbo D 180', D, 2.0, 175, A, 190, 39.2),
    ev('Electric 75kWh', 134, 205, 2.5)]),
  van('Vauxhall', 'Movano', ['Prime', 'Edition', 'Dynamic', 'Pro'], LARGE_NO_BUS, [4, 5], [3, 6], 35000, [2010, null], [6, 13], 15, [
    ice('2.3 CDTi 130', D, 2.3, 128, M, 221, 33.6),
    ice('2.2 Turbo D 140', D, 2.2, 138, M, 226, 32.8),
    ice('2.2 Turbo D 165', D, 2.2, 163, MA, 229, 32.5),
    ev('Electric 110kWh', 268, 261, 2.2)]),
  van('Vauxhall', 'Combo', ['Prime', 'Edition', 'Sportive', 'Pro'], ['Panel Van', 'Crew Van'], [4, 5], [2, 3, 5], 22000, [2012, null], [3, 7], 25, [
    ice('1.6 CDTi 105', D, 1.6, 104, M, 144, 51.4),
    ice('1.5 Turbo D 100', D, 1.5, 99, M, 140, 53.3),
    ice('1.5 Turbo D 130', D, 1.5, 128, MA, 146, 50.4),
    ev('Electric 50kWh', 134, 171, 3.1)]),

  // Renault
  van('Renault', 'Trafic', ['Business', 'Business+', 'Advance', 'Sport', 'Sport+', 'Extra', 'Black Edition'], ['Panel Van', 'Crew Van', 'Minibus'], [4, 5], [3, 6, 9], 29000, [2001, null], [5, 12], 30, [
    ice('1.6 dCi 120', D, 1.6, 118, M, 174, 42.8),
    ice('2.0 dCi 130', D, 2.0, 128, MA, 185, 40.4),
    ice('2.0 dCi 150', D, 2.0, 148, MA, 189, 39.2),
    ice('2.0 dCi 170', D, 2.0, 168, A, 195, 38.2),
    ev('E-Tech 52kWh', 121, 185, 3.3)]),
  van('Renault', 'Master', ['Business', 'Business+', 'Advance', 'Extra'], LARGE, [4, 5], [3, 6, 12, 17], 34000, [2010, null], [6, 13], 20, [
    ice('2.3 dCi 130', D, 2.3, 128, M, 219, 33.6),
    ice('2.3 dCi 150', D, 2.3, 148, MA, 222, 33.2),
    ice('2.3 dCi 170', D, 2.3, 168, MA, 225, 32.8),
    ice('2.0 Blue dCi 150', D, 2.0, 148, MA, 210, 35.3),
    ev('E-Tech 87kWh', 141, 254, 2.7)]),
  van('Renault', 'Kangoo', ['Start', 'Business', 'Business+', 'Advance', 'Extra', 'Sport'], ['Panel Van', 'Crew Van'], [4, 5], [2, 5], 23000, [2008, null], [3, 8], 15, [
    ice('1.5 dCi 75', D, 1.5, 74, M, 128, 57.6),
    ice('1.5 dCi 95', D, 1.5, 94, MA, 135, 55.4),
    ice('1.3 TCe 100', P, 1.3, 99, M, 151, 42.2),
    ev('Z.E. 33kWh', 59, 143, 4, 'Type 2'),
    ev('E-Tech 45kWh', 121, 186, 3.8)]),

  // Peugeot
  van('Peugeot', 'Partner', ['S', 'Professional', 'Professional Premium', 'Asphalt', 'Grip', 'Sport'], ['Panel Van', 'Crew Van'], [4, 5], [2, 3, 5], 22000, [2008, null], [3, 7], 25, [
    ice('1.6 BlueHDi 100', D, 1.6, 99, M, 131, 55.4),
    ice('1.5 BlueHDi 100', D, 1.5, 99, M, 140, 53.3),
    ice('1.5 BlueHDi 130', D, 1.5, 128, MA, 146, 50.4),
    ev('e-Partner 50kWh', 134, 171, 3.1)]),
  van('Peugeot', 'Expert', ['S', 'Professional', 'Professional Premium', 'Asphalt', 'Sport'], ['Panel Van', 'Crew Van'], [4, 5], [3, 6], 29000, [2007, null], [5, 12], 18, [
    ice('1.6 BlueHDi 115', D, 1.6, 113, M, 170, 43.5),
    ice('2.0 BlueHDi 120', D, 2.0, 118, M, 180, 41.5),
    ice('2.0 BlueHDi 145', D, 2.0, 143, MA, 183, 40.9),
    ice('2.0 BlueHDi 180', D, 2.0, 175, A, 190, 39.2),
    ev('e-Expert 75kWh', 134, 205, 2.5)]),
  van('Peugeot', 'Boxer', ['S', 'Professional', 'Asphalt'], LARGE_NO_BUS, [4, 5], [3, 6], 33000, [2006, null], [6, 13], 15, [
    ice('2.2 HDi 110', D, 2.2, 109, M, 215, 34.4),
    ice('2.2 BlueHDi 140', D, 2.2, 138, M, 224, 33.2),
    ice('2.2 BlueHDi 165', D, 2.2, 163, M, 226, 32.8),
    ev('e-Boxer 110kWh', 268, 261, 2.2)]),

  // Citroen
  van('Citroen', 'Berlingo', ['X', 'Enterprise', 'Worker', 'Driver', 'Enterprise Pro'], ['Panel Van', 'Crew Van'], [4, 5], [2, 3, 5], 21500, [2008, null], [3, 7], 25, [
    ice('1.6 HDi 90', D, 1.6, 89, M, 133, 55.4),
    ice('1.5 BlueHDi 100', D, 1.5, 99, M, 140, 53.3),
    ice('1.5 BlueHDi 130', D, 1.5, 128, MA, 146, 50.4),
    ev('e-Berlingo 50kWh', 134, 171, 3.1)]),
  van('Citroen', 'Dispatch', ['X', 'Enterprise', 'Worker', 'Driver', 'Enterprise Pro'], ['Panel Van', 'Crew Van'], [4, 5], [3, 6], 28500, [2007, null], [5, 12], 18, [
    ice('1.6 BlueHDi 115', D, 1.6, 113, M, 170, 43.5),
    ice('2.0 BlueHDi 120', D, 2.0, 118, M, 180, 41.5),
    ice('2.0 BlueHDi 145', D, 2.0, 143, MA, 183, 40.9),
    ev('e-Dispatch 75kWh', 134, 205, 2.5)]),
  van('Citroen', 'Relay', ['X', 'Enterprise', 'Driver'], LARGE_NO_BUS, [4, 5], [3, 6], 33000, [2006, null], [6, 13], 12, [
    ice('2.2 HDi 110', D, 2.2, 109, M, 215, 34.4),
    ice('2.2 BlueHDi 140', D, 2.2, 138, M, 224, 33.2),
    ice('2.2 BlueHDi 165', D, 2.2, 163, M, 226, 32.8),
    ev('e-Relay 110kWh', 268, 261, 2.2)]),

  // Toyota
  van('Toyota', 'Proace', ['Active', 'Icon', 'Design'], ['Panel Van', 'Crew Van'], [4, 5], [3, 6], 30000, [2016, null], [5, 12], 12, [
    ice('1.5 D-4D 100', D, 1.5, 99, M, 171, 43.5),
    ice('2.0 D-4D 120', D, 2.0, 118, M, 180, 41.5),
    ice('2.0 D-4D 145', D, 2.0, 143, MA, 183, 40.9),
    ice('2.0 D-4D 180', D, 2.0, 175, A, 190, 39.2),
    ev('Electric 75kWh', 134, 205, 2.5)]),
  van('Toyota', 'Proace City', ['Active', 'Icon', 'Design'], ['Panel Van', 'Crew Van'], [4, 5], [2, 3, 5], 22000, [2020, null], [3, 7], 10, [
    ice('1.5 D-4D 100', D, 1.5, 99, M, 140, 53.3),
    ice('1.5 D-4D 130', D, 1.5, 128, MA, 146, 50.4),
    ev('Electric 50kWh', 134, 171, 3.1)]),
  van('Toyota', 'Hilux', ['Active', 'Icon', 'Invincible', 'Invincible X', 'GR Sport'], ['Pickup Truck'], [4], [2, 5], 31000, [2005, null], [11, 24], 40, [
    ice('2.5 D-4D 144', D, 2.5, 142, M, 221, 33.6),
    ice('3.0 D-4D 171', D, 3.0, 169, MA, 236, 31.7),
    ice('2.4 D-4D 150', D, 2.4, 148, MA, 231, 32.1),
    ice('2.8 D-4D 204', D, 2.8, 201, MA, 253, 29.4),
    ice('2.8 D-4D 204 Hybrid 48V', HD, 2.8, 201, A, 245, 30.4)], PICKUP_KIT),

  // Nissan
  van('Nissan', 'Primastar', ['Visia', 'Acenta', 'Tekna', 'Tekna+'], ['Panel Van', 'Crew Van', 'Minibus'], [4, 5], [3, 6, 9], 29000, [2022, null], [5, 12], 10, [
    ice('2.0 dCi 110', D, 2.0, 108, M, 185, 40.4),
    ice('2.0 dCi 130', D, 2.0, 128, M, 185, 40.4),
    ice('2.0 dCi 150', D, 2.0, 148, MA, 189, 39.2),
    ice('2.0 dCi 170', D, 2.0, 168, A, 195, 38.2)]),
  van('Nissan', 'Interstar', ['Visia', 'Acenta', 'Tekna'], LARGE_NO_BUS, [4, 5], [3, 6], 34000, [2022, null], [6, 13], 6, [
    ice('2.3 dCi 135', D, 2.3, 133, M, 219, 33.6),
    ice('2.3 dCi 150', D, 2.3, 148, MA, 222, 33.2),
    ice('2.3 dCi 165', D, 2.3, 163, MA, 225, 32.8),
    ev('Interstar-e 87kWh', 141, 254, 2.7)]),
  van('Nissan', 'Navara', ['Visia', 'Acenta', 'N-Connecta', 'Tekna', 'N-Guard'], ['Pickup Truck'], [4], [2, 5], 28000, [2005, 2022], [12, 23], 20, [
    ice('2.5 dCi 190', D, 2.5, 188, MA, 242, 30.7),
    ice('2.3 dCi 160', D, 2.3, 158, M, 199, 37.2),
    ice('2.3 dCi 190', D, 2.3, 187, MA, 210, 35.3)], PICKUP_KIT),

  // Fiat
  van('Fiat', 'Ducato', ['Tecnico', 'Professional', 'Maxi', 'Business'], LARGE, [4, 5], [3, 6, 9], 33000, [2006, null], [6, 13], 15, [
    ice('2.3 MultiJet 130', D, 2.3, 128, M, 219, 33.6),
    ice('2.3 MultiJet 150', D, 2.3, 148, M, 222, 33.2),
    ice('2.2 MultiJet 140', D, 2.2, 138, MA, 226, 32.8),
    ice('2.2 MultiJet 180', D, 2.2, 178, MA, 230, 32.1),
    ev('E-Ducato 79kWh', 121, 171, 2)]),
  van('Fiat', 'Doblo', ['SX', 'Tecnico', 'Maxi', 'Professional'], ['Panel Van', 'Crew Van'], [4, 5], [2, 3, 5], 21500, [2010, null], [3, 7], 8, [
    ice('1.3 MultiJet 90', D, 1.3, 89, M, 134, 55.4),
    ice('1.6 MultiJet 105', D, 1.6, 104, M, 141, 52.3),
    ice('1.5 BlueHDi 100', D, 1.5, 99, M, 140, 53.3),
    ev('E-Doblo 50kWh', 134, 171, 3.1)]),

  // Isuzu
  van('Isuzu', 'D-Max', ['Utility', 'Eiger', 'DL20', 'Yukon', 'DL40', 'Utah', 'V-Cross', 'Blade'], ['Pickup Truck'], [4], [2, 5], 26000, [2012, null], [10, 20], 25, [
    ice('2.5 TD 163', D, 2.5, 161, MA, 236, 31.4),
    ice('1.9 TD 164', D, 1.9, 161, MA, 234, 31.7),
    ev('EV 66.9kWh', 188, 163, 2.2)], PICKUP_KIT),

  // Iveco
  van('Iveco', 'Daily', ['Business', 'Business Plus', 'Hi-Matic'], LARGE, [4, 5], [3, 6, 12, 17], 36000, [2006, null], [7, 15], 12, [
    ice('35S14 2.3', D, 2.3, 134, MA, 226, 32.8),
    ice('35S16 2.3', D, 2.3, 156, MA, 229, 32.5),
    ice('35S18 3.0', D, 3.0, 178, MA, 238, 31.0),
    ice('35S21 3.0', D, 3.0, 207, A, 242, 30.4),
    ev('eDaily 111kWh', 188, 186, 1.5)]),

  // LEVC
  van('LEVC', 'VN5', ['City', 'Ultimate'], ['Panel Van'], [4, 5], [2], 60000, [2021, null], [14, 18], 2, [
    vanPhev('1.5 eCity Range Extender', H, 1.5, 148, 61, 24, 282.5, 3.9)]),

  // Maxus
  van('Maxus', 'eDeliver 3', ['SWB', 'LWB'], ['Panel Van', 'Chassis Cab'], [4, 5], [2], 30000, [2020, null], [8, 12], 4, [
    ev('35kWh', 121, 124, 3.3),
    ev('52.5kWh', 121, 171, 3)]),
  van('Maxus', 'eDeliver 9', ['L2 H2', 'L3 H2', 'L3 H3'], ['Panel Van', 'Chassis Cab'], [4, 5], [3], 55000, [2022, null], [10, 15], 4, [
    ev('51.5kWh', 201, 146, 2.6),
    ev('72kWh', 201, 184, 2.4),
    ev('88.6kWh', 201, 219, 2.3)]),
];
