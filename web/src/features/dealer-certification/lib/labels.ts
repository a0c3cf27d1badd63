// The certification screen's words for the dealer API's codes and the applicant's fields, grouped the
// way the onboarding wizard asked for them (001 §2, §3).
import type { ApplicationStatus } from '../../../../../bff/plugins/dealers/schemas';

export const STATUS_LABEL: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  testing: 'Testing',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Tailwind classes of a status badge: green approved, red rejected, blue testing, amber pending. */
export function statusTone(status: ApplicationStatus): string {
  switch (status) {
    case 'approved':
      return 'bg-green-50 text-green-800 ring-green-200';
    case 'rejected':
      return 'bg-red-50 text-red-800 ring-red-200';
    case 'testing':
      return 'bg-blue-50 text-blue-800 ring-blue-200';
    default:
      return 'bg-amber-50 text-amber-900 ring-amber-200';
  }
}

/** A data quality score (0-100) as the toast and the panel show it: '87%'. */
export const percent = (score: number) => `${Math.round(score)}%`;

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export {
  fieldValue,
  groupFields,
  syncWords,
  testOutcome,
  type FieldGroup,
} from '../../../../../bff/plugins/dealers/application-fields';
