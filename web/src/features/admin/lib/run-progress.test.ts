import { describe, expect, it } from 'vitest';
import { activeStatus, finishedRun, runSource, runSummary, scrapingStatus } from '../testing/fixtures';
import { parseProgressMessage, withRun } from './run-progress';

describe('withRun', () => {
  it('makes the status active with the run’s progress, and gives its sources their state in the run', () => {
    const run = runSummary({
      id: 2,
      progress: 55,
      sources: [runSource({ sourceId: 'drivelist', state: 'crawling' })],
    });
    const next = withRun(scrapingStatus(), run);
    expect(next).toMatchObject({ active: true, progress: 55, run });
    expect(next.sources.find((s) => s.id === 'drivelist')!.state).toBe('crawling');
    expect(next.sources.find((s) => s.id === 'autohub')!.state).toBe('idle');
  });

  it('is idle with progress 0 once the run has finished', () => {
    const run = finishedRun('failed', { error: 'Every source failed' });
    expect(withRun(activeStatus(), run)).toMatchObject({ active: false, progress: 0, run });
  });

  it('ignores news of an older run than the one shown', () => {
    const status = activeStatus(runSummary({ id: 5 }));
    expect(withRun(status, runSummary({ id: 4, progress: 99 }))).toBe(status);
  });
});

describe('parseProgressMessage', () => {
  it('accepts a run’s progress and refuses anything else', () => {
    const run = runSummary();
    expect(parseProgressMessage({ type: 'scrape_progress', run })).toEqual({ type: 'scrape_progress', run });
    const quiet = { warn: console.warn };
    console.warn = () => {};
    try {
      expect(parseProgressMessage({ type: 'car_added', run })).toBeNull();
      expect(
        parseProgressMessage({ type: 'scrape_progress', run: { ...run, state: 'exploded' } }),
      ).toBeNull();
      expect(parseProgressMessage(null)).toBeNull();
    } finally {
      console.warn = quiet.warn;
    }
  });
});
