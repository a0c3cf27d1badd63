// A store's slot lists (ADR 7: the slots of each make, model, band of price, year and mileage, and
// grid cell, coarse and fine) made at the end of a bulk load, each once at its size, from the
// columns: lists grown a slot at a time leave their old copies behind as garbage.
import { cellOf, fineCellOf } from './grid.js';
import type { CategoryStore } from './search-index.js';
import { PostingList } from './posting-list.js';

/**
 * After a bulk load: the slot lists of every make, model, band and cell, each made once at its
 * size from the columns (lists grown a slot at a time leave their old copies behind as garbage).
 */
export function buildSlotLists(store: CategoryStore): void {
  const n = store.length;
  // Each list's key per slot, then each key's size, then the lists filled in slot order.
  const keys = new Int32Array(n);
  const fill = (target: PostingList[]) => {
    let top = 0;
    for (let s = 0; s < n; s++) top = Math.max(top, keys[s]!);
    const sizes = new Int32Array(top + 1);
    for (let s = 0; s < n; s++) sizes[keys[s]!]!++;
    for (let key = 0; key <= top; key++)
      if (sizes[key]! > 0) target[key] = PostingList.ofCapacity(sizes[key]!);
    for (let s = 0; s < n; s++) target[keys[s]!]!.push(s);
  };
  keys.set(store.make.subarray(0, n));
  fill(store.makeSlots);
  keys.set(store.model.subarray(0, n));
  fill(store.modelSlots);
  for (const [bands, column] of [
    [store.priceBands, store.price],
    [store.yearBands, store.year],
    [store.mileageBands, store.mileage],
  ] as const) {
    for (let s = 0; s < n; s++) keys[s] = bands.band(column[s]!);
    fill(bands.lists);
  }
  // Cells are keyed sparsely (gridKey, fineKey): numbered densely first.
  const byCell = (into: Map<number, PostingList>, cellOf: (lat: number, lon: number) => number) => {
    const cellKeys: number[] = [];
    const cellIndex = new Map<number, number>();
    for (let s = 0; s < n; s++) {
      const cell = cellOf(store.lat[s]!, store.lon[s]!);
      let index = cellIndex.get(cell);
      if (index === undefined) {
        cellIndex.set(cell, (index = cellKeys.length));
        cellKeys.push(cell);
      }
      keys[s] = index;
    }
    const cells: PostingList[] = [];
    fill(cells);
    cellKeys.forEach((cell, index) => into.set(cell, cells[index]!));
  };
  byCell(store.cells, cellOf);
  byCell(store.fineCells, fineCellOf);
}
