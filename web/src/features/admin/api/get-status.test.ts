import { describe, expect, it } from 'vitest';
import { ACTIVE_POLL_MS, IDLE_POLL_MS, statusPollInterval } from './get-status';

describe('statusPollInterval', () => {
  it('polls every 5 s while a run is active and every 30 s when idle (000 §4)', () => {
    expect(ACTIVE_POLL_MS).toBe(5000);
    expect(IDLE_POLL_MS).toBe(30_000);
    expect(statusPollInterval({ active: true, live: false })).toBe(5000);
    expect(statusPollInterval({ active: false, live: false })).toBe(30_000);
  });

  it('does not poll while the live connection carries the progress, nor once refused', () => {
    expect(statusPollInterval({ active: true, live: true })).toBe(false);
    expect(statusPollInterval({ active: false, live: true })).toBe(false);
    expect(statusPollInterval({ active: true, live: false, refused: true })).toBe(false);
  });
});
