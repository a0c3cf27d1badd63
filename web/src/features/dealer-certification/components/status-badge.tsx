import type { ApplicationStatus } from '../../../../../bff/plugins/dealers/schemas';
import { STATUS_LABEL, statusTone } from '../lib/labels';

/** An application's status in words, tinted by where it stands. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${statusTone(status)}`}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
