// The run machine on its own (real actors): which report moves it where, and what it asks for.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { runMachine, type RunEmitted, type RunEvent } from './run.machine.js';

function start(sourceIds = ['a', 'b']) {
  const actor = createActor(runMachine, { input: { runId: 7, sourceIds } });
  const emitted: RunEmitted[] = [];
  actor.on('*', (e) => void emitted.push(e as RunEmitted));
  actor.start();
  const send = (...events: RunEvent[]) => events.forEach((e) => actor.send(e));
  return { actor, emitted, send, value: () => actor.getSnapshot().value };
}

describe('the scraping run machine', () => {
  it('queues every source on START and waits in starting', () => {
    const run = start();
    run.send({ type: 'START' });
    expect(run.value()).toBe('starting');
    expect(run.emitted).toEqual([{ type: 'queueSources', runId: 7, sourceIds: ['a', 'b'] }]);
  });

  it('crawls once a source starts, merges once every source has finished, then completes', () => {
    const run = start();
    run.send({ type: 'START' }, { type: 'SOURCE_STARTED', sourceId: 'a' });
    expect(run.value()).toBe('crawling');
    run.send({ type: 'SOURCE_DONE', sourceId: 'a' }, { type: 'SOURCE_STARTED', sourceId: 'b' });
    expect(run.value()).toBe('crawling');
    run.send({ type: 'SOURCE_FAILED', sourceId: 'b', error: 'timed out' });
    expect(run.value()).toBe('merging');
    expect(run.actor.getSnapshot().context.sources).toEqual({ a: 'done', b: 'failed' });
    expect(run.emitted.at(-1)).toEqual({ type: 'queueMerge', runId: 7 });
    run.send({ type: 'MERGE_DONE' });
    expect(run.value()).toBe('completed');
    expect(run.emitted.at(-1)).toEqual({ type: 'finished', runId: 7, state: 'completed', error: null });
  });

  it('fails when no source could be crawled', () => {
    const run = start();
    run.send(
      { type: 'START' },
      { type: 'SOURCE_SKIPPED', sourceId: 'a', reason: 'disabled' },
      { type: 'SOURCE_FAILED', sourceId: 'b', error: 'robots.txt unreachable' },
    );
    expect(run.value()).toBe('failed');
    expect(run.emitted.at(-1)).toMatchObject({
      type: 'finished',
      state: 'failed',
      error: 'No source could be crawled',
    });
  });

  it('never moves a finished source backwards on a late report', () => {
    const run = start();
    run.send(
      { type: 'START' },
      { type: 'SOURCE_DONE', sourceId: 'a' },
      { type: 'SOURCE_STARTED', sourceId: 'a' },
    );
    expect(run.actor.getSnapshot().context.sources.a).toBe('done');
  });

  it('cancels from any unfinished state, marking unfinished sources cancelled', () => {
    const run = start();
    run.send(
      { type: 'START' },
      { type: 'SOURCE_DONE', sourceId: 'a' },
      { type: 'CANCEL', reason: 'by an operator' },
    );
    expect(run.value()).toBe('cancelled');
    expect(run.actor.getSnapshot().context).toMatchObject({
      sources: { a: 'done', b: 'cancelled' },
      error: 'by an operator',
    });
    expect(run.actor.getSnapshot().can({ type: 'START' })).toBe(false);
  });

  it('records a merge failure', () => {
    const run = start(['a']);
    run.send(
      { type: 'START' },
      { type: 'SOURCE_DONE', sourceId: 'a' },
      { type: 'MERGE_FAILED', error: 'disk full' },
    );
    expect(run.value()).toBe('failed');
    expect(run.emitted.at(-1)).toMatchObject({ state: 'failed', error: 'disk full' });
  });
});
