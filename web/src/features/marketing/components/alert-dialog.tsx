// The pages' alerts (001 §5, §8) as an accessible alert dialog rather than window.alert: the same
// words, focus moved into it and back, and it does not block the page's polling.
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';

export function useAlertDialog() {
  const [message, setMessage] = useState<string | null>(null);
  const alert = useCallback((text: string) => setMessage(text), []);
  const element = (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && setMessage(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          aria-describedby={undefined}
          className="fixed top-1/3 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none"
        >
          <Dialog.Title className="text-base font-semibold text-slate-900">{message}</Dialog.Title>
          <div className="mt-5 flex justify-end">
            <Dialog.Close asChild>
              <Button>OK</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return { alert, alertElement: element };
}
