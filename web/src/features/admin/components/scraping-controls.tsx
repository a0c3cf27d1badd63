// Start Full Scraping (000 §2): reads 'Scraping Active' and is disabled while a run is active, and
// disabled while a start is under way; Cancel run, confirmed first, while a run is active. Toast
// wording of 000 §8.
import { Play, Square } from 'lucide-react';
import { useState } from 'react';
import type { ScrapingStatus } from '../../../../../bff/plugins/scraping/schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useCancelRun } from '../api/cancel-run';
import { useStartRun } from '../api/start-run';
import { durationBetween } from '../lib/labels';

const messageOf = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) ||
  (error instanceof Error ? error.message : String(error));

/** 000 §8's toast, with the last complete run's real duration in place of the prototype's '30-60 minutes'. */
function startedToast(previous: ScrapingStatus['run']) {
  const took =
    previous?.state === 'completed' && previous.finishedAt
      ? ` The last complete run took ${durationBetween(previous.startedAt, previous.finishedAt)}.`
      : '';
  return { title: 'Scraping Started', description: `Comprehensive car data scraping has begun.${took}` };
}

export function ScrapingControls({ status }: { status: ScrapingStatus }) {
  const start = useStartRun();
  const cancel = useCancelRun();
  const [confirming, setConfirming] = useState(false);
  const run = status.active ? status.run : null;

  const onStart = () => {
    const previous = status.run;
    start.mutate(
      {},
      {
        onSuccess: () => toast(startedToast(previous)),
        onError: (error) =>
          toast({
            title: 'Error',
            description: `Failed to start scraping: ${messageOf(error)}`,
            variant: 'destructive',
          }),
      },
    );
  };

  const onCancel = (id: number) =>
    cancel.mutate(id, {
      onSettled: () => setConfirming(false),
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to cancel the run: ${messageOf(error)}`,
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex w-full flex-col gap-3 sm:w-auto sm:items-end">
      <div className="flex flex-col gap-2 sm:flex-row">
        {run && !confirming && (
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
            <Square aria-hidden="true" className="size-4" />
            Cancel run
          </Button>
        )}
        <Button onClick={onStart} disabled={status.active || start.isPending || status.killSwitch}>
          <Play aria-hidden="true" className="size-4" />
          {status.active ? 'Scraping Active' : start.isPending ? 'Starting…' : 'Start Full Scraping'}
        </Button>
      </div>
      {run && confirming && (
        <div
          role="group"
          aria-labelledby="cancel-question"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p id="cancel-question">Cancel run #{run.id}? Listings it has already saved stay.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="danger" size="sm" onClick={() => onCancel(run.id)} disabled={cancel.isPending}>
              Yes, cancel run
            </Button>
            <Button variant="secondary" size="sm" autoFocus onClick={() => setConfirming(false)}>
              Keep running
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
