// A saved car's own notes: shown as text, edited in place.
import { useId, useState } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { NOTES_MAX } from '../../../../../bff/plugins/garage/limits';
import { useUpdateNotes } from '../api/update-notes';

export function NotesEditor({ carId, title, notes }: { carId: number; title: string; notes: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes);
  const update = useUpdateNotes();
  const id = useId();

  if (!editing) {
    return (
      <div className="mt-3 border-t border-slate-100 pt-3">
        {notes && <p className="whitespace-pre-line break-words text-sm text-slate-700">{notes}</p>}
        <button
          type="button"
          aria-label={`${notes ? 'Edit notes' : 'Add notes'} for ${title}`}
          onClick={() => {
            setDraft(notes);
            setEditing(true);
          }}
          className="mt-1 inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
          {notes ? 'Edit notes' : 'Add notes'}
        </button>
      </div>
    );
  }

  const save = () =>
    update.mutate(
      { carId, notes: draft.trim() },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: 'Notes saved' });
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to save your notes.', variant: 'destructive' }),
      },
    );

  return (
    <form
      className="mt-3 border-t border-slate-100 pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Notes for {title}
      </label>
      <textarea
        id={id}
        value={draft}
        maxLength={NOTES_MAX}
        rows={3}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        placeholder="e.g. Ask about the service history"
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30"
      />
      <div className="mt-2 flex items-center gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save notes'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        <span className="ml-auto text-xs text-slate-600">
          {draft.length}/{NOTES_MAX}
        </span>
      </div>
    </form>
  );
}
