// The review of one dealer application (001 §4; DECISIONS 16-18) as a persisted machine:
// pending → testing → pending (the test's result kept) → approved | rejected. Test, Approve and Reject
// are taken only while pending (the host answers 409 otherwise). The test itself is a job
// (`dealer.api_test`) the machine asks for on entering `testing`; it reports TEST_DONE or TEST_FAILED.
// Approval's credentials are made by the service and arrive hashed and sealed: the key is never in the
// snapshot.
import * as v from 'valibot';
import { assign, emit, setup } from 'xstate';
import type { ApiTestResult } from './schemas.js';

export interface ReviewContext {
  applicationId: number;
  /** How many tests were asked for: each test's job has its own idempotency key. */
  tests: number;
  lastResult: ApiTestResult | null;
}

const testResult = v.object({
  success: v.boolean(),
  dataQualityScore: v.number(),
  vehicleCount: v.number(),
  issues: v.array(v.string()),
});
const reviewer = v.object({ userId: v.nullable(v.number()), name: v.string() });
export const reviewEventSchema = v.variant('type', [
  v.object({ type: v.literal('TEST') }),
  v.object({ type: v.literal('TEST_DONE'), result: testResult }),
  v.object({ type: v.literal('TEST_FAILED'), error: v.string() }),
  v.object({
    type: v.literal('APPROVE'),
    notes: v.string(),
    by: reviewer,
    keyHash: v.string(),
    keyPrefix: v.string(),
    keySealed: v.string(),
    /** An automatic approval hands the key to the applicant once, as well as by e-mail. */
    instant: v.boolean(),
  }),
  v.object({ type: v.literal('REJECT'), notes: v.pipe(v.string(), v.minLength(1)), by: reviewer }),
]);
export type ReviewEvent = v.InferOutput<typeof reviewEventSchema>;

export type ReviewEmitted =
  | { type: 'queueTest'; applicationId: number; attempt: number }
  | { type: 'status'; applicationId: number; status: 'pending' | 'testing' }
  | { type: 'tested'; applicationId: number; result: ApiTestResult }
  | ({ type: 'approved'; applicationId: number } & Omit<Extract<ReviewEvent, { type: 'APPROVE' }>, 'type'>)
  | ({ type: 'rejected'; applicationId: number } & Omit<Extract<ReviewEvent, { type: 'REJECT' }>, 'type'>);

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as { applicationId: number },
    emitted: {} as ReviewEmitted,
  },
}).createMachine({
  id: 'dealerReview',
  context: ({ input }) => ({ applicationId: input.applicationId, tests: 0, lastResult: null }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        TEST: {
          target: 'testing',
          actions: [
            assign({ tests: ({ context }) => context.tests + 1 }),
            emit(({ context }) => ({
              type: 'queueTest' as const,
              applicationId: context.applicationId,
              attempt: context.tests,
            })),
          ],
        },
        APPROVE: {
          target: 'approved',
          actions: emit(({ context, event }) => {
            const { type: _type, ...rest } = event as Extract<ReviewEvent, { type: 'APPROVE' }>;
            return { type: 'approved' as const, applicationId: context.applicationId, ...rest };
          }),
        },
        REJECT: {
          target: 'rejected',
          actions: emit(({ context, event }) => {
            const { type: _type, ...rest } = event as Extract<ReviewEvent, { type: 'REJECT' }>;
            return { type: 'rejected' as const, applicationId: context.applicationId, ...rest };
          }),
        },
      },
    },
    testing: {
      entry: emit(({ context }) => ({
        type: 'status' as const,
        applicationId: context.applicationId,
        status: 'testing' as const,
      })),
      on: {
        TEST_DONE: {
          target: 'pending',
          actions: [
            assign({ lastResult: ({ event }) => event.result }),
            emit(({ context, event }) => ({
              type: 'tested' as const,
              applicationId: context.applicationId,
              result: event.result,
            })),
          ],
        },
        TEST_FAILED: {
          target: 'pending',
          actions: emit(({ context, event }) => ({
            type: 'tested' as const,
            applicationId: context.applicationId,
            result: {
              success: false,
              dataQualityScore: 0,
              vehicleCount: 0,
              issues: [`The test could not be completed: ${event.error}`],
            },
          })),
        },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
});
