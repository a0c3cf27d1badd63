// The buyer's figures for the true monthly cost (issue 14), remembered in the browser with functional
// consent only (lib/consent.ts lists the key). The car page writes them; the car page and the search
// results' monthly cost line read them.
import { consentedStorage } from './consent';

export const RUNNING_COSTS_STORAGE_KEY = 'running-costs-inputs';

export interface RememberedRunningCostInputs {
  postcode?: string;
  annualMiles?: number;
  termMonths?: number;
  apr?: number;
}

/** What was remembered, each figure only when it is there and of the right kind; {} otherwise. */
export function readRunningCostInputs(): RememberedRunningCostInputs {
  try {
    const raw = consentedStorage('functional')?.getItem(RUNNING_COSTS_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const num = (key: 'annualMiles' | 'termMonths' | 'apr') =>
      typeof parsed[key] === 'number' && Number.isFinite(parsed[key]) ? { [key]: parsed[key] } : {};
    return {
      ...(typeof parsed.postcode === 'string' && parsed.postcode.trim() ? { postcode: parsed.postcode } : {}),
      ...num('annualMiles'),
      ...num('termMonths'),
      ...num('apr'),
    };
  } catch {
    return {};
  }
}
