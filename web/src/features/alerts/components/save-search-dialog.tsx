// The save dialog: a name (suggested from the filters), how often to e-mail, and whether to e-mail at
// all. The server's refusals (a bad field, the 25-search limit) are shown here, in the dialog.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category } from '../../../../../db/reference/types';
import { Button } from '../../../components/ui/button';
import { CheckboxField, FormAlert, SelectField, TextField } from '../../../components/ui/form-fields';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { updateSavedSearch } from '../api/update-saved-search';
import { suggestSearchName } from '../lib/describe-search';
import type { AlertFrequency, SavedSearchQuery } from '../types';

export const NAME_MAX = 80;
export const FREQUENCY_OPTIONS = [
  ['instant', 'Instantly, as matches appear'],
  ['daily', 'Once a day (daily digest)'],
] as const;

export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return 'You already have 25 saved searches, the most you can keep. Delete one on your dashboard first.';
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return error.serverMessage;
  return 'Failed to save the search. Please try again.';
}

export function SaveSearchDialog({
  category,
  query,
  open,
  onOpenChange,
}: {
  category: Category;
  query: SavedSearchQuery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = `save-search-${useId().replace(/:/g, '')}`;
  const navigate = useNavigate();
  const [name, setName] = useState(() => suggestSearchName(category, query));
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [email, setEmail] = useState(true);
  const [nameError, setNameError] = useState<string>();
  const create = useCreateSavedSearch();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Enter a name for this search');
    if (trimmed.length > NAME_MAX) return setNameError(`Use at most ${NAME_MAX} characters`);
    setNameError(undefined);
    create.mutate(
      { name: trimmed, category, query, frequency },
      {
        onSuccess: async ({ savedSearch }) => {
          // E-mails are on for a new search; turning them off is a change to it.
          if (!email) await updateSavedSearch(savedSearch.id, { emailAlerts: false }).catch(() => undefined);
          onOpenChange(false);
          const href = paths.dashboard.href('searches');
          toast({
            title: 'Search saved',
            description: `We'll tell you about new matches for "${savedSearch.name}".`,
            action: { label: 'Manage saved searches', href, onNavigate: () => navigate(href) },
          });
        },
      },
    );
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="center" title="Save this search">
      <form aria-label="Save this search" noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-600">
          We will tell you when a new car matches these filters, or a matching car drops its price.
        </p>
        <TextField
          form={form}
          name="name"
          label="Name"
          value={name}
          onChange={setName}
          error={nameError}
          maxLength={NAME_MAX}
          required
        />
        <SelectField
          form={form}
          name="frequency"
          label="E-mail me"
          value={frequency}
          onChange={(value) => setFrequency(value as AlertFrequency)}
          options={FREQUENCY_OPTIONS}
          disabled={!email}
        />
        <CheckboxField
          form={form}
          name="email"
          label="Send e-mail alerts (you will always see them under Notifications)"
          checked={email}
          onChange={setEmail}
        />
        <FormAlert>{create.isError ? saveErrorMessage(create.error) : null}</FormAlert>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save search'}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
