// The onboarding wizard of one signed-in person (001 §2, §4; DECISIONS 16) as a persisted machine:
// `draft` (at step 1-5, with what each saved step held) → `submitted` (step 6) → `draft` again when
// they start another application. Each step is saved on the server as the person moves on, so closing
// the tab and coming back returns to the step they left. Secrets arrive sealed (never in the clear).
import * as v from 'valibot';
import { assign, setup } from 'xstate';

export interface OnboardingContext {
  userId: number;
  step: number;
  /** The fields saved so far, secrets excluded. */
  draft: Record<string, unknown>;
  /** apiKey and apiSecret as sealed by the service. */
  sealed: { apiKey?: string; apiSecret?: string };
  applicationId: number | null;
}

const record = v.record(v.string(), v.unknown());
export const onboardingEventSchema = v.variant('type', [
  v.object({
    type: v.literal('SAVE_STEP'),
    step: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    fields: record,
    sealed: v.object({ apiKey: v.optional(v.string()), apiSecret: v.optional(v.string()) }),
  }),
  v.object({ type: v.literal('BACK') }),
  v.object({ type: v.literal('SUBMITTED'), applicationId: v.pipe(v.number(), v.integer()) }),
  v.object({ type: v.literal('RESTART') }),
]);
export type OnboardingEvent = v.InferOutput<typeof onboardingEventSchema>;

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as { userId: number; draft?: Record<string, unknown>; sealed?: OnboardingContext['sealed'] },
  },
  guards: {
    // A step is saved only once the ones before it were: no skipping ahead.
    reachedStep: ({ context, event }) => event.type === 'SAVE_STEP' && event.step <= context.step,
  },
}).createMachine({
  id: 'dealerOnboarding',
  context: ({ input }) => ({
    userId: input.userId,
    step: 1,
    draft: input.draft ?? {},
    sealed: input.sealed ?? {},
    applicationId: null,
  }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        SAVE_STEP: {
          guard: 'reachedStep',
          actions: assign(({ context, event }) => ({
            step: Math.min(5, Math.max(context.step, event.step + 1)),
            draft: { ...context.draft, ...event.fields },
            sealed: { ...context.sealed, ...event.sealed },
          })),
        },
        BACK: { actions: assign({ step: ({ context }) => Math.max(1, context.step - 1) }) },
        SUBMITTED: {
          target: 'submitted',
          actions: assign(({ event }) => ({ applicationId: event.applicationId, sealed: {} })),
        },
      },
    },
    submitted: {
      description: 'Step 6: the confirmation; the application is reviewed by its own machine.',
      on: {
        RESTART: {
          target: 'draft',
          actions: assign(({ context }) => ({
            step: 1,
            // The company and contact carry over to the next application; the integration does not.
            draft: Object.fromEntries(
              Object.entries(context.draft).filter(
                ([k]) => k.startsWith('company') || k.startsWith('contact'),
              ),
            ),
            sealed: {},
            applicationId: null,
          })),
        },
      },
    },
  },
});
