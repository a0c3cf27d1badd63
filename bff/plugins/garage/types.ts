// The dream garage API's answers, shared with the web app. Types only: no runtime imports.
import type { CarCard } from '../search/types.js';

/** A saved car: the search card plus the person's notes and when they saved it. */
export interface GarageCar extends CarCard {
  notes: string;
  savedAt: string;
}

/** GET /api/dream-garage */
export interface GarageList {
  cars: GarageCar[];
}

/** GET /api/user/dream-garage: the list with its count and total value (pence). */
export interface GarageSummary extends GarageList {
  count: number;
  totalValue: number;
}

export interface GarageCheck {
  saved: boolean;
}
