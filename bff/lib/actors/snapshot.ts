// The persisted form of a machine's snapshot, typed. XState types `getPersistedSnapshot()` as a bare
// `Snapshot<unknown>`; what it returns for a state machine is a plain JSON object with the value, the
// context and the status, which is what the host stores and what `createActor(…, { snapshot })` takes.
import type { Actor, AnyStateMachine, ContextFrom, Snapshot, StateValue } from 'xstate';

export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

export type PersistedMachineSnapshot<TMachine extends AnyStateMachine> = Snapshot<unknown> & {
  status: ActorStatus;
  value: StateValue;
  context: ContextFrom<TMachine>;
  output?: unknown;
  error?: unknown;
};

/** The actor's snapshot as it is stored: a JSON round trip, so what is saved is what is restored. */
export function persistedSnapshot<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
): PersistedMachineSnapshot<TMachine> {
  return JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as PersistedMachineSnapshot<TMachine>;
}

/** A state value in words for messages: 'crawling', or 'review.awaitingDocuments' for nested states. */
export function describeState(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${describeState(child)}`))
    .join(', ');
}
