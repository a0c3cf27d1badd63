// The new dealer's credentials, right after approval (DECISIONS 18). The key exists in the browser
// only in this panel's props: selecting another application or reloading loses it for good.
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ApprovalResult } from '../../../../../bff/plugins/dealers/schemas';
import { Button } from '../../../components/ui/button';

export function CredentialsPanel({ credentials }: { credentials: ApprovalResult['credentials'] }) {
  const [copied, setCopied] = useState(false);
  const keyBox = useRef<HTMLElement>(null);
  const copy = () => {
    const done = () => setCopied(true);
    // Without the clipboard (an insecure origin), select the key so Ctrl+C copies it.
    const selectKey = () => {
      if (!keyBox.current) return;
      const range = document.createRange();
      range.selectNodeContents(keyBox.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(credentials.apiKey).then(done, selectKey);
    else selectKey();
  };
  return (
    <section
      aria-labelledby="credentials-title"
      className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-950"
    >
      <h3 id="credentials-title" className="font-semibold">
        Dealer credentials
      </h3>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="text-xs text-green-900">Dealer ID</dt>
          <dd className="font-mono">{credentials.dealerId}</dd>
        </div>
        <div>
          <dt className="text-xs text-green-900">API key</dt>
          <dd className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              ref={keyBox}
              className="block min-w-0 flex-1 break-all rounded-lg border border-green-300 bg-white px-3 py-2 font-mono text-slate-900"
            >
              {credentials.apiKey}
            </code>
            <Button variant="secondary" size="sm" onClick={copy} aria-label="Copy API key">
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </dd>
        </div>
      </dl>
      <p className="mt-3 font-medium">This key is shown once. It has also been e-mailed to the dealer.</p>
    </section>
  );
}
