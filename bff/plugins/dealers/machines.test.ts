// The dealer machines on their own (no database): which events each state takes, what they emit for
// the host's effects, and that a snapshot taken mid-review restores to the same place.
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { onboardingMachine } from './onboarding.machine.js';
import { reviewMachine, type ReviewEvent } from './review.machine.js';

const by = { userId: 1, name: 'chief' };
const approve: ReviewEvent = {
  type: 'APPROVE',
  notes: '',
  by,
  keyHash: 'h',
  keyPrefix: 'am_live_abcd',
  keySealed: 's',
  instant: false,
};
const result = { success: true, dataQualityScore: 92, vehicleCount: 50, issues: [] };

function review() {
  const emitted: EventObject[] = [];
  const actor = createActor(reviewMachine, { input: { applicationId: 7 } });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('the review machine', () => {
  it('asks for a test job on TEST, waits in testing, and keeps the result when the job reports', () => {
    const { actor, emitted } = review();
    actor.send({ type: 'TEST' });
    expect(actor.getSnapshot().value).toBe('testing');
    expect(emitted).toContainEqual({ type: 'queueTest', applicationId: 7, attempt: 1 });
    expect(emitted).toContainEqual({ type: 'status', applicationId: 7, status: 'testing' });
    // Nothing but the job's report is taken while testing.
    expect(actor.getSnapshot().can(approve)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'TEST' })).toBe(false);
    actor.send({ type: 'TEST_DONE', result });
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.lastResult).toEqual(result);
    // A second test is a job of its own (its own idempotency key).
    actor.send({ type: 'TEST' });
    expect(emitted).toContainEqual({ type: 'queueTest', applicationId: 7, attempt: 2 });
  });

  it('turns a job that gave up into a failed result, and stays pending', () => {
    const { actor, emitted } = review();
    actor.send({ type: 'TEST' });
    actor.send({ type: 'TEST_FAILED', error: 'connection reset' });
    expect(actor.getSnapshot().value).toBe('pending');
    const tested = emitted.find((e) => e.type === 'tested') as unknown as { result: typeof result };
    expect(tested.result).toMatchObject({ success: false, dataQualityScore: 0 });
    expect(tested.result.issues[0]).toContain('connection reset');
  });

  it('ends approved or rejected, and takes nothing after', () => {
    const approved = review();
    approved.actor.send(approve);
    expect(approved.actor.getSnapshot().status).toBe('done');
    expect(approved.emitted.find((e) => e.type === 'approved')).toMatchObject({
      applicationId: 7,
      keyHash: 'h',
    });
    const rejected = review();
    rejected.actor.send({ type: 'REJECT', notes: 'No stock', by });
    expect(rejected.actor.getSnapshot().value).toBe('rejected');
    expect(rejected.actor.getSnapshot().can({ type: 'TEST' })).toBe(false);
  });

  it('restores a snapshot taken while testing to the same place (a restart mid-test)', () => {
    const { actor } = review();
    actor.send({ type: 'TEST' });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const emitted: EventObject[] = [];
    const restored = createActor(reviewMachine, { snapshot: saved, input: { applicationId: 7 } });
    restored.on('*', (e) => emitted.push(e));
    restored.start();
    expect(restored.getSnapshot().value).toBe('testing');
    // Restoring does not ask for another job; the one queued is still due.
    expect(emitted).toEqual([]);
    restored.send({ type: 'TEST_DONE', result });
    expect(restored.getSnapshot().value).toBe('pending');
  });
});

describe('the onboarding machine', () => {
  const start = () =>
    createActor(onboardingMachine, { input: { userId: 3, draft: { contactEmail: 'a@b.co' } } }).start();

  it('moves on one step per saved step, never skips ahead, and goes back one at a time', () => {
    const actor = start();
    const save = (step: number) => ({
      type: 'SAVE_STEP' as const,
      step,
      fields: { [`f${step}`]: step },
      sealed: {},
    });
    expect(actor.getSnapshot().can(save(2))).toBe(false);
    actor.send(save(1));
    actor.send(save(2));
    expect(actor.getSnapshot().context.step).toBe(3);
    // Saving an earlier step again keeps the furthest step reached.
    actor.send(save(1));
    expect(actor.getSnapshot().context.step).toBe(3);
    expect(actor.getSnapshot().context.draft).toEqual({ contactEmail: 'a@b.co', f1: 1, f2: 2 });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('forgets the sealed secrets on submission, and a restart keeps only company and contact', () => {
    const actor = start();
    actor.send({
      type: 'SAVE_STEP',
      step: 1,
      fields: { companyName: 'Acme', apiEndpoint: 'https://x' },
      sealed: { apiSecret: 'v1.x' },
    });
    actor.send({ type: 'SUBMITTED', applicationId: 9 });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context).toMatchObject({ applicationId: 9, sealed: {} });
    expect(actor.getSnapshot().can({ type: 'SAVE_STEP', step: 1, fields: {}, sealed: {} })).toBe(false);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 1,
      applicationId: null,
      draft: { companyName: 'Acme', contactEmail: 'a@b.co' },
    });
    expect(actor.getSnapshot().context.draft.apiEndpoint).toBeUndefined();
  });
});
