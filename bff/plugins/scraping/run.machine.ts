// A scraping run (DECISIONS 16) as a persisted XState machine: idle → starting → crawling (per source)
// → merging → completed | failed | cancelled. It holds no long work (GUIDE 11): crawling a source and
// the final merge are jobs on the queue that report back with SOURCE_* and MERGE_* events; the
// machine records who is where and asks for the next job through emitted effects, which the host
// runs in the same transaction as the snapshot it saves.
import * as v from 'valibot';
import { assign, emit, setup } from 'xstate';

export type SourcePhase = 'queued' | 'crawling' | 'done' | 'failed' | 'skipped' | 'cancelled';

export interface RunContext {
  runId: number;
  sources: Record<string, SourcePhase>;
  error: string | null;
}

const sourceId = v.pipe(v.string(), v.minLength(1, 'must name a source'));
export const runEventSchema = v.variant('type', [
  v.object({ type: v.literal('START') }),
  v.object({ type: v.literal('SOURCE_STARTED'), sourceId }),
  v.object({ type: v.literal('SOURCE_DONE'), sourceId }),
  v.object({ type: v.literal('SOURCE_FAILED'), sourceId, error: v.string() }),
  v.object({ type: v.literal('SOURCE_SKIPPED'), sourceId, reason: v.string() }),
  v.object({ type: v.literal('MERGE_DONE') }),
  v.object({ type: v.literal('MERGE_FAILED'), error: v.string() }),
  v.object({ type: v.literal('CANCEL'), reason: v.optional(v.string()) }),
]);
export type RunEvent = v.InferOutput<typeof runEventSchema>;

export type RunEmitted =
  | { type: 'queueSources'; runId: number; sourceIds: string[] }
  | { type: 'queueMerge'; runId: number }
  | { type: 'finished'; runId: number; state: 'completed' | 'failed' | 'cancelled'; error: string | null };

const FINISHED: SourcePhase[] = ['done', 'failed', 'skipped', 'cancelled'];

const allFinished = (sources: Record<string, SourcePhase>) =>
  Object.values(sources).every((phase) => FINISHED.includes(phase));

export const runMachine = setup({
  types: {
    context: {} as RunContext,
    events: {} as RunEvent,
    input: {} as { runId: number; sourceIds: string[] },
    emitted: {} as RunEmitted,
  },
  actions: {
    queueSources: emit(({ context }) => ({
      type: 'queueSources' as const,
      runId: context.runId,
      sourceIds: Object.keys(context.sources),
    })),
    queueMerge: emit(({ context }) => ({ type: 'queueMerge' as const, runId: context.runId })),
    markSource: assign({
      sources: ({ context, event }) => {
        const phase: Record<string, SourcePhase> = {
          SOURCE_STARTED: 'crawling',
          SOURCE_DONE: 'done',
          SOURCE_FAILED: 'failed',
          SOURCE_SKIPPED: 'skipped',
        };
        if (!('sourceId' in event) || !(event.sourceId in context.sources)) return context.sources;
        // A late report never moves a finished source backwards.
        if (FINISHED.includes(context.sources[event.sourceId]!)) return context.sources;
        return { ...context.sources, [event.sourceId]: phase[event.type]! };
      },
    }),
    cancelSources: assign({
      sources: ({ context }) =>
        Object.fromEntries(
          Object.entries(context.sources).map(([id, phase]) => [
            id,
            FINISHED.includes(phase) ? phase : ('cancelled' as const),
          ]),
        ),
      error: ({ event }) => (event.type === 'CANCEL' ? (event.reason ?? 'Cancelled') : null),
    }),
    recordError: assign({
      error: ({ event }) => ('error' in event ? event.error : null),
    }),
    finished: emit(({ context }, params: { state: 'completed' | 'failed' | 'cancelled' }) => ({
      type: 'finished' as const,
      runId: context.runId,
      state: params.state,
      error: context.error,
    })),
  },
  guards: {
    allSourcesFinished: ({ context }) => allFinished(context.sources),
    noSourceSucceeded: ({ context }) =>
      allFinished(context.sources) && !Object.values(context.sources).some((phase) => phase === 'done'),
  },
}).createMachine({
  id: 'scrapeRun',
  context: ({ input }) => ({
    runId: input.runId,
    sources: Object.fromEntries(input.sourceIds.map((id) => [id, 'queued' as const])),
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: { target: 'starting', actions: 'queueSources' } },
    },
    starting: {
      description: 'Every source is queued; waiting for a worker to pick the first one up.',
      on: {
        SOURCE_STARTED: { target: 'crawling', actions: 'markSource' },
        SOURCE_DONE: { target: 'crawling', actions: 'markSource' },
        SOURCE_FAILED: { target: 'crawling', actions: 'markSource' },
        SOURCE_SKIPPED: { target: 'crawling', actions: 'markSource' },
        CANCEL: { target: 'cancelled', actions: 'cancelSources' },
      },
    },
    crawling: {
      description: 'Sources are crawled by jobs, each reporting back when its pass ends.',
      // Checked after every report: the last source to finish moves the run on.
      always: [
        {
          guard: 'noSourceSucceeded',
          target: 'failed',
          actions: assign({ error: () => 'No source could be crawled' }),
        },
        { guard: 'allSourcesFinished', target: 'merging' },
      ],
      on: {
        SOURCE_STARTED: { actions: 'markSource' },
        SOURCE_DONE: { actions: 'markSource' },
        SOURCE_FAILED: { actions: 'markSource' },
        SOURCE_SKIPPED: { actions: 'markSource' },
        CANCEL: { target: 'cancelled', actions: 'cancelSources' },
      },
    },
    merging: {
      description: 'Scoring what the run changed against comparable listings.',
      entry: 'queueMerge',
      on: {
        MERGE_DONE: 'completed',
        MERGE_FAILED: { target: 'failed', actions: 'recordError' },
        CANCEL: { target: 'cancelled', actions: 'cancelSources' },
      },
    },
    completed: { type: 'final', entry: { type: 'finished', params: { state: 'completed' } } },
    failed: { type: 'final', entry: { type: 'finished', params: { state: 'failed' } } },
    cancelled: { type: 'final', entry: { type: 'finished', params: { state: 'cancelled' } } },
  },
});
