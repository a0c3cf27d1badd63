import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdMap } from './id-map.js';

describe('IdMap', () => {
  it('behaves as a Map of ids to slots through any sets and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ set: fc.integer({ min: 1, max: 300 }), to: fc.nat() }),
            fc.record({ del: fc.integer({ min: 1, max: 300 }) }),
          ),
          { maxLength: 600 },
        ),
        (ops) => {
          const map = new IdMap(4);
          const want = new Map<number, number>();
          for (const op of ops) {
            if ('set' in op) {
              map.set(op.set, op.to);
              want.set(op.set, op.to);
            } else expect(map.delete(op.del)).toBe(want.delete(op.del));
          }
          expect(map.size).toBe(want.size);
          for (let id = 1; id <= 300; id++) expect(map.get(id)).toBe(want.get(id));
        },
      ),
      { numRuns: 300 },
    );
  });
});
