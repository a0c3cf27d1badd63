import React from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { RunProgress } from './run-progress.js';
import { ProgressBar } from './progress-bar.js';
import { counts, run, sourceProgress } from '../testing/scraping.js';

const NOW = Date.parse('2026-11-01T12:01:05Z');

describe('run progress view', () => {
  it('draws a bar that fills with the percentage', () => {
    const { lastFrame } = render(<ProgressBar percent={50} width={10} />);
    expect(lastFrame()).toBe('█████░░░░░  50%');
  });

  it('shows the overall bar, elapsed time, and one row per source with its counts', () => {
    const { lastFrame } = render(
      <RunProgress
        now={NOW}
        feed={{ mode: 'live', why: null, problem: null }}
        run={run({
          progress: 40,
          totals: counts({
            pages: 12,
            seen: 1234,
            added: 30,
            updated: 4,
            removed: 2,
            rejected: 3,
            errors: 1,
          }),
          sources: [
            sourceProgress({
              sourceId: 'autohub',
              name: 'AutoHub',
              state: 'crawling',
              progress: 80,
              pages: 12,
              seen: 1234,
              added: 30,
              updated: 4,
              removed: 2,
              rejected: 3,
              errors: 1,
            }),
            sourceProgress({ sourceId: 'motormart', name: 'MotorMart' }),
          ],
        })}
      />,
    );
    const frame = lastFrame()!;
    expect(frame).toContain('Run 7 crawling');
    expect(frame).toContain('01:05');
    expect(frame).toMatch(/Overall █{12}░{18} {2}40%/);
    expect(frame).toContain(
      '12 pages · 1,234 seen · 30 added · 4 updated · 2 removed · 3 rejected · 1 error',
    );
    const rows = frame.split('\n');
    expect(rows.find((r) => r.startsWith('source'))).toMatch(
      /progress +state +pages +seen +added +updated +removed +rejected +errors$/,
    );
    expect(rows.find((r) => r.startsWith('AutoHub'))).toMatch(
      /^AutoHub +█+░+ {2}80% +crawling +12 +1,234 +30 +4 +2 +3 +1$/,
    );
    expect(rows.find((r) => r.startsWith('MotorMart'))).toMatch(/░+ {3}0% +queued +0 +0 +0 +0 +0 +0 +0$/);
    expect(frame).toContain('Live updates.');
    expect(Math.max(...rows.map((r) => r.length))).toBeLessThanOrEqual(100);
  });

  it('redraws with new data', () => {
    const view = render(<RunProgress now={NOW} run={run()} />);
    expect(view.lastFrame()).toMatch(/AutoHub +░+ {3}0% +queued/);
    view.rerender(
      <RunProgress
        now={NOW}
        run={run({
          state: 'failed',
          progress: 100,
          finishedAt: '2026-11-01T12:02:00.000Z',
          error: 'Every source failed.',
          sources: [
            sourceProgress({
              sourceId: 'autohub',
              name: 'AutoHub',
              state: 'failed',
              progress: 100,
              errors: 9,
              error: 'HTTP 503',
            }),
            sourceProgress({
              sourceId: 'motormart',
              name: 'MotorMart',
              state: 'done',
              progress: 100,
              seen: 50,
            }),
          ],
        })}
        feed={{ mode: 'polling', why: 'no live connection: Socket error', problem: null }}
      />,
    );
    const frame = view.lastFrame()!;
    expect(frame).toContain('Run 7 failed');
    expect(frame).toContain('02:00');
    expect(frame).toMatch(/AutoHub +█+ 100% +failed +0 +0 +0 +0 +0 +0 +9/);
    expect(frame).toMatch(/MotorMart +█+ 100% +done +0 +50/);
    expect(frame).toContain('AutoHub: HTTP 503');
    expect(frame).toContain('Every source failed.');
    expect(frame).toContain('Checking every second (no live connection: Socket error).');
    expect(frame).not.toContain('Ctrl-C');
  });
});
