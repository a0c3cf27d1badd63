// Says how a run ended when the page saw it end — through live progress or a poll alike: completed
// with its counts, failed with its error, or cancelled.
import { useEffect, useRef } from 'react';
import type { RunSummary } from '../../../../../bff/plugins/scraping/schemas';
import { toast } from '../../../components/ui/toast';
import { countsSentence } from '../lib/labels';
import { isActive } from '../lib/run-progress';

export function runOutcomeToast(run: RunSummary) {
  const counts = countsSentence(run.totals);
  switch (run.state) {
    case 'completed':
      return { title: 'Scraping complete', description: `${counts}.` };
    case 'cancelled':
      return { title: 'Scraping cancelled', description: `Stopped after ${counts}.` };
    default:
      return {
        title: 'Scraping failed',
        description: `${(run.error ?? 'The run stopped with an error').replace(/\.$/, '')}. ${counts}.`,
        variant: 'destructive' as const,
      };
  }
}

export function useRunOutcomeToast(run: RunSummary | null | undefined) {
  const seenActive = useRef<number | null>(null);
  useEffect(() => {
    if (!run) return;
    if (isActive(run)) seenActive.current = run.id;
    else if (seenActive.current === run.id) {
      seenActive.current = null;
      toast(runOutcomeToast(run));
    }
  }, [run]);
}
