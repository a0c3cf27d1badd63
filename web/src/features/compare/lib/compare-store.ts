// The comparison list (000 §3, §4, §5): client only, at most 4 cars, never the same id twice,
// persisted in localStorage under 'compare-cars' so it survives a reload. Pure rules, no toasts:
// the hooks layer turns outcomes into the messages of 000 §8.
import type { CarCard } from '../../../../../bff/plugins/search/types';

export const COMPARE_MAX = 4;
export const COMPARE_MIN_TO_VIEW = 2;
export const COMPARE_STORAGE_KEY = 'compare-cars';

/** The car fields the comparison shows: a CarDetail is trimmed to these so the stored list stays small. */
const CAR_FIELDS = [
  'id',
  'category',
  'title',
  'make',
  'model',
  'variant',
  'year',
  'price',
  'mileage',
  'fuelType',
  'transmission',
  'bodyType',
  'engineSize',
  'powerBhp',
  'doors',
  'seats',
  'color',
  'previousOwners',
  'isElectric',
  'electricRange',
  'image',
  'platform',
  'platformName',
  'offers',
  'sellerType',
  'dealerName',
  'dealerLocation',
] as const satisfies readonly (keyof CarCard)[];

export type CompareCar = Pick<CarCard, (typeof CAR_FIELDS)[number]>;

export interface CompareItem {
  id: number;
  title: string;
  car: CompareCar;
}

export type AddOutcome = 'added' | 'duplicate' | 'full';

export interface CompareStore {
  getSnapshot(): readonly CompareItem[];
  subscribe(listener: () => void): () => void;
  add(car: CarCard): AddOutcome;
  /** Returns the removed item, or null when the id was not in the list. */
  remove(id: number): CompareItem | null;
  clear(): void;
}

function trim(car: CarCard): CompareCar {
  const out: Record<string, unknown> = {};
  for (const key of CAR_FIELDS) out[key] = car[key];
  // Offers of a CarDetail carry seen-at dates the comparison does not need.
  out.offers = (car.offers ?? []).map(({ platform, platformName, price, externalUrl }) => ({
    platform,
    platformName,
    price,
    externalUrl,
  }));
  return out as CompareCar;
}

function isItem(value: unknown): value is CompareItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<CompareItem>;
  return (
    typeof v.id === 'number' &&
    typeof v.title === 'string' &&
    !!v.car &&
    typeof v.car === 'object' &&
    v.car.id === v.id
  );
}

/** Reads the stored list, dropping anything malformed, duplicated or beyond the maximum. */
function read(storage: Storage | undefined): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed
      .filter((item): item is CompareItem => {
        if (!isItem(item) || seen.has(item.id)) return false;
        seen.add(item.id);
        return true;
      })
      .slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

export function createCompareStore(storage: Storage | undefined = globalThis.localStorage): CompareStore {
  let items: readonly CompareItem[] = read(storage);
  const listeners = new Set<() => void>();

  const set = (next: readonly CompareItem[]) => {
    items = next;
    try {
      storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private browsing): the list still works for this visit.
    }
    listeners.forEach((l) => l());
  };

  // Another tab changed the list: follow it so the tray never shows stale cars.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== COMPARE_STORAGE_KEY && e.key !== null) return;
    items = read(storage);
    listeners.forEach((l) => l());
  };

  return {
    getSnapshot: () => items,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
    add(car) {
      if (items.some((i) => i.id === car.id)) return 'duplicate';
      if (items.length >= COMPARE_MAX) return 'full';
      set([...items, { id: car.id, title: car.title, car: trim(car) }]);
      return 'added';
    },
    remove(id) {
      const item = items.find((i) => i.id === id) ?? null;
      if (item) set(items.filter((i) => i.id !== id));
      return item;
    },
    clear() {
      set([]);
    },
  };
}
