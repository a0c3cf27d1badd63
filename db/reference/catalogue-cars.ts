// Car model lines common on UK forecourts: UK trim names, the engines they were sold with, list prices,
// model years, insurance groups and a popularity weight that follows UK registrations. Pure data.
// Figures are typical WLTP-era values (older engines: NEDC-era figures rounded up) and are approximate.
import type { EngineSpec, ModelSpec } from './types.js';
import { A, BF, D, H, HD, M, MA, P, ev, ice, phev } from './catalogue-helpers.js';

/** make, model, variants (ascending price), body types, doors, seats, entry list price £, [yearFrom, yearTo], insurance groups, popularity, engines */
function car(
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
): ModelSpec {
  return {
    category: 'car',
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
}

// prettier-ignore
export const CAR_MODELS: ModelSpec[] = [
  // Ford
  car('Ford', 'Fiesta', ['Style', 'Zetec', 'Trend', 'Titanium', 'ST-Line', 'ST-Line X', 'Active', 'Vignale', 'ST-2', 'ST-3'], ['Hatchback'], [3, 5], [5], 19500, [2008, 2023], [2, 33], 100, [
    ice('1.25 82', P, 1.2, 81, M, 128, 49.6), ice('1.0 EcoBoost 100', P, 1.0, 99, MA, 117, 55.4),
    ice('1.0 EcoBoost Hybrid 125', H, 1.0, 123, MA, 115, 56.5), ice('1.5 TDCi 85', D, 1.5, 84, M, 99, 68.9),
    ice('1.6 TDCi 95', D, 1.6, 94, M, 98, 70.6), ice('1.5 EcoBoost ST 200', P, 1.5, 197, M, 136, 47.1)]),
  car('Ford', 'Focus', ['Style', 'Zetec', 'Trend', 'Titanium', 'ST-Line', 'ST-Line X', 'Active', 'Vignale', 'ST'], ['Hatchback', 'Estate'], [5], [5], 27500, [2011, 2025], [8, 34], 92, [
    ice('1.0 EcoBoost 125', P, 1.0, 123, MA, 123, 52.3), ice('1.0 EcoBoost Hybrid 155', H, 1.0, 153, MA, 122, 52.3),
    ice('1.5 EcoBoost 150', P, 1.5, 148, MA, 130, 49.6), ice('1.6 TDCi 115', D, 1.6, 113, M, 109, 64.2),
    ice('1.5 EcoBlue 120', D, 1.5, 118, MA, 112, 62.8), ice('2.3 EcoBoost ST 280', P, 2.3, 276, MA, 179, 35.8)]),
  car('Ford', 'Puma', ['Titanium', 'ST-Line', 'ST-Line X', 'ST-Line Vignale', 'ST'], ['SUV'], [5], [5], 25500, [2019, null], [13, 29], 85, [
    ice('1.0 EcoBoost Hybrid 125', H, 1.0, 123, MA, 122, 52.3),
    ice('1.0 EcoBoost Hybrid 155', H, 1.0, 153, MA, 127, 50.4), ice('1.5 EcoBoost ST 200', P, 1.5, 197, M, 155, 41.5),
    ev('Gen-E 43kWh', 166, 233, 4.6)]),
  car('Ford', 'Kuga', ['Zetec', 'Titanium', 'ST-Line', 'ST-Line X', 'Active', 'Vignale'], ['SUV'], [5], [5], 32500, [2008, null], [14, 27], 70, [
    ice('1.5 EcoBoost 150', P, 1.5, 148, MA, 154, 42.2), ice('2.0 TDCi 150', D, 2.0, 148, MA, 135, 54.3),
    ice('1.5 EcoBlue 120', D, 1.5, 118, MA, 130, 56.5), ice('2.0 EcoBlue Hybrid 150', HD, 2.0, 148, M, 132, 56.5),
    ice('2.5 Duratec FHEV 183', H, 2.5, 180, A, 125, 52.3), phev('2.5 PHEV 225', H, 2.5, 222, A, 35, 32, 201.8, 5.1)]),
  car('Ford', 'EcoSport', ['Zetec', 'Titanium', 'ST-Line', 'Active'], ['SUV'], [5], [5], 21500, [2014, 2022], [7, 17], 30, [
    ice('1.0 EcoBoost 125', P, 1.0, 123, MA, 134, 47.9), ice('1.5 TDCi 95', D, 1.5, 94, M, 125, 55.4),
    ice('1.5 EcoBlue 125', D, 1.5, 123, M, 127, 55.4)]),
  car('Ford', 'Mondeo', ['Zetec', 'Titanium', 'ST-Line', 'Vignale'], ['Hatchback', 'Saloon', 'Estate'], [4, 5], [5], 28000, [2007, 2022], [15, 30], 32, [
    ice('2.0 TDCi 150', D, 2.0, 148, MA, 118, 55.4), ice('2.0 TDCi 180', D, 2.0, 178, MA, 124, 52.3),
    ice('1.5 EcoBoost 165', P, 1.5, 163, MA, 139, 43.5), ice('2.0 Hybrid 187', H, 2.0, 184, A, 110, 57.6)]),
  car('Ford', 'Mustang', ['EcoBoost', 'GT', 'California Special', 'Bullitt', 'Mach 1', 'Dark Horse'], ['Coupe', 'Convertible'], [2], [4], 56000, [2015, null], [40, 45], 6, [
    ice('2.3 EcoBoost 290', P, 2.3, 286, MA, 225, 28.5), ice('5.0 V8 GT 450', P, 5.0, 444, MA, 270, 23.9),
    ice('5.0 V8 Dark Horse 454', P, 5.0, 446, MA, 280, 22.1)]),
  car('Ford', 'Mustang Mach-E', ['Select', 'Premium', 'GT'], ['SUV'], [5], [5], 50000, [2021, null], [37, 50], 12, [
    ev('Standard Range RWD', 265, 273, 3.5), ev('Extended Range RWD', 290, 379, 3.8),
    ev('Extended Range AWD', 346, 335, 3.4), ev('GT AWD', 480, 310, 3.1)]),
  car('Ford', 'Ranger', ['XL', 'XLT', 'Limited', 'Wildtrak', 'Tremor', 'Raptor'], ['Pickup'], [4], [5], 36000, [2012, null], [25, 45], 20, [
    ice('2.2 TDCi 160', D, 2.2, 158, MA, 223, 33.2), ice('2.0 EcoBlue 213', D, 2.0, 210, A, 235, 31.4),
    ice('3.0 V6 EcoBlue 240', D, 3.0, 237, A, 267, 27.7), ice('3.0 V6 EcoBoost Raptor', P, 3.0, 288, A, 315, 20.3),
    phev('2.3 EcoBoost PHEV', H, 2.3, 276, A, 28, 73, 88.3, 5.4)]),

  // Vauxhall
  car('Vauxhall', 'Corsa', ['Design', 'SE', 'SRi', 'Elite', 'GS Line', 'GS', 'Ultimate', 'VXR'], ['Hatchback'], [3, 5], [5], 19000, [2006, null], [2, 29], 98, [
    ice('1.2 70', P, 1.2, 69, M, 128, 51.4), ice('1.4 90', P, 1.4, 89, MA, 139, 47.9),
    ice('1.2 Turbo 100', P, 1.2, 99, MA, 121, 53.3), ice('1.3 CDTi 95', D, 1.3, 94, M, 98, 70.6),
    ice('1.5 Turbo D 100', D, 1.5, 101, M, 104, 70.6), ice('1.6 Turbo VXR 205', P, 1.6, 202, M, 174, 37.7),
    ev('Electric 50kWh', 134, 209, 3.8)]),
  car('Vauxhall', 'Astra', ['Design', 'SE', 'SRi', 'Elite', 'GS Line', 'GS', 'Ultimate'], ['Hatchback', 'Estate'], [5], [5], 27000, [2004, null], [8, 30], 80, [
    ice('1.4i Turbo 150', P, 1.4, 148, MA, 129, 48.7), ice('1.2 Turbo 130', P, 1.2, 128, MA, 131, 49.6),
    ice('1.6 CDTi 136', D, 1.6, 134, MA, 109, 58.9), ice('1.5 Turbo D 122', D, 1.5, 120, MA, 108, 62.8),
    phev('1.6 Turbo Hybrid 180', H, 1.6, 178, A, 40, 26, 256.8, 5),
    ev('Electric 54kWh', 154, 258, 4.4)]),
  car('Vauxhall', 'Mokka', ['SE', 'Design', 'SRi', 'GS Line', 'GS', 'Ultimate'], ['SUV'], [5], [5], 24000, [2012, null], [11, 25], 60, [
    ice('1.2 Turbo 100', P, 1.2, 99, M, 129, 49.6), ice('1.2 Turbo 130', P, 1.2, 128, A, 139, 46.3),
    ice('1.6 CDTi 136', D, 1.6, 134, MA, 124, 57.6), ice('1.5 Turbo D 110', D, 1.5, 108, M, 115, 60.1),
    ice('1.2 Hybrid 136', H, 1.2, 134, A, 117, 54.3), ev('Electric 50kWh', 134, 201, 3.7)]),
  car('Vauxhall', 'Crossland', ['SE', 'Design', 'SRi', 'Elite', 'GS Line', 'Ultimate'], ['SUV'], [5], [5], 22000, [2017, 2024], [8, 20], 42, [
    ice('1.2 83', P, 1.2, 82, M, 128, 50.4), ice('1.2 Turbo 110', P, 1.2, 108, MA, 133, 48.7),
    ice('1.2 Turbo 130', P, 1.2, 128, A, 140, 45.6), ice('1.5 Turbo D 110', D, 1.5, 108, M, 118, 61.4)]),
  car('Vauxhall', 'Grandland', ['SE', 'Design', 'SRi', 'Elite', 'GS Line', 'GS', 'Ultimate'], ['SUV'], [5], [5], 32000, [2018, null], [14, 30], 45, [
    ice('1.2 Turbo 130', P, 1.2, 128, MA, 145, 44.1), ice('1.5 Turbo D 130', D, 1.5, 128, MA, 127, 57.6),
    ice('1.2 Hybrid 136', H, 1.2, 134, A, 128, 50.4), phev('1.6 Turbo Hybrid 225', H, 1.6, 221, A, 40, 34, 188.3, 4.8),
    ev('Electric 73kWh', 210, 323, 4.1)]),
  car('Vauxhall', 'Insignia', ['Design', 'SRi', 'SRi VX-Line', 'Elite', 'GSi'], ['Hatchback', 'Estate'], [5], [5], 27500, [2009, 2022], [14, 35], 38, [
    ice('2.0 CDTi 130', D, 2.0, 128, MA, 119, 55.4), ice('1.6 Turbo D 136', D, 1.6, 134, MA, 119, 55.4),
    ice('1.5 Turbo 165', P, 1.5, 163, MA, 140, 45.6), ice('2.0 BiTurbo D 210', D, 2.0, 207, A, 197, 37.7)]),

  // Volkswagen
  car('Volkswagen', 'up!', ['Take up!', 'Move up!', 'High up!', 'Beats up!', 'up! GTI'], ['Hatchback'], [3, 5], [4], 14500, [2012, 2023], [1, 18], 40, [
    ice('1.0 60', P, 1.0, 59, MA, 110, 54.3), ice('1.0 75', P, 1.0, 74, M, 112, 54.3),
    ice('1.0 TSI 115 GTI', P, 1.0, 113, M, 127, 50.4), ev('e-up! 32kWh', 82, 159, 4.6)]),
  car('Volkswagen', 'Polo', ['S', 'SE', 'Match', 'Life', 'Style', 'R-Line', 'GTI'], ['Hatchback'], [3, 5], [5], 21500, [2002, null], [3, 29], 85, [
    ice('1.0 65', P, 1.0, 64, M, 122, 53.3), ice('1.2 TSI 90', P, 1.2, 89, MA, 116, 55.4),
    ice('1.0 TSI 95', P, 1.0, 94, MA, 118, 54.3), ice('1.4 TDI 90', D, 1.4, 89, M, 97, 70.6),
    ice('1.6 TDI 95', D, 1.6, 94, MA, 110, 61.4), ice('2.0 TSI GTI 207', P, 2.0, 204, A, 146, 43.5)]),
  car('Volkswagen', 'Golf', ['S', 'SE', 'Match', 'Life', 'Style', 'R-Line', 'GT', 'GTD', 'GTE', 'GTI', 'R'], ['Hatchback', 'Estate'], [3, 5], [5], 28500, [2004, null], [10, 38], 95, [
    ice('1.0 TSI 110', P, 1.0, 108, M, 121, 53.3), ice('1.5 TSI 130', P, 1.5, 128, M, 129, 50.4),
    ice('1.5 eTSI 150', H, 1.5, 148, A, 128, 50.4), ice('1.6 TDI 115', D, 1.6, 113, MA, 110, 62.8),
    ice('2.0 TDI 150', D, 2.0, 148, MA, 114, 61.4), phev('1.4 TSI eHybrid GTE', H, 1.4, 242, A, 40, 25, 256.8, 4.7),
    ice('2.0 TSI GTI 245', P, 2.0, 242, MA, 163, 39.2), ice('2.0 TSI R 320', P, 2.0, 316, A, 188, 34.4),
    ev('e-Golf 35.8kWh', 134, 144, 3.7)]),
  car('Volkswagen', 'T-Cross', ['S', 'SE', 'Life', 'United', 'Style', 'R-Line'], ['SUV'], [5], [5], 23500, [2019, null], [9, 16], 38, [
    ice('1.0 TSI 95', P, 1.0, 94, M, 128, 50.4), ice('1.0 TSI 115', P, 1.0, 113, MA, 131, 48.7),
    ice('1.5 TSI 150', P, 1.5, 148, A, 142, 45.6), ice('1.6 TDI 95', D, 1.6, 94, MA, 120, 57.6)]),
  car('Volkswagen', 'T-Roc', ['S', 'SE', 'Life', 'Style', 'R-Line', 'Black Edition', 'R'], ['SUV', 'Convertible'], [2, 5], [4, 5], 28500, [2017, null], [11, 33], 65, [
    ice('1.0 TSI 110', P, 1.0, 108, M, 135, 47.1), ice('1.5 TSI 150', P, 1.5, 148, MA, 140, 45.6),
    ice('2.0 TDI 150', D, 2.0, 148, MA, 140, 48.7), ice('2.0 TSI R 300', P, 2.0, 296, A, 200, 32.1)]),
  car('Volkswagen', 'Tiguan', ['S', 'SE', 'Life', 'Match', 'Elegance', 'R-Line', 'R'], ['SUV'], [5], [5], 36500, [2008, null], [14, 35], 55, [
    ice('1.5 TSI 150', P, 1.5, 148, MA, 157, 41.5), ice('2.0 TDI 150', D, 2.0, 148, MA, 146, 49.6),
    ice('2.0 TSI 190 4Motion', P, 2.0, 187, A, 186, 34.5), phev('1.4 TSI eHybrid 245', H, 1.4, 242, A, 30, 38, 168.1, 5.4),
    ice('2.0 TSI R 320', P, 2.0, 316, A, 221, 28.8)]),
  car('Volkswagen', 'Passat', ['S', 'SE', 'SE Business', 'GT', 'R-Line', 'Elegance', 'GTE'], ['Saloon', 'Estate'], [4, 5], [5], 39000, [2005, null], [15, 32], 32, [
    ice('1.6 TDI 120', D, 1.6, 118, MA, 109, 60.1), ice('2.0 TDI 150', D, 2.0, 148, MA, 120, 57.6),
    ice('2.0 TDI 190', D, 2.0, 187, A, 133, 53.3), ice('1.5 TSI 150', P, 1.5, 148, MA, 136, 47.1),
    phev('1.4 TSI GTE', H, 1.4, 215, A, 35, 33, 176.6, 5.1)]),
  car('Volkswagen', 'ID.3', ['Pure', 'Life', 'Style', 'Family', 'Business', 'Tour', 'Max', 'GTX'], ['Hatchback'], [5], [5], 31000, [2020, null], [20, 33], 30, [
    ev('Pure 52kWh', 168, 241, 4.3), ev('Pro 58kWh', 201, 264, 4.2),
    ev('Pro S 77kWh', 201, 346, 4.1), ev('GTX 79kWh', 321, 373, 4.3)]),
  car('Volkswagen', 'ID.4', ['Pure', 'Life', 'Style', 'Family', 'Pro', 'Max', 'GTX'], ['SUV'], [5], [5], 40000, [2021, null], [22, 36], 28, [
    ev('Pure 52kWh', 168, 221, 3.9), ev('Pro 77kWh', 201, 323, 3.9),
    ev('Pro 77kWh 286', 282, 348, 4.2), ev('GTX 77kWh', 295, 301, 3.6)]),

  // BMW
  car('BMW', '1 Series', ['SE', 'Sport', 'M Sport', 'M135i', 'M140i'], ['Hatchback'], [3, 5], [5], 31000, [2004, null], [14, 36], 60, [
    ice('116d', D, 1.5, 114, MA, 106, 60.1), ice('118i', P, 1.5, 134, MA, 126, 50.4),
    ice('118d', D, 2.0, 148, MA, 117, 60.1), ice('120d xDrive', D, 2.0, 187, A, 127, 56.5),
    ice('M135i xDrive', P, 2.0, 302, A, 170, 37.7), ice('M140i', P, 3.0, 335, MA, 179, 36.2)]),
  car('BMW', '3 Series', ['SE', 'Sport', 'Luxury', 'M Sport', 'M Sport Pro', 'M340i'], ['Saloon', 'Estate'], [4, 5], [5], 41500, [2005, null], [24, 42], 70, [
    ice('318d', D, 2.0, 148, MA, 123, 57.6), ice('320d', D, 2.0, 187, MA, 123, 57.6),
    ice('320i', P, 2.0, 181, A, 146, 44.1), phev('330e', H, 2.0, 288, A, 36, 36, 176.6, 4.7),
    ice('330d xDrive', D, 3.0, 282, A, 150, 48.7), ice('M340i xDrive', P, 3.0, 369, A, 178, 36.2)]),
  car('BMW', '4 Series', ['Sport', 'M Sport', 'M Sport Pro', 'M440i'], ['Coupe', 'Convertible', 'Hatchback'], [2, 5], [4, 5], 46500, [2013, null], [30, 42], 25, [
    ice('420i', P, 2.0, 181, A, 150, 42.8), ice('420d', D, 2.0, 187, MA, 126, 57.6),
    ice('430d', D, 3.0, 254, A, 144, 49.6), ice('M440i xDrive', P, 3.0, 369, A, 178, 36.2)]),
  car('BMW', '5 Series', ['SE', 'Sport', 'M Sport', 'M Sport Pro'], ['Saloon', 'Estate'], [4, 5], [5], 51500, [2003, null], [30, 45], 35, [
    ice('520d', D, 2.0, 187, MA, 133, 56.5), ice('520i', P, 2.0, 181, A, 145, 44.1),
    ice('530d', D, 3.0, 282, A, 155, 47.9), phev('530e', H, 2.0, 288, A, 36, 37, 176.6, 4.7),
    ice('540i xDrive', P, 3.0, 335, A, 185, 34.9)]),
  car('BMW', 'X1', ['SE', 'Sport', 'xLine', 'M Sport'], ['SUV'], [5], [5], 37500, [2009, null], [20, 35], 45, [
    ice('sDrive18i', P, 1.5, 134, A, 135, 47.9), ice('sDrive18d', D, 2.0, 148, MA, 125, 57.6),
    ice('xDrive20d', D, 2.0, 187, A, 137, 53.3), phev('xDrive25e', H, 1.5, 217, A, 32, 41, 157.0, 5.3)]),
  car('BMW', 'X3', ['SE', 'xLine', 'M Sport', 'M Sport Pro', 'M40d', 'M40i'], ['SUV'], [5], [5], 49500, [2004, null], [30, 44], 45, [
    ice('xDrive20d', D, 2.0, 187, A, 153, 48.7), ice('xDrive30d', D, 3.0, 282, A, 176, 42.2),
    phev('xDrive30e', H, 2.0, 288, A, 31, 45, 141.2, 5.1),
    ice('M40i', P, 3.0, 355, A, 214, 30.1)]),
  car('BMW', 'X5', ['SE', 'xLine', 'M Sport', 'M Sport Pro', 'M50d', 'M60i'], ['SUV'], [5], [5, 7], 72500, [2004, null], [40, 50], 25, [
    ice('xDrive30d', D, 3.0, 282, A, 180, 41.5), ice('xDrive40d MHT', HD, 3.0, 335, A, 186, 39.8),
    phev('xDrive45e', H, 3.0, 389, A, 54, 29, 235.4, 3.7),
    phev('xDrive50e', H, 3.0, 483, A, 67, 21, 313.9, 3.2),
    ice('M50d', D, 3.0, 394, A, 201, 36.7)]),
  car('BMW', 'i3', ['Standard', 'Loft', 'Lodge', 'Suite', 'i3s'], ['Hatchback'], [5], [4], 35500, [2013, 2022], [18, 25], 18, [
    ev('60Ah', 168, 81, 4.1), ev('94Ah', 168, 114, 4),
    ev('120Ah', 168, 188, 3.9), phev('94Ah REx', H, 0.6, 168, A, 126, 12, 470.8, 4)]),
  car('BMW', 'i4', ['Sport', 'M Sport', 'M Sport Pro', 'M50'], ['Hatchback'], [5], [5], 51500, [2021, null], [40, 50], 20, [
    ev('eDrive35', 282, 300, 3.9), ev('eDrive40', 335, 365, 4),
    ev('M50 xDrive', 536, 318, 3.4)]),
  car('BMW', 'iX', ['Sport', 'M Sport', 'M60'], ['SUV'], [5], [5], 71500, [2021, null], [45, 50], 10, [
    ev('xDrive40', 322, 257, 3.2), ev('xDrive50', 516, 380, 3.3),
    ev('M60', 611, 348, 3)]),

  // Audi
  car('Audi', 'A1', ['SE', 'Technik', 'Sport', 'S line', 'Black Edition', 'Vorsprung'], ['Hatchback'], [3, 5], [5], 23500, [2010, null], [10, 31], 45, [
    ice('25 TFSI', P, 1.0, 94, M, 124, 51.4), ice('30 TFSI', P, 1.0, 108, MA, 125, 51.4),
    ice('35 TFSI', P, 1.5, 148, A, 135, 47.1), ice('1.6 TDI 116', D, 1.6, 114, MA, 99, 67.3),
    ice('40 TFSI', P, 2.0, 204, A, 147, 43.5)]),
  car('Audi', 'A3', ['SE', 'Technik', 'Sport', 'S line', 'Black Edition', 'Vorsprung'], ['Hatchback', 'Saloon', 'Convertible'], [2, 3, 4, 5], [4, 5], 29500, [2003, null], [14, 33], 60, [
    ice('30 TFSI', P, 1.0, 108, MA, 123, 52.3), ice('35 TFSI', P, 1.5, 148, MA, 128, 50.4),
    ice('1.6 TDI 110', D, 1.6, 108, MA, 106, 62.8), ice('35 TDI', D, 2.0, 148, A, 114, 61.4),
    phev('40 TFSI e', H, 1.4, 201, A, 41, 25, 256.8, 4.8)]),
  car('Audi', 'A4', ['SE', 'Technik', 'Sport', 'S line', 'Black Edition', 'Vorsprung'], ['Saloon', 'Estate'], [4, 5], [5], 36500, [2001, 2025], [21, 36], 45, [
    ice('2.0 TDI 150', D, 2.0, 148, MA, 114, 60.1), ice('35 TDI', D, 2.0, 161, A, 126, 58.9),
    ice('40 TDI quattro', D, 2.0, 201, A, 138, 53.3), ice('35 TFSI', P, 2.0, 148, A, 141, 45.6),
    ice('45 TFSI quattro', P, 2.0, 261, A, 166, 38.7)]),
  car('Audi', 'A5', ['Sport', 'S line', 'Black Edition', 'Vorsprung'], ['Coupe', 'Convertible', 'Hatchback'], [2, 5], [4, 5], 40500, [2007, null], [24, 38], 30, [
    ice('2.0 TDI 190', D, 2.0, 187, MA, 121, 57.6), ice('40 TDI quattro', D, 2.0, 201, A, 131, 55.4),
    ice('35 TFSI', P, 2.0, 148, A, 143, 44.8), ice('40 TFSI', P, 2.0, 201, A, 148, 42.8)]),
  car('Audi', 'A6', ['Sport', 'S line', 'Black Edition', 'Vorsprung'], ['Saloon', 'Estate'], [4, 5], [5], 46500, [2004, null], [26, 43], 30, [
    ice('2.0 TDI Ultra 190', D, 2.0, 187, MA, 118, 60.1), ice('40 TDI', D, 2.0, 201, A, 134, 55.4),
    ice('50 TDI quattro', D, 3.0, 282, A, 163, 44.8), ice('45 TFSI quattro', P, 2.0, 261, A, 173, 37.2),
    phev('50 TFSI e quattro', H, 2.0, 295, A, 33, 46, 141.2, 4.9)]),
  car('Audi', 'Q2', ['SE', 'Technik', 'Sport', 'S line', 'Black Edition', 'Vorsprung'], ['SUV'], [5], [5], 27500, [2016, null], [14, 26], 28, [
    ice('30 TFSI', P, 1.0, 108, M, 127, 48.7), ice('35 TFSI', P, 1.5, 148, MA, 137, 46.3),
    ice('30 TDI', D, 1.6, 114, MA, 117, 56.5)]),
  car('Audi', 'Q3', ['Sport', 'S line', 'Black Edition', 'Vorsprung'], ['SUV'], [5], [5], 36500, [2011, null], [20, 35], 40, [
    ice('35 TFSI', P, 1.5, 148, MA, 146, 44.1), ice('35 TDI', D, 2.0, 148, MA, 139, 50.4),
    ice('40 TDI quattro', D, 2.0, 197, A, 163, 45.6), phev('45 TFSI e', H, 1.4, 242, A, 31, 35, 176.6, 5.3)]),
  car('Audi', 'Q5', ['Sport', 'S line', 'Black Edition', 'Vorsprung'], ['SUV'], [5], [5], 49500, [2008, null], [31, 42], 35, [
    ice('2.0 TDI quattro 190', D, 2.0, 187, A, 140, 47.1), ice('40 TDI quattro', D, 2.0, 201, A, 156, 47.1),
    ice('45 TFSI quattro', P, 2.0, 261, A, 191, 36.2), phev('50 TFSI e quattro', H, 2.0, 295, A, 33, 49, 134.5, 4.9)]),
  car('Audi', 'Q4 e-tron', ['Sport', 'S line', 'Black Edition', 'Vorsprung'], ['SUV'], [5], [5], 50000, [2021, null], [30, 40], 18, [
    ev('35 e-tron', 168, 207, 3.6), ev('40 e-tron', 201, 316, 3.7),
    ev('45 e-tron', 282, 329, 3.6), ev('50 e-tron quattro', 295, 303, 3.4)]),

  // Mercedes-Benz
  car('Mercedes-Benz', 'A-Class', ['SE', 'Sport', 'AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus', 'AMG Line Executive'], ['Hatchback', 'Saloon'], [4, 5], [5], 33500, [2004, null], [16, 35], 60, [
    ice('A180', P, 1.3, 134, A, 134, 47.9), ice('A200', P, 1.3, 161, MA, 133, 48.7),
    ice('A180d', D, 1.5, 114, A, 114, 62.8), ice('A200d', D, 2.0, 148, A, 118, 58.9),
    phev('A250e', H, 1.3, 215, A, 44, 22, 282.5, 4.6),
    ice('A35 AMG 4Matic', P, 2.0, 302, A, 196, 32.8)]),
  car('Mercedes-Benz', 'C-Class', ['SE', 'Sport', 'AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus'], ['Saloon', 'Estate', 'Coupe', 'Convertible'], [2, 4, 5], [4, 5], 47500, [2001, null], [26, 42], 50, [
    ice('C200', P, 1.5, 201, A, 150, 42.8), ice('C220d', D, 2.0, 197, A, 130, 56.5),
    ice('C250d', D, 2.1, 201, A, 117, 58.9), phev('C300e', H, 2.0, 308, A, 62, 16, 400.0, 3.9),
    phev('C300de', HD, 2.0, 302, A, 30, 36, 201.8, 5.1)]),
  car('Mercedes-Benz', 'E-Class', ['SE', 'Sport', 'AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus', 'AMG Line Night Edition'], ['Saloon', 'Estate', 'Coupe', 'Convertible'], [2, 4, 5], [4, 5], 54500, [2002, null], [30, 45], 30, [
    ice('E200', P, 2.0, 194, A, 155, 41.5), ice('E220d', D, 2.0, 191, A, 136, 54.3),
    phev('E300de', HD, 2.0, 302, A, 32, 40, 166.2, 4.9),
    phev('E300e', H, 2.0, 315, A, 32, 41, 156.9, 4.9),
    ice('E350d', D, 3.0, 282, A, 160, 44.1)]),
  car('Mercedes-Benz', 'CLA', ['Sport', 'AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus'], ['Coupe', 'Estate'], [4, 5], [5], 38500, [2013, null], [24, 38], 25, [
    ice('CLA180', P, 1.3, 134, A, 137, 46.3), ice('CLA200', P, 1.3, 161, A, 138, 46.3),
    ice('CLA220d', D, 2.0, 187, A, 124, 58.9), phev('CLA250e', H, 1.3, 215, A, 43, 24, 256.8, 4.7)]),
  car('Mercedes-Benz', 'GLA', ['Sport', 'AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus'], ['SUV'], [5], [5], 40500, [2014, null], [24, 38], 35, [
    ice('GLA180', P, 1.3, 134, A, 144, 44.8), ice('GLA200', P, 1.3, 161, A, 142, 44.8),
    ice('GLA200d', D, 2.0, 148, A, 133, 55.4), phev('GLA250e', H, 1.3, 215, A, 37, 33, 201.8, 5)]),
  car('Mercedes-Benz', 'GLC', ['Sport', 'AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus'], ['SUV', 'Coupe'], [5], [5], 57500, [2015, null], [33, 44], 30, [
    ice('GLC220d 4Matic', D, 2.0, 194, A, 162, 45.6), ice('GLC300d 4Matic', D, 2.0, 242, A, 170, 43.5),
    phev('GLC300de 4Matic', HD, 2.0, 302, A, 27, 48, 141.2, 5.4),
    phev('GLC300e 4Matic', H, 2.0, 308, A, 61, 17, 353.1, 3.9)]),
  car('Mercedes-Benz', 'GLE', ['AMG Line', 'AMG Line Premium', 'AMG Line Premium Plus'], ['SUV', 'Coupe'], [5], [5, 7], 75500, [2015, null], [40, 50], 12, [
    ice('GLE300d 4Matic', D, 2.0, 241, A, 191, 38.7), phev('GLE350de 4Matic', HD, 2.0, 315, A, 66, 29, 256.8, 3.8),
    ice('GLE400d 4Matic', D, 2.9, 325, A, 210, 35.3), ice('GLE450 4Matic', P, 3.0, 362, A, 230, 28.0)]),

  // Toyota
  car('Toyota', 'Aygo', ['x', 'x-play', 'x-pression', 'x-trend', 'x-clusiv'], ['Hatchback'], [3, 5], [4], 13500, [2005, 2022], [3, 9], 45, [
    ice('1.0 VVT-i 69', P, 1.0, 68, MA, 108, 56.5), ice('1.0 VVT-i 72', P, 1.0, 71, MA, 108, 56.5)]),
  car('Toyota', 'Aygo X', ['Pure', 'Edge', 'Exclusive', 'GR Sport', 'Air Edge'], ['Hatchback'], [5], [4], 17000, [2022, null], [6, 10], 28, [
    ice('1.0 VVT-i 72', P, 1.0, 71, MA, 110, 58.9), ice('1.5 Hybrid 116', H, 1.5, 114, A, 86, 74.3)]),
  car('Toyota', 'Yaris', ['Active', 'Icon', 'Design', 'Excel', 'Dynamic', 'GR Sport', 'Premiere Edition'], ['Hatchback'], [3, 5], [5], 23000, [2005, null], [5, 18], 65, [
    ice('1.0 VVT-i 69', P, 1.0, 68, M, 114, 55.4), ice('1.33 VVT-i 99', P, 1.3, 98, MA, 123, 51.4),
    ice('1.5 VVT-i 111', P, 1.5, 110, MA, 119, 53.3), ice('1.5 Hybrid 100', H, 1.5, 99, A, 92, 65.7),
    ice('1.5 Hybrid 116', H, 1.5, 114, A, 92, 68.9), ice('1.5 Hybrid 130', H, 1.5, 128, A, 97, 65.7)]),
  car('Toyota', 'Yaris Cross', ['Icon', 'Design', 'Excel', 'GR Sport', 'Premiere Edition'], ['SUV'], [5], [5], 26500, [2021, null], [14, 21], 40, [
    ice('1.5 Hybrid 116', H, 1.5, 114, A, 102, 62.8), ice('1.5 Hybrid 116 AWD-i', H, 1.5, 114, A, 112, 56.5),
    ice('1.5 Hybrid 130', H, 1.5, 128, A, 100, 64.2)]),
  car('Toyota', 'Auris', ['Active', 'Icon', 'Business Edition', 'Design', 'Excel'], ['Hatchback', 'Estate'], [3, 5], [5], 20500, [2007, 2019], [8, 18], 40, [
    ice('1.33 VVT-i 99', P, 1.3, 98, M, 136, 47.1), ice('1.2T 116', P, 1.2, 114, MA, 130, 49.6),
    ice('1.4 D-4D 90', D, 1.4, 89, M, 104, 65.7), ice('1.8 VVT-i Hybrid', H, 1.8, 134, A, 91, 65.7)]),
  car('Toyota', 'Corolla', ['Icon', 'Design', 'GR Sport', 'Excel', 'Trek', 'Premiere Edition'], ['Hatchback', 'Estate', 'Saloon'], [4, 5], [5], 30500, [2019, null], [14, 27], 50, [
    ice('1.2T 116', P, 1.2, 114, M, 142, 45.6), ice('1.8 Hybrid 122', H, 1.8, 120, A, 101, 62.8),
    ice('1.8 Hybrid 140', H, 1.8, 138, A, 102, 64.2), ice('2.0 Hybrid 184', H, 2.0, 181, A, 110, 57.6)]),
  car('Toyota', 'C-HR', ['Icon', 'Design', 'Excel', 'Dynamic', 'GR Sport', 'Orange Edition'], ['SUV'], [5], [5], 32000, [2016, null], [15, 30], 45, [
    ice('1.2T 116', P, 1.2, 114, MA, 141, 45.6), ice('1.8 Hybrid 122', H, 1.8, 121, A, 110, 57.6),
    ice('2.0 Hybrid 184', H, 2.0, 181, A, 118, 53.3), phev('2.0 Plug-in Hybrid 223', H, 2.0, 220, A, 41, 19, 353.1, 4.7)]),
  car('Toyota', 'RAV4', ['Icon', 'Design', 'Excel', 'Dynamic', 'GR Sport'], ['SUV'], [5], [5], 39500, [2001, null], [22, 37], 35, [
    ice('2.0 D-4D 124', D, 2.0, 123, M, 147, 49.6), ice('2.5 Hybrid 2WD', H, 2.5, 215, A, 126, 51.4),
    ice('2.5 Hybrid AWD-i', H, 2.5, 219, A, 128, 50.4),
    phev('2.5 Plug-in Hybrid 306', H, 2.5, 302, A, 46, 22, 282.5, 4.2)]),
  car('Toyota', 'Prius', ['Active', 'Business Edition', 'Excel'], ['Hatchback'], [5], [5], 33500, [2004, null], [12, 30], 25, [
    ice('1.8 VVT-i Hybrid', H, 1.8, 121, A, 94, 67.3), phev('1.8 Plug-in Hybrid', H, 1.8, 121, A, 30, 28, 217.3, 5.9),
    phev('2.0 Plug-in Hybrid', H, 2.0, 220, A, 53, 20, 313.9, 4.3)]),

  // Nissan
  car('Nissan', 'Micra', ['Visia', 'Acenta', 'N-Connecta', 'Tekna', 'N-Sport'], ['Hatchback'], [5], [5], 18000, [2003, 2023], [2, 14], 45, [
    ice('1.2 80', P, 1.2, 79, MA, 124, 51.4), ice('0.9 IG-T 90', P, 0.9, 89, M, 116, 52.3),
    ice('1.0 IG-T 100', P, 1.0, 99, MA, 117, 52.3), ice('1.5 dCi 90', D, 1.5, 89, M, 99, 68.9)]),
  car('Nissan', 'Juke', ['Visia', 'Acenta', 'N-Connecta', 'N-Design', 'Tekna', 'Tekna+', 'Nismo RS'], ['SUV'], [5], [5], 23000, [2010, null], [9, 25], 65, [
    ice('1.6 94', P, 1.6, 93, M, 139, 47.5), ice('1.2 DIG-T 115', P, 1.2, 113, M, 128, 49.6),
    ice('1.5 dCi 110', D, 1.5, 108, M, 104, 67.3), ice('1.0 DIG-T 114', P, 1.0, 113, MA, 136, 47.1),
    ice('1.6 Hybrid 143', H, 1.6, 141, A, 114, 56.5)]),
  car('Nissan', 'Qashqai', ['Visia', 'Acenta', 'Acenta Premium', 'N-Connecta', 'N-Design', 'Tekna', 'Tekna+'], ['SUV'], [5], [5, 7], 30500, [2007, null], [11, 25], 95, [
    ice('1.2 DIG-T 115', P, 1.2, 113, MA, 129, 50.4), ice('1.3 DIG-T 140', P, 1.3, 138, M, 143, 44.8),
    ice('1.3 DIG-T MHEV 158', H, 1.3, 156, A, 145, 44.1), ice('1.5 dCi 110', D, 1.5, 108, M, 117, 61.4),
    ice('1.6 dCi 130', D, 1.6, 128, MA, 129, 57.6), ice('1.5 e-Power 190', H, 1.5, 187, A, 116, 55.4)]),
  car('Nissan', 'X-Trail', ['Visia', 'Acenta', 'N-Connecta', 'Tekna', 'Tekna+'], ['SUV'], [5], [5, 7], 36500, [2001, null], [17, 30], 28, [
    ice('1.6 dCi 130', D, 1.6, 128, MA, 139, 52.3), ice('2.0 dCi 177', D, 2.0, 175, A, 162, 44.8),
    ice('1.3 DIG-T 160', P, 1.3, 157, A, 155, 41.5), ice('1.5 e-Power 204', H, 1.5, 201, A, 136, 47.1),
    ice('1.5 e-4orce 213', H, 1.5, 210, A, 143, 44.8)]),
  car('Nissan', 'Leaf', ['Visia', 'Acenta', 'N-Connecta', 'Tekna', 'e+ Tekna'], ['Hatchback'], [5], [5], 29000, [2011, 2024], [17, 26], 35, [
    ev('24kWh', 107, 84, 3.2, 'Type 2 / CHAdeMO'), ev('30kWh', 107, 107, 3.3, 'Type 2 / CHAdeMO'),
    ev('40kWh', 148, 168, 3.9, 'Type 2 / CHAdeMO'), ev('e+ 62kWh', 214, 239, 3.5, 'Type 2 / CHAdeMO')]),
  car('Nissan', 'Ariya', ['Engage', 'Advance', 'Evolve', 'e-4orce Evolve'], ['SUV'], [5], [5], 40000, [2022, null], [28, 40], 10, [
    ev('63kWh', 214, 250, 3.7), ev('87kWh', 239, 329, 3.5),
    ev('e-4orce 87kWh', 302, 285, 3)]),

  // Kia
  car('Kia', 'Picanto', ['1', '2', '3', 'GT-Line', 'X-Line', 'GT-Line S'], ['Hatchback'], [5], [4, 5], 13500, [2004, null], [1, 10], 40, [
    ice('1.0 67', P, 1.0, 66, MA, 110, 58.9), ice('1.25 84', P, 1.2, 83, MA, 119, 54.3),
    ice('1.0 T-GDi 100', P, 1.0, 99, M, 114, 55.4)]),
  car('Kia', 'Rio', ['1', '2', '3', 'GT-Line', 'GT-Line S', '4'], ['Hatchback'], [5], [5], 18500, [2005, 2023], [4, 14], 28, [
    ice('1.25 84', P, 1.2, 83, M, 122, 52.3), ice('1.0 T-GDi 100', P, 1.0, 99, MA, 117, 54.3),
    ice('1.0 T-GDi 120 MHEV', H, 1.0, 118, MA, 117, 54.3), ice('1.4 CRDi 90', D, 1.4, 88, M, 98, 70.6)]),
  car('Kia', 'Ceed', ['1', '2', '3', 'GT-Line', 'GT-Line S', 'GT'], ['Hatchback', 'Estate'], [5], [5], 24500, [2007, null], [10, 28], 35, [
    ice('1.0 T-GDi 120', P, 1.0, 118, M, 124, 51.4), ice('1.4 T-GDi 140', P, 1.4, 138, MA, 132, 48.7),
    ice('1.6 CRDi 136 48V', HD, 1.6, 134, MA, 113, 60.1), phev('1.6 GDi PHEV', H, 1.6, 139, A, 37, 33, 201.8, 5.3),
    ice('1.6 T-GDi GT 204', P, 1.6, 201, MA, 170, 37.7)]),
  car('Kia', 'Niro', ['2', '3', '4', 'First Edition'], ['SUV'], [5], [5], 30500, [2016, null], [13, 30], 35, [
    ice('1.6 GDi Hybrid', H, 1.6, 139, A, 110, 58.9), phev('1.6 GDi PHEV', H, 1.6, 139, A, 38, 31, 201.8, 5.2),
    ev('e-Niro 39kWh', 134, 180, 4.2), ev('e-Niro 64kWh', 201, 282, 4.1),
    ev('EV 64.8kWh', 201, 285, 4)]),
  car('Kia', 'Sportage', ['1', '2', '3', 'GT-Line', '4', 'GT-Line S'], ['SUV'], [5], [5], 30500, [2004, null], [13, 31], 80, [
    ice('1.6 GDi 132', P, 1.6, 130, M, 158, 40.9), ice('1.6 T-GDi 150', P, 1.6, 148, MA, 160, 40.4),
    ice('1.7 CRDi 115', D, 1.7, 114, M, 130, 55.4), ice('1.6 CRDi 136 48V', HD, 1.6, 134, MA, 140, 51.4),
    ice('1.6 T-GDi HEV 230', H, 1.6, 226, A, 133, 49.6), phev('1.6 T-GDi PHEV 265', H, 1.6, 261, A, 43, 25, 252.2, 4.5)]),
  car('Kia', 'Sorento', ['KX-1', 'KX-2', 'KX-3', 'KX-4', '2', '3', '4'], ['SUV'], [5], [7], 47500, [2010, null], [25, 37], 15, [
    ice('2.2 CRDi 197', D, 2.2, 197, MA, 170, 43.5), ice('2.2 CRDi 202', D, 2.2, 199, A, 173, 42.8),
    ice('1.6 T-GDi HEV', H, 1.6, 226, A, 158, 40.4), phev('1.6 T-GDi PHEV', H, 1.6, 261, A, 35, 38, 176.6, 4.9)]),
  car('Kia', 'EV6', ['Air', 'GT-Line', 'GT-Line S', 'GT'], ['SUV'], [5], [5], 45500, [2021, null], [38, 50], 15, [
    ev('Standard Range 58kWh RWD', 168, 245, 3.9), ev('Long Range 77.4kWh RWD', 225, 328, 3.9),
    ev('Long Range 77.4kWh AWD', 321, 300, 3.6), ev('GT 77.4kWh AWD', 577, 263, 3.1)]),

  // Hyundai
  car('Hyundai', 'i10', ['S', 'SE', 'SE Connect', 'Premium', 'N Line'], ['Hatchback'], [5], [4, 5], 14500, [2008, null], [1, 10], 40, [
    ice('1.0 66', P, 1.0, 66, MA, 113, 56.5), ice('1.2 87', P, 1.2, 86, MA, 118, 54.3),
    ice('1.0 T-GDi 100 N Line', P, 1.0, 99, M, 118, 53.3)]),
  car('Hyundai', 'i20', ['S', 'SE', 'SE Connect', 'Premium', 'Ultimate', 'N Line', 'N'], ['Hatchback'], [3, 5], [5], 20500, [2009, null], [4, 32], 40, [
    ice('1.2 84', P, 1.2, 83, M, 124, 51.4), ice('1.4 CRDi 90', D, 1.4, 89, M, 100, 68.9),
    ice('1.0 T-GDi 100', P, 1.0, 99, MA, 121, 53.3), ice('1.0 T-GDi 48V 100', H, 1.0, 99, MA, 118, 54.3),
    ice('1.6 T-GDi N 204', P, 1.6, 201, M, 158, 40.4)]),
  car('Hyundai', 'i30', ['S', 'SE', 'SE Nav', 'Premium', 'N Line', 'N Line S', 'N', 'N Performance'], ['Hatchback', 'Estate'], [5], [5], 24500, [2007, 2024], [9, 32], 28, [
    ice('1.0 T-GDi 120', P, 1.0, 118, MA, 128, 50.4), ice('1.4 T-GDi 140', P, 1.4, 138, MA, 133, 48.7),
    ice('1.6 CRDi 110', D, 1.6, 108, MA, 109, 62.8), ice('1.5 T-GDi 48V 160', H, 1.5, 157, MA, 129, 49.6),
    ice('2.0 T-GDi N 280', P, 2.0, 276, MA, 178, 36.2)]),
  car('Hyundai', 'Kona', ['S', 'SE', 'SE Connect', 'Premium', 'N Line', 'Ultimate', 'N'], ['SUV'], [5], [5], 27500, [2017, null], [12, 30], 45, [
    ice('1.0 T-GDi 120', P, 1.0, 118, MA, 135, 47.9), ice('1.6 T-GDi 198', P, 1.6, 195, A, 166, 38.7),
    ice('1.6 GDi Hybrid 141', H, 1.6, 139, A, 110, 58.9),
    ev('Electric 39kWh', 134, 189, 4.5), ev('Electric 64kWh', 201, 300, 4.3),
    ev('Electric 65kWh', 215, 319, 4.5)]),
  car('Hyundai', 'Tucson', ['S', 'SE', 'SE Connect', 'Premium', 'N Line', 'Ultimate'], ['SUV'], [5], [5], 33500, [2004, null], [13, 30], 55, [
    ice('1.6 GDi 132', P, 1.6, 130, M, 158, 40.9), ice('1.7 CRDi 115', D, 1.7, 114, M, 129, 56.5),
    ice('2.0 CRDi 185 4WD', D, 2.0, 182, A, 170, 43.5), ice('1.6 T-GDi 48V 150', H, 1.6, 148, MA, 148, 43.5),
    ice('1.6 T-GDi HEV 230', H, 1.6, 226, A, 131, 49.6), phev('1.6 T-GDi PHEV 265', H, 1.6, 261, A, 38, 31, 201.8, 4.7)]),
  car('Hyundai', 'Ioniq 5', ['Premium', 'Ultimate', 'Project 45', 'N Line', 'N'], ['SUV'], [5], [5], 40500, [2021, null], [31, 50], 18, [
    ev('58kWh RWD', 168, 238, 3.8), ev('73kWh RWD', 214, 298, 3.8),
    ev('77.4kWh AWD', 321, 285, 3.4), ev('84kWh RWD', 225, 354, 3.9),
    ev('N 84kWh', 601, 278, 3)]),

  // Peugeot
  car('Peugeot', '108', ['Access', 'Active', 'Allure', 'Collection', 'GT Line'], ['Hatchback'], [3, 5], [4], 12500, [2014, 2021], [2, 10], 25, [
    ice('1.0 VTi 72', P, 1.0, 71, MA, 108, 54.3), ice('1.2 PureTech 82', P, 1.2, 81, M, 115, 53.3)]),
  car('Peugeot', '208', ['Access', 'Active', 'Allure', 'GT Line', 'GT', 'GTi'], ['Hatchback'], [3, 5], [5], 20500, [2012, null], [3, 30], 70, [
    ice('1.2 PureTech 75', P, 1.2, 74, M, 124, 51.4), ice('1.2 PureTech 100', P, 1.2, 99, MA, 121, 52.3),
    ice('1.5 BlueHDi 100', D, 1.5, 99, M, 103, 70.6), ice('1.2 Hybrid 110', H, 1.2, 108, A, 108, 60.1),
    ice('1.6 THP GTi 208', P, 1.6, 205, M, 139, 47.1),
    ev('e-208 50kWh', 134, 217, 4), ev('e-208 51kWh', 154, 248, 4.5)]),
  car('Peugeot', '308', ['Access', 'Active', 'Allure', 'Allure Premium', 'GT Line', 'GT', 'GT Premium'], ['Hatchback', 'Estate'], [5], [5], 27500, [2008, null], [12, 31], 40, [
    ice('1.2 PureTech 130', P, 1.2, 128, MA, 136, 47.1), ice('1.6 BlueHDi 120', D, 1.6, 118, MA, 103, 64.2),
    ice('1.5 BlueHDi 130', D, 1.5, 128, MA, 116, 60.1), phev('1.6 Hybrid 180', H, 1.6, 178, A, 37, 26, 235.4, 5.1),
    ev('e-308 54kWh', 154, 254, 4.3)]),
  car('Peugeot', '2008', ['Access', 'Active', 'Allure', 'Allure Premium', 'GT Line', 'GT', 'GT Premium'], ['SUV'], [5], [5], 24500, [2013, null], [10, 24], 55, [
    ice('1.2 PureTech 100', P, 1.2, 99, M, 129, 49.6), ice('1.2 PureTech 130', P, 1.2, 128, MA, 135, 47.1),
    ice('1.6 BlueHDi 100', D, 1.6, 99, M, 106, 62.8), ice('1.5 BlueHDi 110', D, 1.5, 108, M, 112, 61.4),
    ice('1.2 Hybrid 136', H, 1.2, 134, A, 118, 54.3), ev('e-2008 50kWh', 134, 206, 3.8)]),
  car('Peugeot', '3008', ['Active', 'Allure', 'Allure Premium', 'GT Line', 'GT', 'GT Premium'], ['SUV'], [5], [5], 35500, [2009, null], [15, 30], 45, [
    ice('1.2 PureTech 130', P, 1.2, 128, MA, 145, 44.1), ice('1.6 BlueHDi 120', D, 1.6, 118, MA, 116, 57.6),
    ice('1.5 BlueHDi 130', D, 1.5, 128, MA, 126, 54.3), phev('1.6 Hybrid 225', H, 1.6, 222, A, 35, 31, 201.8, 5.1),
    phev('1.6 Hybrid4 300', H, 1.6, 296, A, 39, 29, 222.1, 4.5),
    ev('e-3008 73kWh', 207, 326, 4.1)]),
  car('Peugeot', '5008', ['Active', 'Allure', 'Allure Premium', 'GT Line', 'GT'], ['MPV', 'SUV'], [5], [7], 39500, [2010, null], [16, 29], 25, [
    ice('1.2 PureTech 130', P, 1.2, 128, MA, 150, 42.8), ice('1.6 BlueHDi 120', D, 1.6, 118, MA, 119, 56.5),
    ice('1.5 BlueHDi 130', D, 1.5, 128, MA, 132, 53.3), ice('2.0 BlueHDi 180', D, 2.0, 175, A, 148, 48.7)]),

  // Renault
  car('Renault', 'Clio', ['Expression', 'Play', 'Dynamique', 'Iconic', 'Techno', 'GT Line', 'RS Line', 'Esprit Alpine'], ['Hatchback', 'Estate'], [3, 5], [5], 19500, [2001, null], [3, 28], 70, [
    ice('1.2 16v 75', P, 1.2, 74, M, 127, 49.6), ice('0.9 TCe 90', P, 0.9, 89, M, 118, 54.3),
    ice('1.0 TCe 90', P, 1.0, 89, MA, 118, 54.3), ice('1.5 dCi 90', D, 1.5, 89, MA, 99, 68.9),
    ice('1.6 E-Tech Hybrid 145', H, 1.6, 141, A, 96, 67.3), ice('1.6 Turbo RS 200', P, 1.6, 197, A, 144, 44.1)]),
  car('Renault', 'Captur', ['Expression', 'Play', 'Iconic', 'Techno', 'S Edition', 'RS Line', 'Esprit Alpine'], ['SUV'], [5], [5], 23500, [2013, null], [10, 22], 55, [
    ice('0.9 TCe 90', P, 0.9, 89, M, 125, 51.4), ice('1.3 TCe 130', P, 1.3, 128, MA, 134, 47.9),
    ice('1.5 dCi 90', D, 1.5, 89, MA, 106, 64.2), ice('1.6 E-Tech Hybrid 145', H, 1.6, 141, A, 105, 60.1),
    phev('1.6 E-Tech Plug-in 160', H, 1.6, 158, A, 30, 34, 188.3, 5.8)]),
  car('Renault', 'Megane', ['Expression', 'Play', 'Dynamique', 'Iconic', 'GT Line', 'RS Line', 'R.S.'], ['Hatchback', 'Estate', 'Coupe'], [3, 5], [5], 24500, [2002, 2023], [11, 36], 32, [
    ice('1.2 TCe 130', P, 1.2, 128, MA, 134, 47.1), ice('1.3 TCe 140', P, 1.3, 138, MA, 137, 46.3),
    ice('1.5 dCi 110', D, 1.5, 108, MA, 104, 62.8), phev('1.6 E-Tech Plug-in 160', H, 1.6, 158, A, 30, 30, 217.3, 5.8),
    ice('1.8 TCe R.S. 280', P, 1.8, 276, MA, 183, 34.9)]),
  car('Renault', 'Zoe', ['Expression', 'Dynamique', 'Play', 'Iconic', 'GT Line'], ['Hatchback'], [5], [5], 30000, [2013, 2024], [14, 22], 28, [
    ev('Q210 22kWh', 87, 84, 3.5, 'Type 2'), ev('R90 41kWh', 91, 186, 4.2, 'Type 2'),
    ev('R110 52kWh', 107, 245, 4.3), ev('R135 52kWh', 132, 239, 4.2)]),
  car('Renault', 'Arkana', ['Iconic', 'S Edition', 'Techno', 'RS Line', 'Esprit Alpine'], ['SUV'], [5], [5], 29500, [2021, null], [17, 24], 22, [
    ice('1.3 TCe 140 Mild Hybrid', H, 1.3, 138, A, 136, 47.1),
    ice('1.6 E-Tech Hybrid 145', H, 1.6, 141, A, 108, 58.9)]),

  // Skoda
  car('Skoda', 'Fabia', ['S', 'SE', 'Colour Edition', 'SE L', 'Monte Carlo', 'vRS'], ['Hatchback', 'Estate'], [5], [5], 18500, [2001, null], [2, 18], 45, [
    ice('1.0 MPI 75', P, 1.0, 74, M, 118, 54.3), ice('1.2 TSI 90', P, 1.2, 89, M, 118, 54.3),
    ice('1.0 TSI 95', P, 1.0, 94, M, 115, 55.4), ice('1.0 TSI 110', P, 1.0, 108, MA, 120, 53.3),
    ice('1.4 TDI 90', D, 1.4, 89, M, 99, 68.9), ice('1.5 TSI 150', P, 1.5, 148, A, 130, 49.6)]),
  car('Skoda', 'Octavia', ['S', 'SE', 'SE Drive', 'SE Technology', 'SE L', 'Sportline', 'Laurin & Klement', 'vRS'], ['Hatchback', 'Estate'], [5], [5], 29500, [2004, null], [12, 33], 60, [
    ice('1.0 TSI 110', P, 1.0, 108, M, 122, 52.3), ice('1.5 TSI 150', P, 1.5, 148, MA, 130, 49.6),
    ice('1.5 TSI e-TEC 150', H, 1.5, 148, A, 124, 51.4), ice('1.6 TDI 115', D, 1.6, 113, MA, 108, 62.8),
    ice('2.0 TDI 150', D, 2.0, 148, MA, 115, 61.4), phev('1.4 TSI iV 204', H, 1.4, 201, A, 40, 28, 235.4, 4.9),
    ice('2.0 TSI vRS 245', P, 2.0, 242, MA, 155, 41.5)]),
  car('Skoda', 'Superb', ['SE', 'SE Technology', 'SE L', 'Sportline', 'Laurin & Klement'], ['Hatchback', 'Estate'], [5], [5], 36500, [2002, null], [16, 34], 30, [
    ice('1.5 TSI 150', P, 1.5, 148, MA, 136, 47.1), ice('2.0 TDI 150', D, 2.0, 148, MA, 120, 58.9),
    ice('2.0 TDI 190', D, 2.0, 187, A, 133, 53.3), phev('1.4 TSI iV 218', H, 1.4, 215, A, 34, 33, 201.8, 5.2),
    ice('2.0 TSI 280 4x4', P, 2.0, 276, A, 180, 35.3)]),
  car('Skoda', 'Kamiq', ['S', 'SE', 'SE Drive', 'SE L', 'Monte Carlo'], ['SUV'], [5], [5], 25500, [2019, null], [11, 20], 25, [
    ice('1.0 TSI 95', P, 1.0, 94, M, 126, 50.4), ice('1.0 TSI 110', P, 1.0, 108, MA, 128, 49.6),
    ice('1.5 TSI 150', P, 1.5, 148, MA, 137, 46.3), ice('1.6 TDI 115', D, 1.6, 113, MA, 114, 60.1)]),
  car('Skoda', 'Karoq', ['SE', 'SE Drive', 'SE Technology', 'SE L', 'Sportline'], ['SUV'], [5], [5], 30500, [2017, null], [14, 24], 30, [
    ice('1.0 TSI 110', P, 1.0, 108, M, 142, 44.8), ice('1.5 TSI 150', P, 1.5, 148, MA, 146, 44.1),
    ice('1.6 TDI 115', D, 1.6, 113, MA, 126, 56.5), ice('2.0 TDI 150', D, 2.0, 148, MA, 137, 53.3)]),
  car('Skoda', 'Kodiaq', ['SE', 'SE Drive', 'SE Technology', 'SE L', 'Sportline', 'Laurin & Klement', 'vRS'], ['SUV'], [5], [5, 7], 38500, [2017, null], [17, 33], 30, [
    ice('1.5 TSI 150', P, 1.5, 148, MA, 150, 42.2), ice('2.0 TDI 150', D, 2.0, 148, MA, 150, 48.7),
    ice('2.0 TDI 190 4x4', D, 2.0, 187, A, 170, 42.8), ice('2.0 TSI vRS 245', P, 2.0, 242, A, 190, 33.6),
    phev('1.5 TSI iV 204', H, 1.5, 201, A, 71, 12, 470.8, 4.1)]),
  car('Skoda', 'Enyaq', ['SE', 'SE L', 'Sportline', 'Laurin & Klement', 'vRS'], ['SUV', 'Coupe'], [5], [5], 39500, [2021, null], [22, 35], 22, [
    ev('60 58kWh', 177, 256, 4.1), ev('80 77kWh', 201, 331, 4),
    ev('85 77kWh', 282, 357, 4.3), ev('80x 77kWh', 261, 317, 3.8),
    ev('vRS 77kWh', 295, 315, 3.8)]),

  // SEAT
  car('SEAT', 'Ibiza', ['S', 'SE', 'SE Technology', 'Xcellence', 'FR', 'FR Sport', 'Cupra'], ['Hatchback'], [3, 5], [5], 20500, [2002, null], [3, 28], 45, [
    ice('1.0 MPI 80', P, 1.0, 79, M, 119, 53.3), ice('1.0 TSI 95', P, 1.0, 94, M, 117, 54.3),
    ice('1.0 TSI 110', P, 1.0, 108, MA, 120, 53.3), ice('1.6 TDI 95', D, 1.6, 94, M, 104, 64.2),
    ice('1.5 TSI 150', P, 1.5, 148, A, 130, 49.6), ice('1.8 TSI Cupra 192', P, 1.8, 189, M, 148, 44.1)]),
  car('SEAT', 'Leon', ['S', 'SE', 'SE Dynamic', 'Xcellence', 'FR', 'FR Sport', 'Cupra'], ['Hatchback', 'Estate'], [3, 5], [5], 26500, [2005, null], [10, 37], 45, [
    ice('1.0 TSI 110', P, 1.0, 108, M, 122, 52.3), ice('1.5 TSI 150', P, 1.5, 148, MA, 130, 49.6),
    ice('1.5 eTSI 150', H, 1.5, 148, A, 127, 50.4), ice('2.0 TDI 150', D, 2.0, 148, MA, 114, 61.4),
    phev('1.4 eHybrid 204', H, 1.4, 201, A, 40, 26, 235.4, 4.9),
    ice('2.0 TSI Cupra 300', P, 2.0, 296, A, 170, 37.2)]),
  car('SEAT', 'Arona', ['SE', 'SE Technology', 'FR', 'Xcellence', 'FR Sport', 'Xcellence Lux'], ['SUV'], [5], [5], 21500, [2017, null], [9, 19], 35, [
    ice('1.0 TSI 95', P, 1.0, 94, M, 125, 51.4), ice('1.0 TSI 115', P, 1.0, 113, MA, 128, 49.6),
    ice('1.5 TSI 150', P, 1.5, 148, MA, 136, 47.1), ice('1.6 TDI 95', D, 1.6, 94, MA, 114, 60.1)]),
  car('SEAT', 'Ateca', ['S', 'SE', 'SE Technology', 'FR', 'Xcellence', 'Xcellence Lux', 'FR Sport'], ['SUV'], [5], [5], 29500, [2016, null], [12, 25], 30, [
    ice('1.0 TSI 110', P, 1.0, 108, M, 142, 44.8), ice('1.5 TSI 150', P, 1.5, 148, MA, 146, 44.1),
    ice('1.6 TDI 115', D, 1.6, 113, MA, 127, 56.5), ice('2.0 TDI 150 4Drive', D, 2.0, 148, MA, 150, 48.7)]),

  // Cupra
  car('Cupra', 'Formentor', ['V1', 'V2', 'VZ1', 'VZ2', 'VZ3', 'VZN'], ['SUV'], [5], [5], 32500, [2021, null], [20, 41], 25, [
    ice('1.5 TSI 150', P, 1.5, 148, MA, 144, 44.1), phev('1.4 eHybrid 204', H, 1.4, 201, A, 36, 30, 217.3, 5.1),
    phev('1.4 eHybrid VZ 245', H, 1.4, 242, A, 34, 33, 201.8, 5),
    ice('2.0 TSI VZ 310 4Drive', P, 2.0, 306, A, 191, 33.6)]),
  car('Cupra', 'Born', ['V1', 'V2', 'V3', 'VZ'], ['Hatchback'], [5], [5], 34500, [2022, null], [27, 37], 15, [
    ev('58kWh 204', 201, 260, 4.1), ev('77kWh 231', 228, 340, 4.1),
    ev('VZ 79kWh', 321, 366, 4.3)]),

  // MINI
  car('MINI', 'Hatch', ['One', 'Cooper', 'Cooper Classic', 'Cooper Exclusive', 'Cooper S', 'Cooper S Sport', 'John Cooper Works'], ['Hatchback'], [3, 5], [4, 5], 22500, [2001, null], [10, 34], 60, [
    ice('1.5 One 102', P, 1.5, 101, MA, 126, 51.4), ice('1.5 Cooper 136', P, 1.5, 134, MA, 127, 50.4),
    ice('1.5 Cooper D 116', D, 1.5, 114, MA, 106, 65.7), ice('2.0 Cooper S 178', P, 2.0, 176, MA, 141, 45.6),
    ice('2.0 John Cooper Works 231', P, 2.0, 228, MA, 160, 40.4),
    ev('Cooper SE 32.6kWh', 181, 145, 4.1), ev('Cooper E 40.7kWh', 181, 190, 4.3)]),
  car('MINI', 'Countryman', ['Classic', 'Sport', 'Exclusive', 'Shadow Edition', 'John Cooper Works'], ['SUV'], [5], [5], 32500, [2010, null], [16, 34], 35, [
    ice('1.5 Cooper 136', P, 1.5, 134, MA, 143, 44.8), ice('2.0 Cooper D 150', D, 2.0, 148, MA, 124, 58.9),
    ice('2.0 Cooper S 178', P, 2.0, 176, A, 152, 42.2), phev('1.5 Cooper S E ALL4', H, 1.5, 221, A, 31, 42, 148.7, 5.4),
    ev('E 64.7kWh', 201, 287, 4.1), ev('SE ALL4 64.7kWh', 308, 269, 3.8)]),
  car('MINI', 'Convertible', ['Classic', 'Sport', 'Exclusive', 'John Cooper Works'], ['Convertible'], [2], [4], 25500, [2004, null], [16, 34], 15, [
    ice('1.6 Cooper 122', P, 1.6, 120, MA, 139, 47.1), ice('1.5 Cooper 136', P, 1.5, 134, MA, 134, 47.9),
    ice('2.0 Cooper S 178', P, 2.0, 176, MA, 147, 43.5),
    ice('2.0 John Cooper Works 231', P, 2.0, 228, MA, 163, 39.8)]),

  // Land Rover
  car('Land Rover', 'Discovery Sport', ['S', 'SE', 'HSE', 'R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'], ['SUV'], [5], [5, 7], 45500, [2015, null], [27, 39], 30, [
    ice('2.0 TD4 150', D, 2.0, 148, MA, 139, 53.3), ice('2.0 TD4 180', D, 2.0, 178, A, 149, 49.6),
    ice('2.0 D165 MHEV', HD, 2.0, 161, A, 168, 44.1), ice('2.0 D200 MHEV', HD, 2.0, 201, A, 175, 42.2),
    ice('2.0 P200 MHEV', H, 2.0, 197, A, 199, 32.1), phev('1.5 P300e PHEV', H, 1.5, 304, A, 38, 36, 176.6, 4.5)]),
  car('Land Rover', 'Discovery', ['S', 'SE', 'HSE', 'HSE Luxury', 'R-Dynamic S', 'Metropolitan Edition'], ['SUV'], [5], [7], 62500, [2004, null], [38, 47], 15, [
    ice('2.7 TDV6', D, 2.7, 187, A, 254, 29.1), ice('3.0 SDV6', D, 3.0, 255, A, 213, 34.4),
    ice('2.0 Sd4 240', D, 2.0, 237, A, 189, 37.7), ice('3.0 D300 MHEV', HD, 3.0, 296, A, 221, 33.6)]),
  car('Land Rover', 'Defender', ['S', 'SE', 'X-Dynamic SE', 'HSE', 'X', 'V8'], ['SUV'], [3, 5], [5, 6, 7], 58500, [2020, null], [37, 50], 20, [
    ice('2.0 D240', D, 2.0, 237, A, 230, 32.1), ice('3.0 D250 MHEV', HD, 3.0, 246, A, 241, 30.7),
    ice('3.0 D300 MHEV', HD, 3.0, 296, A, 245, 30.1), phev('2.0 P400e PHEV', H, 2.0, 398, A, 27, 74, 85.6, 4.9),
    ice('5.0 V8 525', P, 5.0, 518, A, 361, 17.7)]),
  car('Land Rover', 'Range Rover Evoque', ['S', 'SE', 'HSE', 'R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE', 'Autobiography'], ['SUV', 'Convertible'], [2, 3, 5], [4, 5], 44500, [2011, null], [27, 39], 35, [
    ice('2.0 eD4 150', D, 2.0, 148, M, 129, 55.4), ice('2.0 TD4 180', D, 2.0, 178, A, 149, 48.7),
    ice('2.0 D165 MHEV', HD, 2.0, 161, A, 165, 44.8), ice('2.0 P200 MHEV', H, 2.0, 197, A, 190, 33.6),
    phev('1.5 P300e PHEV', H, 1.5, 304, A, 38, 32, 201.8, 4.5)]),
  car('Land Rover', 'Range Rover Velar', ['S', 'SE', 'HSE', 'R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'], ['SUV'], [5], [5], 55500, [2017, null], [37, 47], 15, [
    ice('2.0 D180', D, 2.0, 178, A, 154, 44.8), ice('2.0 D240', D, 2.0, 237, A, 167, 44.1),
    ice('3.0 D300', D, 3.0, 296, A, 194, 38.2), ice('2.0 P250', P, 2.0, 247, A, 200, 32.1),
    phev('2.0 P400e PHEV', H, 2.0, 398, A, 40, 49, 130.2, 4.1)]),
  car('Land Rover', 'Range Rover Sport', ['HSE', 'HSE Dynamic', 'Dynamic SE', 'Autobiography Dynamic', 'SVR'], ['SUV'], [5], [5, 7], 83500, [2005, null], [41, 50], 20, [
    ice('3.0 SDV6', D, 3.0, 302, A, 199, 37.2), ice('3.0 D300 MHEV', HD, 3.0, 296, A, 224, 33.2),
    ice('3.0 D350 MHEV', HD, 3.0, 345, A, 226, 32.8), phev('2.0 P400e PHEV', H, 2.0, 398, A, 25, 72, 88.3, 5.1),
    phev('3.0 P510e PHEV', H, 3.0, 503, A, 70, 18, 353.1, 3.1),
    ice('5.0 V8 SVR', P, 5.0, 567, A, 290, 21.9)]),
  car('Land Rover', 'Range Rover', ['Vogue', 'Vogue SE', 'HSE', 'Autobiography', 'SVAutobiography', 'SV'], ['SUV'], [5], [4, 5, 7], 105000, [2002, null], [45, 50], 15, [
    ice('3.0 TDV6', D, 3.0, 255, A, 196, 37.7), ice('4.4 SDV8', D, 4.4, 335, A, 253, 29.4),
    ice('3.0 D350 MHEV', HD, 3.0, 345, A, 227, 32.5), phev('3.0 P440e PHEV', H, 3.0, 434, A, 70, 18, 353.1, 3.3),
    ice('4.4 P530 V8', P, 4.4, 523, A, 278, 23.0), ice('5.0 V8 Supercharged', P, 5.0, 518, A, 299, 21.4)]),

  // Volvo
  car('Volvo', 'XC40', ['Core', 'Momentum', 'Plus', 'R-Design', 'Inscription', 'Ultimate'], ['SUV'], [5], [5], 35500, [2018, null], [19, 33], 40, [
    ice('T3', P, 1.5, 161, MA, 151, 42.2), ice('D3', D, 2.0, 148, MA, 138, 50.4),
    ice('B3 Mild Hybrid', H, 2.0, 161, A, 152, 42.2), phev('T5 Recharge PHEV', H, 1.5, 258, A, 28, 38, 166.2, 5.5),
    ev('Recharge Single Motor Extended Range', 248, 311, 3.7), ev('P8 Recharge Twin', 402, 259, 2.9)]),
  car('Volvo', 'XC60', ['Momentum', 'R-Design', 'Inscription', 'Core', 'Plus', 'Ultimate'], ['SUV'], [5], [5], 50500, [2008, null], [27, 42], 40, [
    ice('D4', D, 2.0, 187, A, 154, 48.7), ice('D5 PowerPulse AWD', D, 2.0, 232, A, 168, 44.1),
    ice('B4 Mild Hybrid Diesel', HD, 2.0, 194, A, 166, 44.8), ice('B5 Mild Hybrid', H, 2.0, 247, A, 180, 35.8),
    phev('T6 Recharge PHEV', H, 2.0, 345, A, 49, 21, 297.3, 4),
    phev('T8 Recharge PHEV', H, 2.0, 449, A, 49, 22, 282.5, 3.6)]),
  car('Volvo', 'XC90', ['Momentum', 'R-Design', 'Inscription', 'Core', 'Plus', 'Ultimate'], ['SUV'], [5], [7], 70500, [2002, null], [33, 50], 25, [
    ice('D5 PowerPulse AWD', D, 2.0, 232, A, 169, 42.8), ice('B5 Mild Hybrid Diesel AWD', HD, 2.0, 232, A, 186, 39.8),
    ice('B5 Mild Hybrid AWD', H, 2.0, 247, A, 208, 30.7), phev('T8 Recharge PHEV', H, 2.0, 449, A, 44, 29, 217.3, 3.7)]),
  car('Volvo', 'V40', ['ES', 'SE', 'Momentum', 'R-Design', 'Inscription', 'Cross Country'], ['Hatchback'], [5], [5], 22500, [2012, 2019], [14, 28], 25, [
    ice('D2', D, 2.0, 118, MA, 94, 74.3), ice('D3', D, 2.0, 148, MA, 104, 68.9),
    ice('T2', P, 1.5, 120, MA, 122, 52.3), ice('T3', P, 1.5, 150, MA, 125, 51.4),
    ice('D4', D, 2.0, 187, MA, 106, 67.3)]),
  car('Volvo', 'V60', ['Momentum', 'R-Design', 'Inscription', 'Core', 'Plus', 'Ultimate', 'Cross Country'], ['Estate'], [5], [5], 43500, [2011, null], [22, 40], 20, [
    ice('D3', D, 2.0, 148, MA, 117, 60.1), ice('D4', D, 2.0, 187, A, 124, 57.6),
    ice('B4 Mild Hybrid', H, 2.0, 194, A, 155, 41.5), phev('D6 Twin Engine', HD, 2.4, 280, A, 31, 48, 155.2, 5.1),
    phev('T6 Recharge PHEV', H, 2.0, 345, A, 56, 18, 353.1, 3.8)]),

  // Tesla
  car('Tesla', 'Model 3', ['Standard Range Plus', 'Rear-Wheel Drive', 'Long Range', 'Performance'], ['Saloon'], [4], [5], 40000, [2019, null], [48, 50], 35, [
    ev('Standard Range Plus', 302, 254, 4.3), ev('RWD', 278, 344, 4.2),
    ev('Long Range AWD', 434, 436, 4), ev('Performance AWD', 503, 329, 3.7)]),
  car('Tesla', 'Model Y', ['Standard', 'Rear-Wheel Drive', 'Long Range', 'Performance'], ['SUV'], [5], [5, 7], 45000, [2022, null], [43, 50], 35, [
    ev('RWD', 295, 283, 4.2), ev('Long Range AWD', 434, 331, 4),
    ev('Performance AWD', 527, 319, 3.7)]),

  // Honda
  car('Honda', 'Jazz', ['S', 'SE', 'SR', 'EX', 'Elegance', 'Advance', 'Crosstar', 'Advance Sport'], ['Hatchback'], [5], [5], 22500, [2002, null], [8, 19], 35, [
    ice('1.2 i-VTEC', P, 1.2, 89, M, 125, 51.4), ice('1.3 i-VTEC', P, 1.3, 101, MA, 120, 52.3),
    ice('1.5 i-VTEC Sport', P, 1.5, 128, MA, 134, 47.9), ice('1.5 i-MMD e:HEV', H, 1.5, 108, A, 102, 62.8)]),
  car('Honda', 'Civic', ['S', 'SE', 'SR', 'EX', 'Sport', 'Prestige', 'Advance', 'Type R'], ['Hatchback', 'Saloon'], [4, 5], [5], 32500, [2006, null], [10, 40], 30, [
    ice('1.8 i-VTEC', P, 1.8, 140, MA, 145, 44.8), ice('1.0 VTEC Turbo 126', P, 1.0, 124, MA, 124, 51.4),
    ice('1.6 i-DTEC 120', D, 1.6, 118, MA, 108, 64.2), ice('1.5 VTEC Turbo 182', P, 1.5, 180, MA, 146, 44.1),
    ice('2.0 e:HEV 184', H, 2.0, 181, A, 108, 60.1), ice('2.0 VTEC Turbo Type R', P, 2.0, 316, M, 186, 34.4)]),
  car('Honda', 'CR-V', ['S', 'SE', 'SR', 'EX', 'Elegance', 'Sport Line', 'Advance'], ['SUV'], [5], [5, 7], 41500, [2002, null], [20, 34], 28, [
    ice('2.0 i-VTEC', P, 2.0, 153, MA, 166, 39.2), ice('2.2 i-DTEC', D, 2.2, 148, MA, 149, 50.4),
    ice('1.6 i-DTEC 160 AWD', D, 1.6, 158, A, 129, 55.4), ice('2.0 i-MMD Hybrid', H, 2.0, 181, A, 126, 51.4),
    phev('2.0 e:PHEV', H, 2.0, 181, A, 51, 18, 353.1, 4.5)]),
  car('Honda', 'HR-V', ['S', 'SE', 'SR', 'EX', 'Elegance', 'Sport', 'Advance', 'Advance Style'], ['SUV'], [5], [5], 29500, [2015, null], [14, 28], 30, [
    ice('1.5 i-VTEC', P, 1.5, 128, MA, 136, 47.1), ice('1.6 i-DTEC', D, 1.6, 118, M, 104, 64.2),
    ice('1.5 e:HEV', H, 1.5, 129, A, 122, 52.3)]),

  // Mazda
  car('Mazda', 'Mazda2', ['SE', 'SE-L', 'Sport', 'Sport Nav', 'GT Sport', 'Homura', 'Exclusive-Line'], ['Hatchback'], [5], [5], 19500, [2003, null], [8, 17], 25, [
    ice('1.5 Skyactiv-G 75', P, 1.5, 74, MA, 123, 52.3), ice('1.5 Skyactiv-G 90', P, 1.5, 89, MA, 118, 54.3),
    ice('1.5 Skyactiv-G 115', P, 1.5, 113, M, 128, 50.4), ice('1.5 Hybrid 116', H, 1.5, 114, A, 93, 68.9)]),
  car('Mazda', 'Mazda3', ['SE', 'SE-L', 'Sport', 'GT Sport', 'GT Sport Tech', 'Exclusive-Line', 'Homura'], ['Hatchback', 'Saloon'], [4, 5], [5], 26500, [2004, null], [14, 30], 25, [
    ice('2.0 Skyactiv-G 120', P, 2.0, 118, MA, 135, 47.9), ice('1.5 Skyactiv-D 105', D, 1.5, 104, M, 107, 65.7),
    ice('2.2 Skyactiv-D 150', D, 2.2, 148, MA, 117, 61.4),
    ice('2.0 e-Skyactiv G 122 MHEV', H, 2.0, 120, MA, 130, 48.7),
    ice('2.0 e-Skyactiv X 186', H, 2.0, 183, MA, 125, 51.4)]),
  car('Mazda', 'CX-5', ['SE-L', 'Sport', 'GT Sport', 'Newground', 'Homura', 'Exclusive-Line', 'Takumi'], ['SUV'], [5], [5], 31500, [2012, null], [18, 28], 30, [
    ice('2.0 Skyactiv-G 165', P, 2.0, 163, MA, 162, 39.8), ice('2.5 Skyactiv-G 194 AWD', P, 2.5, 191, A, 183, 35.3),
    ice('2.2 Skyactiv-D 150', D, 2.2, 148, MA, 142, 52.3), ice('2.2 Skyactiv-D 184 AWD', D, 2.2, 181, A, 159, 46.3),
    ice('2.0 e-Skyactiv G 165 MHEV', H, 2.0, 163, MA, 166, 38.7)]),
  car('Mazda', 'MX-5', ['SE', 'SE-L', 'Sport', 'Exclusive-Line', 'GT Sport', 'Homura'], ['Convertible', 'Coupe'], [2], [2], 27500, [2005, null], [21, 33], 18, [
    ice('1.8i', P, 1.8, 124, M, 167, 39.8), ice('2.0i', P, 2.0, 158, MA, 181, 36.2),
    ice('1.5 Skyactiv-G 132', P, 1.5, 130, M, 142, 44.8), ice('2.0 Skyactiv-G 184', P, 2.0, 181, MA, 155, 40.9)]),

  // Citroen
  car('Citroen', 'C1', ['Touch', 'Feel', 'Flair', 'Shine', 'Urban Ride', 'Origins'], ['Hatchback'], [3, 5], [4], 11500, [2005, 2022], [1, 9], 30, [
    ice('1.0i 68', P, 1.0, 67, M, 109, 56.5), ice('1.0 VTi 72', P, 1.0, 71, MA, 108, 56.5),
    ice('1.2 PureTech 82', P, 1.2, 81, M, 115, 53.3)]),
  car('Citroen', 'C3', ['Touch', 'Feel', 'Flair', 'Shine', 'Shine Plus', 'Plus', 'Max'], ['Hatchback'], [5], [5], 18000, [2002, null], [3, 18], 40, [
    ice('1.2 PureTech 83', P, 1.2, 82, M, 124, 51.4), ice('1.2 PureTech 110', P, 1.2, 108, MA, 128, 49.6),
    ice('1.6 BlueHDi 100', D, 1.6, 99, M, 99, 68.9), ice('1.5 BlueHDi 100', D, 1.5, 99, M, 106, 64.2),
    ev('e-C3 44kWh', 111, 199, 4.2)]),
  car('Citroen', 'C3 Aircross', ['Feel', 'Flair', 'Shine', 'Shine Plus', 'Plus', 'Max'], ['SUV'], [5], [5, 7], 20500, [2017, null], [8, 19], 25, [
    ice('1.2 PureTech 110', P, 1.2, 108, MA, 136, 47.1), ice('1.2 PureTech 130', P, 1.2, 128, A, 142, 44.8),
    ice('1.5 BlueHDi 110', D, 1.5, 108, M, 118, 58.9)]),
  car('Citroen', 'C5 Aircross', ['Feel', 'Flair', 'Shine', 'Shine Plus', 'Plus', 'Max'], ['SUV'], [5], [5], 30500, [2019, null], [15, 26], 25, [
    ice('1.2 PureTech 130', P, 1.2, 128, MA, 145, 44.1), ice('1.5 BlueHDi 130', D, 1.5, 128, MA, 127, 55.4),
    phev('1.6 Hybrid 225', H, 1.6, 222, A, 34, 32, 201.8, 5.1)]),

  // Fiat
  car('Fiat', '500', ['Pop', 'Easy', 'Lounge', 'Sport', 'Star', 'Rockstar', 'Dolcevita'], ['Hatchback', 'Convertible'], [2, 3], [4], 17500, [2008, null], [4, 15], 55, [
    ice('1.2 69', P, 1.2, 68, MA, 119, 53.3), ice('0.9 TwinAir 85', P, 0.9, 84, MA, 108, 55.4),
    ice('1.3 MultiJet 95', D, 1.3, 94, M, 99, 67.3), ice('1.0 Mild Hybrid 70', H, 1.0, 69, M, 119, 53.3)]),
  car('Fiat', '500e', ['Action', 'Passion', 'Icon', 'La Prima', 'Red'], ['Hatchback', 'Convertible'], [2, 3], [4], 28500, [2021, null], [14, 23], 12, [
    ev('24kWh 95', 94, 118, 4.5), ev('42kWh 118', 117, 199, 4.4)]),
  car('Fiat', 'Panda', ['Pop', 'Easy', 'Lounge', 'City Cross', 'Cross', 'Sport', 'Life'], ['Hatchback'], [5], [4, 5], 16000, [2004, null], [2, 10], 35, [
    ice('1.2 69', P, 1.2, 68, M, 129, 48.7), ice('0.9 TwinAir 85 4x4', P, 0.9, 84, M, 124, 49.6),
    ice('1.3 MultiJet 75', D, 1.3, 74, M, 109, 62.8), ice('1.0 Mild Hybrid 70', H, 1.0, 69, M, 121, 52.3)]),
  car('Fiat', '500X', ['Pop', 'Pop Star', 'Lounge', 'City Cross', 'Cross', 'Cross Plus', 'Sport', 'Dolcevita'], ['SUV'], [5], [5], 24500, [2015, 2024], [8, 19], 20, [
    ice('1.4 MultiAir 140', P, 1.4, 138, MA, 149, 42.8), ice('1.0 FireFly Turbo 120', P, 1.0, 118, M, 148, 43.5),
    ice('1.6 MultiJet 120', D, 1.6, 118, MA, 124, 58.9), ice('1.5 Hybrid 130', H, 1.5, 128, A, 138, 46.3)]),

  // Dacia
  car('Dacia', 'Sandero', ['Access', 'Essential', 'Ambiance', 'Laureate', 'Comfort', 'Expression', 'Journey'], ['Hatchback'], [5], [5], 14000, [2013, null], [2, 13], 45, [
    ice('1.0 SCe 75', P, 1.0, 74, M, 119, 53.3), ice('0.9 TCe 90', P, 0.9, 89, M, 120, 52.3),
    ice('1.0 TCe 90', P, 1.0, 89, MA, 121, 52.3), ice('1.0 TCe 100 Bi-Fuel', BF, 1.0, 99, M, 109, 53.3),
    ice('1.5 dCi 90', D, 1.5, 89, M, 104, 65.7)]),
  car('Dacia', 'Sandero Stepway', ['Essential', 'Ambiance', 'Laureate', 'Comfort', 'Expression', 'Journey', 'Extreme'], ['Hatchback'], [5], [5], 17000, [2013, null], [7, 14], 40, [
    ice('0.9 TCe 90', P, 0.9, 89, M, 124, 51.4), ice('1.0 TCe 90', P, 1.0, 89, MA, 124, 51.4),
    ice('1.0 TCe 100 Bi-Fuel', BF, 1.0, 99, M, 113, 51.4), ice('1.5 dCi 90', D, 1.5, 89, M, 107, 64.2)]),
  car('Dacia', 'Duster', ['Access', 'Essential', 'Ambiance', 'Laureate', 'Comfort', 'Prestige', 'Expression', 'Journey', 'Extreme'], ['SUV'], [5], [5], 19000, [2013, null], [7, 19], 40, [
    ice('1.6 SCe 115', P, 1.6, 113, M, 149, 42.8), ice('1.3 TCe 150', P, 1.3, 148, MA, 144, 44.1),
    ice('1.0 TCe 100 Bi-Fuel', BF, 1.0, 99, M, 121, 48.7), ice('1.5 dCi 115 4x4', D, 1.5, 113, M, 134, 53.3),
    ice('1.2 TCe 130 Mild Hybrid', H, 1.2, 128, M, 127, 50.4), ice('1.6 Hybrid 140', H, 1.6, 138, A, 111, 57.6)]),
  car('Dacia', 'Jogger', ['Essential', 'Expression', 'Extreme SE', 'Extreme', 'Journey'], ['MPV'], [5], [5, 7], 19500, [2022, null], [9, 17], 15, [
    ice('1.0 TCe 110', P, 1.0, 108, M, 130, 48.7), ice('1.0 TCe 100 Bi-Fuel', BF, 1.0, 99, M, 119, 48.7),
    ice('1.6 Hybrid 140', H, 1.6, 138, A, 108, 58.9)]),

  // Jaguar
  car('Jaguar', 'XE', ['SE', 'Prestige', 'Portfolio', 'R-Sport', 'R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'], ['Saloon'], [4], [5], 38500, [2015, 2024], [27, 40], 15, [
    ice('2.0d 163', D, 2.0, 161, MA, 119, 60.1), ice('2.0d 180', D, 2.0, 178, A, 121, 57.6),
    ice('2.0 P250', P, 2.0, 247, A, 168, 38.2), ice('2.0 P300 AWD', P, 2.0, 296, A, 185, 34.9)]),
  car('Jaguar', 'XF', ['SE', 'Prestige', 'Portfolio', 'R-Sport', 'S', 'R-Dynamic SE', 'R-Dynamic HSE'], ['Saloon', 'Estate'], [4, 5], [5], 42500, [2008, 2024], [29, 44], 15, [
    ice('2.2d 163', D, 2.2, 161, A, 149, 49.6), ice('2.0d 180', D, 2.0, 178, A, 124, 57.6),
    ice('3.0d V6 275', D, 3.0, 271, A, 159, 46.3), ice('2.0 D200 MHEV', HD, 2.0, 201, A, 147, 50.4),
    ice('2.0 P250', P, 2.0, 247, A, 175, 36.7)]),
  car('Jaguar', 'F-Pace', ['Prestige', 'Portfolio', 'R-Sport', 'S', 'R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE', 'SVR'], ['SUV'], [5], [5], 53500, [2016, null], [33, 50], 15, [
    ice('2.0d 180', D, 2.0, 178, A, 149, 49.6), ice('3.0d V6 300', D, 3.0, 296, A, 179, 41.5),
    ice('2.0 D200 MHEV', HD, 2.0, 201, A, 168, 44.1), phev('2.0 P400e PHEV', H, 2.0, 398, A, 33, 49, 130.2, 4.4),
    ice('5.0 V8 SVR', P, 5.0, 542, A, 275, 23.3)]),
  car('Jaguar', 'E-Pace', ['S', 'SE', 'HSE', 'R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE'], ['SUV'], [5], [5], 41500, [2017, null], [26, 38], 12, [
    ice('2.0d 150', D, 2.0, 148, MA, 143, 50.4), ice('2.0 D165 MHEV', HD, 2.0, 161, A, 164, 45.6),
    ice('2.0 P250', P, 2.0, 247, A, 194, 33.2), phev('1.5 P300e PHEV', H, 1.5, 304, A, 34, 44, 141.2, 4.8)]),
  car('Jaguar', 'I-Pace', ['S', 'SE', 'HSE', 'R-Dynamic HSE', 'First Edition'], ['SUV'], [5], [5], 70000, [2018, 2024], [43, 50], 8, [
    ev('EV400 90kWh', 395, 292, 3)]),

  // Porsche
  car('Porsche', '911', ['Carrera', 'Carrera T', 'Carrera S', 'Carrera 4S', 'GTS', 'Turbo', 'Turbo S', 'GT3'], ['Coupe', 'Convertible'], [2], [2, 4], 100000, [2001, null], [48, 50], 5, [
    ice('3.4 Carrera', P, 3.4, 345, MA, 212, 31.4), ice('3.0 Carrera', P, 3.0, 380, MA, 206, 28.5),
    ice('3.0 Carrera S', P, 3.0, 444, MA, 215, 28.0), ice('3.7 Turbo S', P, 3.7, 641, A, 271, 23.7),
    ice('4.0 GT3', P, 4.0, 503, MA, 312, 20.8)]),
  car('Porsche', 'Cayenne', ['Cayenne', 'Platinum Edition', 'S', 'GTS', 'Turbo', 'Turbo GT'], ['SUV', 'Coupe'], [5], [4, 5], 78500, [2003, null], [44, 50], 10, [
    ice('3.0 V6', P, 3.0, 335, A, 249, 25.9), ice('3.0 V6 Diesel', D, 3.0, 258, A, 189, 39.2),
    phev('3.0 V6 E-Hybrid', H, 3.0, 456, A, 46, 31, 201.8, 3.6),
    ice('4.0 V8 Turbo', P, 4.0, 542, A, 291, 22.1)]),
  car('Porsche', 'Macan', ['Macan', 'T', 'S', 'GTS', 'Turbo'], ['SUV'], [5], [5], 59500, [2014, null], [41, 50], 15, [
    ice('2.0', P, 2.0, 261, A, 225, 28.5), ice('3.0 V6 S Diesel', D, 3.0, 254, A, 172, 43.5),
    ice('2.9 V6 S', P, 2.9, 375, A, 237, 27.2),
    ev('Electric 4', 402, 367, 3.5), ev('Electric Turbo', 630, 365, 3.4)]),
  car('Porsche', 'Taycan', ['Taycan', '4', '4S', 'GTS', 'Turbo', 'Turbo S'], ['Saloon', 'Estate'], [4, 5], [4, 5], 86500, [2020, null], [48, 50], 7, [
    ev('RWD 79kWh', 402, 268, 3.1), ev('4S 93kWh', 522, 287, 2.8),
    ev('Turbo 93kWh', 670, 280, 2.8), ev('Turbo S 93kWh', 750, 260, 2.6)]),

  // Suzuki
  car('Suzuki', 'Swift', ['SZ2', 'SZ3', 'SZ-T', 'SZ5', 'Attitude', 'Ultra', 'Sport'], ['Hatchback'], [3, 5], [5], 19500, [2005, null], [6, 24], 35, [
    ice('1.2 Dualjet', P, 1.2, 89, MA, 109, 57.6), ice('1.2 Dualjet SHVS Mild Hybrid', H, 1.2, 82, MA, 104, 60.1),
    ice('1.0 Boosterjet 111', P, 1.0, 110, MA, 114, 56.5), ice('1.6 Sport', P, 1.6, 134, M, 147, 44.1),
    ice('1.4 Boosterjet Sport 129', H, 1.4, 127, M, 135, 47.9)]),
  car('Suzuki', 'Vitara', ['SZ4', 'SZ-T', 'SZ5', 'Ultra', 'Motion'], ['SUV'], [5], [5], 24500, [2015, null], [12, 19], 25, [
    ice('1.6 VVT', P, 1.6, 118, MA, 139, 46.3), ice('1.6 DDiS', D, 1.6, 118, M, 106, 61.4),
    ice('1.4 Boosterjet 48V', H, 1.4, 127, MA, 141, 45.6), ice('1.5 Full Hybrid', H, 1.5, 114, A, 127, 50.4)]),

  // MG
  car('MG', 'MG3', ['Explore', 'Form', 'SE', 'Excite', 'Exclusive', 'Trophy'], ['Hatchback'], [5], [5], 18500, [2013, null], [11, 23], 25, [
    ice('1.5 VTi-Tech 106', P, 1.5, 104, M, 149, 43.5), ice('1.5 Hybrid+', H, 1.5, 192, A, 100, 64.2)]),
  car('MG', 'ZS', ['Explore', 'SE', 'Excite', 'Exclusive', 'Trophy'], ['SUV'], [5], [5], 21500, [2017, null], [14, 27], 40, [
    ice('1.5 VTi-Tech', P, 1.5, 105, M, 153, 42.2), ice('1.0 T-GDi 111', P, 1.0, 109, MA, 141, 45.6),
    ice('1.5 Hybrid+', H, 1.5, 194, A, 110, 58.9),
    ev('EV 44.5kWh', 141, 163, 3.4), ev('EV Long Range 72kWh', 154, 273, 3.5)]),
  car('MG', 'HS', ['Excite', 'SE', 'Exclusive', 'Trophy'], ['SUV'], [5], [5], 26500, [2019, null], [16, 32], 35, [
    ice('1.5 T-GDi 162', P, 1.5, 160, MA, 164, 38.7), ice('1.5 Hybrid+', H, 1.5, 221, A, 131, 49.6),
    phev('1.5 T-GDi PHEV', H, 1.5, 254, A, 32, 43, 155.8, 5.1)]),
  car('MG', 'MG4', ['SE', 'Trophy', 'Long Range', 'Extended Range', 'XPOWER'], ['Hatchback'], [5], [5], 27000, [2022, null], [25, 40], 35, [
    ev('SE 51kWh', 168, 218, 3.9), ev('Long Range 64kWh', 201, 281, 4),
    ev('Extended Range 77kWh', 241, 323, 3.9), ev('XPOWER 64kWh', 429, 239, 3.4)]),

  // Lexus
  car('Lexus', 'NX', ['NX', 'Premium', 'F Sport', 'Premium Plus', 'Takumi'], ['SUV'], [5], [5], 48500, [2014, null], [27, 37], 12, [
    ice('300h', H, 2.5, 194, A, 138, 46.3), ice('350h', H, 2.5, 240, A, 133, 47.9),
    phev('450h+', H, 2.5, 304, A, 43, 22, 282.5, 4.3)]),
  car('Lexus', 'RX', ['RX', 'Premium Plus', 'F Sport', 'Takumi'], ['SUV'], [5], [5, 7], 67500, [2004, null], [35, 45], 8, [
    ice('450h', H, 3.5, 308, A, 148, 42.8), ice('350h', H, 2.5, 246, A, 148, 43.5),
    phev('450h+', H, 2.5, 304, A, 43, 21, 297.3, 4.3),
    ice('500h F Sport Performance', H, 2.4, 366, A, 210, 30.7)]),
  car('Lexus', 'UX', ['UX', 'Premium Plus', 'F Sport', 'Takumi'], ['SUV'], [5], [5], 35500, [2019, null], [22, 30], 12, [
    ice('250h', H, 2.0, 181, A, 120, 53.3), ice('300h', H, 2.0, 197, A, 119, 53.3),
    ev('300e', 201, 196, 3.6, 'Type 2 / CHAdeMO')]),

  // Jeep
  car('Jeep', 'Renegade', ['Sport', 'Longitude', 'Limited', 'Night Eagle', 'S', 'Trailhawk'], ['SUV'], [5], [5], 29500, [2015, null], [11, 27], 12, [
    ice('1.0 T3 120', P, 1.0, 118, M, 142, 44.8), ice('1.3 T4 150', P, 1.3, 148, A, 150, 42.2),
    ice('1.6 MultiJet 120', D, 1.6, 118, M, 131, 55.4), ice('1.5 e-Hybrid 130', H, 1.5, 128, A, 139, 46.3),
    phev('1.3 4xe PHEV 240', H, 1.3, 237, A, 26, 44, 148.7, 5.8)]),
  car('Jeep', 'Compass', ['Sport', 'Longitude', 'Night Eagle', 'Limited', 'S', 'Trailhawk'], ['SUV'], [5], [5], 35500, [2017, null], [15, 30], 10, [
    ice('1.4 MultiAir 140', P, 1.4, 138, M, 156, 41.5), ice('1.6 MultiJet 120', D, 1.6, 118, M, 135, 54.3),
    ice('1.5 e-Hybrid 130', H, 1.5, 128, A, 141, 45.6), phev('1.3 4xe PHEV 240', H, 1.3, 237, A, 29, 44, 148.7, 5.5)]),
  car('Jeep', 'Avenger', ['Longitude', 'Altitude', 'Summit', 'Upland', '4xe'], ['SUV'], [5], [5], 22500, [2023, null], [12, 25], 12, [
    ice('1.2 Turbo 100', P, 1.2, 99, M, 126, 51.4), ice('1.2 e-Hybrid 100', H, 1.2, 99, A, 117, 55.4),
    ev('Electric 54kWh', 154, 249, 4.2)]),

  // Polestar
  car('Polestar', '2', ['Standard', 'Pilot', 'Plus', 'Pilot Plus', 'Performance'], ['Hatchback'], [5], [5], 45500, [2020, null], [44, 50], 12, [
    ev('Standard Range Single Motor', 268, 339, 3.9), ev('Long Range Single Motor', 295, 406, 4.1),
    ev('Long Range Dual Motor', 416, 368, 3.6)]),

  // BYD
  car('BYD', 'Atto 3', ['Active', 'Comfort', 'Design'], ['SUV'], [5], [5], 37500, [2023, null], [30, 34], 10, [
    ev('60.5kWh', 201, 260, 4)]),
  car('BYD', 'Dolphin', ['Active', 'Boost', 'Comfort', 'Design'], ['Hatchback'], [5], [5], 26500, [2023, null], [24, 32], 10, [
    ev('44.9kWh', 94, 211, 4.3), ev('60.4kWh', 201, 265, 4)]),
  car('BYD', 'Seal U DM-i', ['Boost', 'Design'], ['SUV'], [5], [5], 34000, [2024, null], [26, 34], 10, [
    phev('1.5 DM-i', H, 1.5, 215, A, 50, 31, 201.8, 4.4),
    phev('1.5 DM-i AWD', H, 1.5, 319, A, 43, 36, 176.6, 4.3)]),

  // Smart
  car('Smart', 'ForTwo', ['Pure', 'Passion', 'Prime', 'Pulse', 'Brabus'], ['Coupe', 'Convertible'], [2], [2], 13500, [2004, 2024], [3, 18], 10, [
    ice('1.0 71', P, 1.0, 70, MA, 112, 56.5), ice('0.9 Turbo 90', P, 0.9, 89, MA, 114, 55.4),
    ev('EQ 17.6kWh', 81, 81, 4.2, 'Type 2')]),

  // Alfa Romeo
  car('Alfa Romeo', 'Giulietta', ['Progression', 'Distinctive', 'Super', 'Sportiva', 'Speciale', 'Veloce'], ['Hatchback'], [5], [5], 24500, [2010, 2020], [14, 30], 8, [
    ice('1.4 TB MultiAir 150', P, 1.4, 148, MA, 131, 47.9), ice('1.6 JTDM-2 120', D, 1.6, 118, MA, 104, 64.2),
    ice('2.0 JTDM-2 150', D, 2.0, 148, MA, 110, 62.8), ice('1750 TBi 240', P, 1.7, 237, A, 162, 40.4)]),
  car('Alfa Romeo', 'Giulia', ['Super', 'Sprint', 'Speciale', 'Lusso Ti', 'Veloce', 'Competizione', 'Quadrifoglio'], ['Saloon'], [4], [5], 42500, [2016, null], [29, 50], 6, [
    ice('2.2 JTDM-2 160', D, 2.2, 158, A, 125, 58.9), ice('2.2 JTDM-2 190', D, 2.2, 187, A, 131, 56.5),
    ice('2.0 Turbo 200', P, 2.0, 197, A, 160, 40.4), ice('2.0 Turbo 280 Veloce', P, 2.0, 276, A, 172, 37.7),
    ice('2.9 V6 BiTurbo Quadrifoglio', P, 2.9, 503, A, 232, 27.7)]),
  car('Alfa Romeo', 'Stelvio', ['Super', 'Sprint', 'Speciale', 'Lusso Ti', 'Veloce', 'Competizione', 'Quadrifoglio'], ['SUV'], [5], [5], 47500, [2017, null], [32, 50], 6, [
    ice('2.2 D 190 Q4', D, 2.2, 187, A, 155, 47.1), ice('2.2 D 210 Q4', D, 2.2, 207, A, 160, 45.6),
    ice('2.0 Turbo 280 Q4', P, 2.0, 276, A, 183, 35.3),
    ice('2.9 V6 BiTurbo Quadrifoglio', P, 2.9, 503, A, 265, 24.1)]),

  // Mitsubishi
  car('Mitsubishi', 'Outlander', ['Juro', 'GX3h', 'Design', 'GX4h', '4h', '5h', 'Exceed'], ['SUV'], [5], [5, 7], 35500, [2007, null], [18, 31], 20, [
    ice('2.2 DI-D 150', D, 2.2, 148, MA, 153, 48.7), phev('2.0 PHEV', H, 2.0, 200, A, 28, 46, 139.0, 5.8),
    phev('2.4 PHEV', H, 2.4, 221, A, 28, 46, 139.0, 5.7)]),
  car('Mitsubishi', 'L200', ['4Life', 'Titan', 'Warrior', 'Barbarian', 'Barbarian X', 'Series 6'], ['Pickup'], [4], [5], 34000, [2006, 2022], [25, 32], 10, [
    ice('2.5 DI-D 134', D, 2.5, 134, MA, 225, 32.8), ice('2.4 DI-D 178', D, 2.4, 178, MA, 200, 35.8),
    ice('2.2 DI-D 150', D, 2.2, 148, MA, 227, 32.5)]),
];
