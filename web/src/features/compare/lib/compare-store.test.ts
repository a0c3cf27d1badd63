import { beforeEach, describe, expect, it } from 'vitest';
import { carFixture } from './car-fixture';
import { COMPARE_STORAGE_KEY, createCompareStore } from './compare-store';

beforeEach(() => localStorage.clear());

describe('comparison list', () => {
  it('adds up to four cars and refuses a fifth', () => {
    const store = createCompareStore(localStorage);
    for (const id of [1, 2, 3, 4]) expect(store.add(carFixture({ id }))).toBe('added');
    expect(store.add(carFixture({ id: 5 }))).toBe('full');
    expect(store.getSnapshot().map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('never holds the same car twice', () => {
    const store = createCompareStore(localStorage);
    store.add(carFixture({ id: 7 }));
    expect(store.add(carFixture({ id: 7 }))).toBe('duplicate');
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('reports a duplicate rather than full when the list is full and the car is already in it', () => {
    const store = createCompareStore(localStorage);
    for (const id of [1, 2, 3, 4]) store.add(carFixture({ id }));
    expect(store.add(carFixture({ id: 2 }))).toBe('duplicate');
  });

  it('keeps id, title and the car data, and survives a new store reading localStorage', () => {
    const first = createCompareStore(localStorage);
    first.add(carFixture({ id: 11, title: '2019 Ford Focus', price: 999_900 }));
    first.add(carFixture({ id: 12 }));
    first.remove(12);
    const reloaded = createCompareStore(localStorage);
    expect(reloaded.getSnapshot()).toEqual([
      expect.objectContaining({
        id: 11,
        title: '2019 Ford Focus',
        car: expect.objectContaining({ id: 11, price: 999_900 }),
      }),
    ]);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toHaveLength(1);
  });

  it('clears the list and the stored copy', () => {
    const store = createCompareStore(localStorage);
    store.add(carFixture({ id: 1 }));
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(createCompareStore(localStorage).getSnapshot()).toEqual([]);
  });

  it('ignores a corrupt or tampered stored list', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    expect(createCompareStore(localStorage).getSnapshot()).toEqual([]);
    const item = (id: number) => ({ id, title: `Car ${id}`, car: carFixture({ id }) });
    localStorage.setItem(
      COMPARE_STORAGE_KEY,
      JSON.stringify([item(1), item(1), { id: 'x' }, item(2), item(3), item(4), item(5)]),
    );
    expect(
      createCompareStore(localStorage)
        .getSnapshot()
        .map((i) => i.id),
    ).toEqual([1, 2, 3, 4]);
  });

  it('notifies subscribers on every change', () => {
    const store = createCompareStore(localStorage);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.add(carFixture({ id: 1 }));
    store.remove(1);
    store.remove(1);
    unsubscribe();
    store.add(carFixture({ id: 2 }));
    expect(calls).toBe(2);
  });
});
