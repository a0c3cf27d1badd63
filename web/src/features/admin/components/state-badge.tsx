import { stateTone } from '../lib/labels';

/** A run's or a source's state in words, tinted by how it is going. */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${stateTone(state)}`}
    >
      {label}
    </span>
  );
}
