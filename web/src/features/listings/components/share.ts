import { toast } from '../../../components/ui/toast';

/** Native share where the device has it, else copy the link (000 §8: a cancelled share is silent). */
export async function shareLink(title: string, path: string) {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      /* cancelled or refused: ignored */
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
