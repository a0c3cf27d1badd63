// Motorcycles and scooters common in the UK used market: UK variant names, engines (cc), UK prices on the
// road, model years, MCIA insurance groups (1-17) and a popularity weight. Pure data; figures approximate.
import type { EngineSpec, ModelSpec, Transmission } from './types.js';
import { A, M, MA, ev as sharedEv } from './catalogue-helpers.js';

/** A petrol engine given in cc: engineSize is cc / 1000 to one decimal place, the label e.g. '649cc'. */
function cc(
  cubicCm: number,
  powerBhp: number,
  tr: Transmission[],
  co2: number,
  mpg: number,
  label = `${cubicCm}cc`,
): EngineSpec {
  return {
    label,
    fuelType: 'Petrol',
    engineSize: Math.round(cubicCm / 100) / 10,
    powerBhp,
    transmissions: [...tr],
    co2,
    mpg,
  };
}

/**
 * An electric powertrain: battery label, peak bhp, WMTC/combined range in miles, miles per kWh from the
 * wall (about 90% of range / battery); bikes charge on Type 2.
 */
const ev = (
  label: string,
  powerBhp: number,
  electricRange: number,
  milesPerKwh: number,
  tr: Transmission[] = A,
  chargingType = 'Type 2',
) => sharedEv(label, powerBhp, electricRange, milesPerKwh, chargingType, tr);

/** make, model, variants (ascending price), body types, seats, entry price £ OTR, [yearFrom, yearTo], MCIA groups, popularity, engines */
function bike(
  make: string,
  model: string,
  variants: string[],
  bodyTypes: string[],
  seats: number[],
  newPrice: number,
  years: [number, number | null],
  insuranceGroup: [number, number],
  popularity: number,
  engines: EngineSpec[],
  features?: string[],
): ModelSpec {
  const spec: ModelSpec = {
    category: 'motorcycle',
    make,
    model,
    variants,
    bodyTypes,
    engines,
    doors: [0],
    seats,
    newPrice,
    yearFrom: years[0],
    yearTo: years[1],
    insuranceGroup,
    popularity,
  };
  return features ? { ...spec, features } : spec;
}

const TOURING_KIT = ['Panniers', 'Top Box', 'Touring Screen', 'Heated Grips', 'Cruise Control'];

// prettier-ignore
export const MOTORCYCLE_MODELS: ModelSpec[] = [
  // Honda
  bike('Honda', 'PCX125', ['Standard', 'Special Edition'], ['Scooter'], [2], 3600, [2010, null], [2, 4], 90, [
    cc(125, 12, A, 47, 135.0)]),
  bike('Honda', 'CB125F', ['Standard'], ['Naked'], [2], 3300, [2015, null], [2, 4], 55, [
    cc(124, 10, M, 36, 170.0)]),
  bike('Honda', 'Forza 350', ['Standard', 'Sport'], ['Scooter'], [2], 6100, [2018, null], [5, 7], 30, [
    cc(279, 25, A, 72, 90.0), cc(330, 28, A, 69, 94.0)]),
  bike('Honda', 'CB500F', ['Standard', 'Hornet'], ['Naked'], [2], 6300, [2013, null], [7, 9], 40, [
    cc(471, 47, M, 81, 78.5)]),
  bike('Honda', 'CB500X', ['Standard', 'NX500'], ['Adventure'], [2], 6900, [2013, null], [7, 9], 35, [
    cc(471, 47, M, 82, 76.3)]),
  bike('Honda', 'CB650R', ['Standard', 'E-Clutch'], ['Naked'], [2], 8000, [2019, null], [10, 12], 30, [
    cc(649, 94, M, 112, 57.6)]),
  bike('Honda', 'NC750X', ['Standard', 'DCT', 'Travel Edition'], ['Adventure'], [2], 8200, [2014, null], [9, 11], 35, [
    cc(745, 57, MA, 81, 80.7)], TOURING_KIT),
  bike('Honda', 'Africa Twin', ['Standard', 'Adventure Sports', 'Adventure Sports ES'], ['Adventure'], [2], 14500, [2016, null], [12, 14], 30, [
    cc(998, 94, MA, 112, 51.4), cc(1084, 100, MA, 116, 49.6)], TOURING_KIT),
  bike('Honda', 'Gold Wing', ['Gold Wing', 'Gold Wing Tour', 'Gold Wing Tour Airbag'], ['Touring'], [2], 27000, [2001, null], [15, 17], 8, [
    cc(1833, 124, MA, 161, 40.4)], ['Reverse Gear', 'Airbag', 'Heated Seat', 'Apple CarPlay']),
  bike('Honda', 'CBR1000RR Fireblade', ['Standard', 'SP', 'SP Carbon Edition'], ['Sport'], [2], 23000, [2004, null], [16, 17], 10, [
    cc(999, 187, M, 158, 38.7), cc(999, 214, M, 150, 39.2, '999cc RR-R')]),
  bike('Honda', 'CRF300L', ['Standard', 'Rally'], ['Dual Sport'], [2], 6000, [2013, null], [5, 7], 15, [
    cc(249, 24, M, 70, 88.3), cc(286, 27, M, 70, 88.3)]),

  // Yamaha
  bike('Yamaha', 'NMAX 125', ['Standard', 'Tech MAX'], ['Scooter'], [2], 3600, [2015, null], [2, 3], 45, [
    cc(125, 12, A, 50, 130.0)]),
  bike('Yamaha', 'XMAX 300', ['Standard', 'Tech MAX'], ['Scooter'], [2], 6400, [2017, null], [5, 7], 25, [
    cc(292, 27, A, 74, 88.3)]),
  bike('Yamaha', 'YZF-R125', ['Standard', 'Monster Energy Edition'], ['Sport'], [2], 5200, [2008, null], [3, 4], 30, [
    cc(125, 15, M, 50, 117.7)]),
  bike('Yamaha', 'MT-125', ['Standard'], ['Naked'], [2], 5000, [2014, null], [3, 4], 35, [
    cc(125, 15, M, 49, 118.0)]),
  bike('Yamaha', 'MT-07', ['Standard', 'Pure', 'Y-AMT'], ['Naked'], [2], 7600, [2014, null], [9, 11], 60, [
    cc(689, 73, MA, 101, 58.9)]),
  bike('Yamaha', 'MT-09', ['Standard', 'Y-AMT', 'SP'], ['Naked'], [2], 9600, [2014, null], [12, 13], 40, [
    cc(847, 113, M, 119, 50.4), cc(890, 117, MA, 118, 52.3)]),
  bike('Yamaha', 'Tracer 9', ['Standard', 'GT', 'GT+'], ['Touring'], [2], 12500, [2015, null], [12, 13], 25, [
    cc(847, 113, M, 119, 50.4), cc(890, 117, MA, 119, 51.4)], TOURING_KIT),
  bike('Yamaha', 'R7', ['Standard', 'World GP 60th Anniversary'], ['Sport'], [2], 9000, [2022, null], [11, 12], 20, [
    cc(689, 72, M, 106, 58.0)]),
  bike('Yamaha', 'Tenere 700', ['Standard', 'Explore', 'Rally', 'World Raid'], ['Adventure'], [2], 10500, [2019, null], [10, 11], 25, [
    cc(689, 72, M, 103, 56.5)]),

  // Kawasaki
  bike('Kawasaki', 'Z650', ['Standard', 'Performance', 'RS'], ['Naked'], [2], 7200, [2017, null], [9, 10], 30, [
    cc(649, 67, M, 103, 60.1)]),
  bike('Kawasaki', 'Ninja 650', ['Standard', 'Performance', 'Tourer'], ['Sport'], [2], 7700, [2017, null], [9, 11], 25, [
    cc(649, 67, M, 104, 60.1)]),
  bike('Kawasaki', 'Z900', ['Standard', 'Performance', 'SE'], ['Naked'], [2], 9400, [2017, null], [12, 14], 30, [
    cc(948, 123, M, 129, 50.4)]),
  bike('Kawasaki', 'Z900RS', ['Standard', 'Cafe', 'SE'], ['Naked'], [2], 11900, [2018, null], [12, 14], 20, [
    cc(948, 110, M, 133, 48.7)]),
  bike('Kawasaki', 'Versys 650', ['Standard', 'Tourer', 'Tourer Plus', 'Grand Tourer'], ['Adventure', 'Touring'], [2], 8200, [2007, null], [9, 11], 20, [
    cc(649, 66, M, 106, 57.6)], TOURING_KIT),
  bike('Kawasaki', 'Ninja ZX-6R', ['Standard', 'Performance', 'KRT Edition'], ['Sport'], [2], 11700, [2005, null], [15, 16], 10, [
    cc(599, 126, M, 150, 42.2), cc(636, 127, M, 149, 42.8)]),

  // Triumph
  bike('Triumph', 'Trident 660', ['Standard', 'Triple Tribute Edition'], ['Naked'], [2], 8000, [2021, null], [10, 11], 30, [
    cc(660, 80, M, 113, 55.4)]),
  bike('Triumph', 'Street Triple', ['S', 'R', 'RS', 'Moto2 Edition'], ['Naked'], [2], 9400, [2007, null], [12, 14], 30, [
    cc(675, 105, M, 139, 47.1), cc(765, 118, M, 129, 49.6), cc(765, 128, M, 129, 49.6, '765cc RS')]),
  bike('Triumph', 'Speed Triple', ['S', 'R', 'RS', 'RR'], ['Naked'], [2], 17000, [2005, null], [15, 17], 12, [
    cc(1050, 133, M, 162, 40.9), cc(1160, 177, M, 150, 42.8)]),
  bike('Triumph', 'Bonneville T120', ['Standard', 'Black', 'Chrome Edition'], ['Naked'], [2], 12200, [2016, null], [11, 12], 15, [
    cc(1200, 79, M, 120, 54.3)]),
  bike('Triumph', 'Speed Twin 900', ['Standard', 'Stealth Edition'], ['Naked'], [2], 9100, [2016, null], [9, 10], 12, [
    cc(900, 64, M, 105, 62.7)]),
  bike('Triumph', 'Tiger 900', ['GT', 'GT Pro', 'Rally', 'Rally Pro'], ['Adventure'], [2], 11900, [2010, null], [12, 14], 25, [
    cc(800, 94, M, 129, 50.0), cc(888, 93, M, 132, 49.6), cc(888, 106, M, 129, 50.4, '888cc T-Plane')], TOURING_KIT),
  bike('Triumph', 'Speed 400', ['Standard'], ['Naked'], [2], 5100, [2024, null], [6, 7], 25, [
    cc(398, 39, M, 80, 75.0)]),

  // BMW
  bike('BMW', 'R 1250 GS', ['Standard', 'Rallye', 'TE', 'Adventure'], ['Adventure'], [2], 15500, [2019, 2023], [14, 15], 30, [
    cc(1254, 134, M, 110, 55.4)], TOURING_KIT),
  bike('BMW', 'R 1300 GS', ['Standard', 'TE', 'Trophy', 'Option 719', 'Adventure'], ['Adventure'], [2], 18100, [2024, null], [15, 16], 18, [
    cc(1300, 143, MA, 113, 52.3)], TOURING_KIT),
  bike('BMW', 'S 1000 RR', ['Sport', 'M Sport'], ['Sport'], [2], 19000, [2010, null], [17, 17], 12, [
    cc(999, 204, M, 152, 42.8)]),
  bike('BMW', 'F 900 R', ['Standard', 'SE', 'Sport'], ['Naked'], [2], 9500, [2020, null], [11, 12], 12, [
    cc(895, 104, M, 106, 56.5)]),
  bike('BMW', 'F 850 GS', ['Standard', 'TE', 'Adventure'], ['Adventure'], [2], 11700, [2018, 2023], [12, 13], 15, [
    cc(853, 94, M, 100, 57.6)], TOURING_KIT),
  bike('BMW', 'C 400 X', ['Standard', 'Sport'], ['Scooter'], [2], 6800, [2018, null], [6, 8], 8, [
    cc(350, 33, A, 81, 80.7)]),
  bike('BMW', 'CE 04', ['Standard', 'Avantgarde'], ['Electric', 'Scooter'], [2], 12000, [2022, null], [8, 10], 4, [
    ev('8.9kWh', 41, 80, 8.1)]),

  // Ducati
  bike('Ducati', 'Monster', ['Standard', 'Plus', 'SP'], ['Naked'], [2], 11200, [2008, null], [12, 16], 15, [
    cc(821, 107, M, 131, 49.6), cc(937, 110, M, 127, 50.4), cc(1198, 145, M, 143, 44.1)]),
  bike('Ducati', 'Scrambler', ['Icon Dark', 'Icon', 'Nightshift', 'Full Throttle'], ['Naked'], [2], 9100, [2015, null], [10, 11], 15, [
    cc(803, 72, M, 123, 53.3)]),
  bike('Ducati', 'Multistrada V4', ['V4', 'V4 S', 'V4 Rally', 'V4 Pikes Peak'], ['Adventure', 'Touring'], [2], 19500, [2021, null], [16, 17], 8, [
    cc(1158, 168, M, 146, 44.8)], TOURING_KIT),
  bike('Ducati', 'Panigale V4', ['V4', 'V4 S', 'V4 SP2'], ['Sport'], [2], 23000, [2018, null], [17, 17], 6, [
    cc(1103, 212, M, 150, 38.2)]),

  // KTM
  bike('KTM', '125 Duke', ['Standard'], ['Naked'], [2], 4800, [2011, null], [3, 4], 25, [
    cc(125, 15, M, 56, 117.0)]),
  bike('KTM', '390 Duke', ['Standard'], ['Naked'], [2], 5600, [2013, null], [6, 8], 20, [
    cc(373, 43, M, 78, 78.5), cc(399, 44, M, 80, 76.3)]),
  bike('KTM', '890 Duke', ['Standard', 'R', 'GP'], ['Naked'], [2], 9500, [2018, null], [12, 14], 10, [
    cc(799, 103, M, 107, 56.5), cc(889, 113, M, 109, 55.4)]),
  bike('KTM', '1290 Super Duke R', ['Standard', 'Evo'], ['Naked'], [2], 18000, [2014, 2024], [17, 17], 6, [
    cc(1301, 177, M, 153, 42.8)]),
  bike('KTM', '890 Adventure', ['Standard', 'R', 'Rally'], ['Adventure'], [2], 11500, [2019, null], [12, 13], 10, [
    cc(799, 94, M, 103, 57.6), cc(889, 104, M, 104, 56.5)]),
  bike('KTM', '350 EXC-F', ['Standard', 'Six Days'], ['Dirt Bike'], [1], 10000, [2012, null], [8, 9], 5, [
    cc(349, 45, M, 90, 60.0)]),

  // Suzuki
  bike('Suzuki', 'SV650', ['Standard', 'X'], ['Naked'], [2], 7300, [2001, null], [9, 10], 25, [
    cc(645, 75, M, 104, 62.8)]),
  bike('Suzuki', 'GSX-8S', ['Standard'], ['Naked'], [2], 8400, [2023, null], [10, 11], 12, [
    cc(776, 82, M, 102, 58.9)]),
  bike('Suzuki', 'V-Strom 650', ['Standard', 'XT'], ['Adventure'], [2], 8300, [2004, 2024], [9, 10], 18, [
    cc(645, 70, M, 108, 58.9)], TOURING_KIT),
  bike('Suzuki', 'GSX-S1000', ['Standard', 'GT'], ['Naked', 'Touring'], [2], 12000, [2015, null], [15, 16], 10, [
    cc(999, 150, M, 147, 44.8)]),
  bike('Suzuki', 'Hayabusa', ['Standard'], ['Sport'], [2], 17000, [2001, null], [17, 17], 6, [
    cc(1299, 173, M, 178, 36.7), cc(1340, 187, M, 162, 40.4)]),

  // Harley-Davidson
  bike('Harley-Davidson', 'Sportster', ['Iron 883', 'Forty-Eight', 'Iron 1200', 'Sportster S'], ['Cruiser'], [1, 2], 11000, [2004, null], [11, 15], 10, [
    cc(883, 50, M, 123, 51.4), cc(1202, 66, M, 130, 48.7), cc(1252, 119, M, 129, 48.7)]),
  bike('Harley-Davidson', 'Street Bob', ['Street Bob', 'Street Bob 114'], ['Cruiser'], [1, 2], 16000, [2018, null], [13, 14], 6, [
    cc(1746, 85, M, 138, 47.1, '1746cc Milwaukee-Eight 107'), cc(1868, 92, M, 138, 47.1, '1868cc Milwaukee-Eight 114')]),
  bike('Harley-Davidson', 'Fat Boy', ['Fat Boy', 'Fat Boy 114', 'Fat Boy Anniversary'], ['Cruiser'], [2], 21000, [2001, null], [13, 15], 5, [
    cc(1690, 78, M, 152, 43.5), cc(1868, 92, M, 140, 46.3, '1868cc Milwaukee-Eight 114'), cc(1923, 102, M, 140, 46.3, '1923cc Milwaukee-Eight 117')]),
  bike('Harley-Davidson', 'Road Glide', ['Road Glide', 'Road Glide Special', 'Road Glide Limited', 'CVO'], ['Touring'], [2], 28000, [2001, null], [15, 16], 4, [
    cc(1868, 92, M, 141, 45.6, '1868cc Milwaukee-Eight 114'), cc(1923, 105, M, 143, 44.8, '1923cc Milwaukee-Eight 117')], TOURING_KIT),

  // Royal Enfield
  bike('Royal Enfield', 'Classic 350', ['Redditch', 'Halcyon', 'Signals', 'Dark', 'Chrome'], ['Naked'], [2], 4600, [2021, null], [5, 6], 15, [
    cc(349, 20, M, 70, 94.2)]),
  bike('Royal Enfield', 'Hunter 350', ['Retro', 'Metro', 'Metro Rebel'], ['Naked'], [2], 3900, [2022, null], [5, 6], 15, [
    cc(349, 20, M, 70, 94.2)]),
  bike('Royal Enfield', 'Interceptor 650', ['Standard', 'Custom', 'Chrome'], ['Naked'], [2], 6500, [2018, null], [7, 8], 15, [
    cc(648, 47, M, 105, 65.7)]),
  bike('Royal Enfield', 'Himalayan', ['Standard', 'Pass', 'Summit'], ['Adventure'], [2], 5000, [2018, null], [5, 8], 15, [
    cc(411, 24, M, 86, 76.3), cc(452, 40, M, 82, 74.3)]),

  // Aprilia
  bike('Aprilia', 'RS 125', ['Standard', 'Replica', 'GP Replica'], ['Sport'], [2], 4900, [2006, null], [3, 4], 12, [
    cc(125, 15, M, 55, 117.0)]),
  bike('Aprilia', 'RS 660', ['Standard', 'Extrema', 'Factory'], ['Sport'], [2], 11000, [2021, null], [12, 13], 8, [
    cc(659, 99, M, 116, 55.4)]),
  bike('Aprilia', 'Tuareg 660', ['Standard', 'Rally'], ['Adventure'], [2], 11800, [2022, null], [11, 12], 5, [
    cc(659, 79, M, 116, 55.4)]),

  // Moto Guzzi
  bike('Moto Guzzi', 'V7', ['Stone', 'Special', 'Sport'], ['Naked'], [2], 8600, [2008, null], [9, 10], 6, [
    cc(744, 51, M, 116, 56.5), cc(853, 64, M, 117, 55.4)]),
  bike('Moto Guzzi', 'V85 TT', ['Standard', 'Travel', 'Guardia d\'Onore'], ['Adventure'], [2], 11800, [2019, null], [10, 11], 4, [
    cc(853, 79, M, 119, 54.3)], TOURING_KIT),

  // Husqvarna
  bike('Husqvarna', 'Svartpilen 401', ['Standard'], ['Naked'], [2], 5500, [2018, null], [6, 7], 8, [
    cc(373, 43, M, 80, 75.0), cc(399, 45, M, 80, 76.3)]),
  bike('Husqvarna', 'Norden 901', ['Standard', 'Expedition'], ['Adventure'], [2], 12000, [2022, null], [12, 13], 4, [
    cc(889, 104, M, 104, 55.4)], TOURING_KIT),

  // Vespa and Piaggio
  bike('Vespa', 'Primavera 125', ['Standard', 'S', 'Color Vibe'], ['Scooter'], [2], 4400, [2014, null], [2, 4], 20, [
    cc(125, 11, A, 52, 120.0)]),
  bike('Vespa', 'GTS 300', ['Super', 'Super Sport', 'Super Tech', 'GTV'], ['Scooter'], [2], 6700, [2008, null], [5, 7], 15, [
    cc(278, 23, A, 80, 80.7)]),
  bike('Vespa', 'Elettrica', ['Standard', 'L3'], ['Electric', 'Scooter'], [2], 6100, [2018, null], [2, 3], 4, [
    ev('4.2kWh', 5, 62, 13.3, A, '3-pin plug')]),
  bike('Piaggio', 'Medley 125', ['Standard', 'S'], ['Scooter'], [2], 3900, [2016, null], [2, 3], 10, [
    cc(125, 14, A, 49, 115.0)]),
  bike('Piaggio', 'MP3', ['HPE', 'Sport', 'Exclusive'], ['Scooter'], [2], 8000, [2008, null], [6, 8], 5, [
    cc(399, 35, A, 92, 70.6), cc(531, 43, A, 97, 67.3)]),

  // Zero and Energica (electric)
  bike('Zero', 'S', ['ZF7.2', 'ZF14.4'], ['Electric', 'Naked'], [2], 13000, [2013, null], [9, 11], 2, [
    ev('ZF7.2', 44, 64, 8), ev('ZF14.4', 60, 110, 6.9)]),
  bike('Zero', 'SR/F', ['Standard', 'Premium'], ['Electric', 'Naked'], [2], 20000, [2020, null], [12, 14], 3, [
    ev('ZF17.3', 109, 123, 6.4)]),
  bike('Zero', 'DSR/X', ['Standard', 'Black Forest'], ['Electric', 'Adventure'], [2], 24000, [2023, null], [12, 14], 2, [
    ev('ZF17.3', 100, 115, 6)]),
  bike('Energica', 'Ego', ['Ego+', 'Ego+ RS'], ['Electric', 'Sport'], [2], 20000, [2015, 2024], [15, 17], 2, [
    ev('21.5kWh', 169, 143, 6, A, 'Type 2 / CCS')]),
  bike('Energica', 'Eva Ribelle', ['Standard', 'RS'], ['Electric', 'Naked'], [2], 20000, [2019, 2024], [15, 17], 1, [
    ev('21.5kWh', 169, 143, 6, A, 'Type 2 / CCS')]),

  // Super Soco
  bike('Super Soco', 'CUx', ['Standard', 'Sport'], ['Electric', 'Scooter'], [2], 2100, [2019, null], [1, 2], 8, [
    ev('1.9kWh', 3, 46, 21.8, A, '3-pin plug')]),
  bike('Super Soco', 'TC Max', ['Standard', 'Cafe Racer'], ['Electric', 'Naked'], [2], 3900, [2020, null], [2, 3], 8, [
    ev('3.6kWh', 5, 62, 15.5, A, '3-pin plug')]),

  // Lexmoto
  bike('Lexmoto', 'LXR 125', ['Standard', 'SC'], ['Sport'], [2], 2800, [2019, null], [2, 3], 12, [
    cc(125, 11, M, 60, 100.0)]),
  bike('Lexmoto', 'Michigan 125', ['Standard'], ['Cruiser'], [2], 2100, [2017, null], [1, 2], 8, [
    cc(125, 9, M, 58, 105.0)]),

  // Indian
  bike('Indian', 'Scout', ['Scout', 'Scout Bobber', 'Scout Sixty', 'Scout Rogue'], ['Cruiser'], [1, 2], 12000, [2015, null], [12, 14], 4, [
    cc(999, 78, M, 142, 45.6), cc(1133, 100, M, 147, 44.1), cc(1250, 105, M, 145, 44.8)]),
  bike('Indian', 'Chief', ['Chief Dark Horse', 'Chief Bobber', 'Super Chief'], ['Cruiser', 'Touring'], [1, 2], 19000, [2014, null], [13, 15], 3, [
    cc(1890, 92, M, 156, 42.2, '1890cc Thunderstroke 116')]),

  // MV Agusta
  bike('MV Agusta', 'Brutale 800', ['Rosso', 'RR', 'RR SCS'], ['Naked'], [2], 14500, [2013, null], [15, 16], 3, [
    cc(798, 138, M, 132, 47.1)]),
  bike('MV Agusta', 'F3 800', ['Rosso', 'RR', 'RC'], ['Sport'], [2], 17000, [2014, null], [16, 17], 2, [
    cc(798, 145, M, 136, 46.3)]),
];
