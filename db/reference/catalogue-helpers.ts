// Short constructors for the catalogue's engine entries, shared by the car, van and motorcycle lists.
import type { EngineSpec, FuelType, Transmission } from './types.js';

export const P: FuelType = 'Petrol';
export const D: FuelType = 'Diesel';
export const H: FuelType = 'Hybrid - Petrol/Electric';
export const HD: FuelType = 'Hybrid - Diesel/Electric';
export const BF: FuelType = 'Bi Fuel';
export const M: Transmission[] = ['Manual'];
export const A: Transmission[] = ['Automatic'];
export const MA: Transmission[] = ['Manual', 'Automatic'];

/** A combustion, mild or full hybrid engine. */
export function ice(
  label: string,
  fuelType: FuelType,
  engineSize: number,
  powerBhp: number,
  tr: Transmission[],
  co2: number,
  mpg: number,
): EngineSpec {
  return { label, fuelType, engineSize, powerBhp, transmissions: [...tr], co2, mpg };
}

/**
 * A plug-in or range-extended hybrid: official electric range in miles, Type 2 charging, and its WLTP
 * weighted electricity consumption as miles per kWh (EngineSpec.milesPerKwh).
 */
export function phev(
  label: string,
  fuelType: FuelType,
  engineSize: number,
  powerBhp: number,
  tr: Transmission[],
  electricRange: number,
  co2: number,
  mpg: number,
  milesPerKwh: number,
): EngineSpec {
  return {
    label,
    fuelType,
    engineSize,
    powerBhp,
    transmissions: [...tr],
    electricRange,
    chargingType: 'Type 2',
    co2,
    mpg,
    milesPerKwh,
  };
}

/** A battery electric powertrain: official range in miles and consumption in miles per kWh. */
export function ev(
  label: string,
  powerBhp: number,
  electricRange: number,
  milesPerKwh: number,
  chargingType = 'Type 2 / CCS',
  tr: Transmission[] = A,
): EngineSpec {
  return {
    label,
    fuelType: 'Electric',
    engineSize: 0,
    powerBhp,
    transmissions: [...tr],
    electricRange,
    chargingType,
    co2: 0,
    mpg: 0,
    milesPerKwh,
  };
}
