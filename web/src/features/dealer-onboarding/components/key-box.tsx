// A just-issued API key in a box to copy (DECISIONS 18): shown once, so the page says to store it now.
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

export function KeyBox({ apiKey }: { apiKey: string }) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLElement>(null);
  const copy = () => {
    // Without the clipboard (an insecure origin), select the key so Ctrl+C copies it.
    const select = () => {
      if (!box.current) return;
      const range = document.createRange();
      range.selectNodeContents(box.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(apiKey).then(() => setCopied(true), select);
    else select();
  };
  return (
    <div>
      <p className="text-xs font-medium text-green-900">API key</p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          ref={box}
          aria-label="API key"
          className="block min-w-0 flex-1 rounded-lg border border-green-300 bg-white px-3 py-2 font-mono break-all text-slate-900"
        >
          {apiKey}
        </code>
        <Button variant="secondary" size="sm" onClick={copy} aria-label="Copy API key">
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="mt-2 font-medium">This key is shown once. Store it now.</p>
    </div>
  );
}
