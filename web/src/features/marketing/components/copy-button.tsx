// Copies a text to the clipboard and says so in a toast (or says it could not).
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';

export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied` });
  } catch {
    toast({ title: `Could not copy the ${what.toLowerCase()}`, description: text, variant: 'destructive' });
  }
}

export function CopyButton({
  text,
  what,
  label = 'Copy',
  accessibleName,
}: {
  text: string;
  what: string;
  label?: string;
  accessibleName?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={accessibleName}
      onClick={() => void copyText(text, what)}
    >
      <Copy aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
