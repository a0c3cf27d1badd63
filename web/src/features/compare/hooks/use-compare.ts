// The app's one comparison list and the actions screens call: each action raises the toast of 000 §8.
import { useSyncExternalStore } from 'react';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { toast } from '../../../components/ui/toast';
import { consentedStorage } from '../../../lib/consent';
import { createCompareStore, type CompareItem } from '../lib/compare-store';

// Keeping the list across reloads is a functional use of storage: only with that consent (lib/consent.ts);
// without it the list lasts for the visit.
export const compareStore = createCompareStore(consentedStorage('functional'));

const EMPTY: readonly CompareItem[] = [];

export function useCompareItems(): readonly CompareItem[] {
  return useSyncExternalStore(compareStore.subscribe, compareStore.getSnapshot, () => EMPTY);
}

export function addToCompare(car: CarCard): void {
  const outcome = compareStore.add(car);
  if (outcome === 'full') {
    toast({
      title: 'Comparison Full',
      description: 'You can only compare up to 4 cars at once.',
      variant: 'destructive',
    });
  } else if (outcome === 'duplicate') {
    toast({ title: 'Car Already Added', description: 'This car is already in your comparison.' });
  } else {
    toast({ title: 'Car Added', description: `${car.title} has been added to comparison.` });
  }
}

export function removeFromCompare(id: number): void {
  const removed = compareStore.remove(id);
  if (removed)
    toast({ title: 'Car Removed', description: `${removed.title} has been removed from comparison.` });
}

export function clearCompare(): void {
  compareStore.clear();
  toast({ title: 'Comparison Cleared', description: 'All cars have been removed from comparison.' });
}
