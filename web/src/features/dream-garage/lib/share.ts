// The garage's share texts and links (000 §2 Dream garage).
import { pounds } from '../../../lib/format';

export const garageShareUrl = (origin: string) => `${origin}/dream-garage`;

export const garageShareText = (firstName: string | null | undefined) =>
  firstName ? `Check out ${firstName}'s Dream Garage on AllMotors` : 'My Dream Garage on AllMotors';

/** '{count} amazing cars worth £{total} | Dream garage collection' (total in pounds, from pence). */
export const garageSummaryText = (count: number, totalPence: number) =>
  `${count} amazing cars worth ${pounds(totalPence)} | Dream garage collection`;

export const carCount = (n: number) => `${n} ${n === 1 ? 'car' : 'cars'}`;
