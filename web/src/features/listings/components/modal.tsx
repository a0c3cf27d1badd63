// A centred dialog on Radix (focus trap, Escape, labelled); full height on small screens.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed inset-x-0 bottom-0 top-0 z-50 overflow-y-auto bg-white p-4 shadow-xl outline-none sm:inset-x-auto sm:left-1/2 sm:top-10 sm:bottom-auto sm:max-h-[90vh] sm:w-full sm:-translate-x-1/2 sm:rounded-2xl sm:p-6 ${wide ? 'sm:max-w-3xl' : 'sm:max-w-md'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md px-2 py-1 text-2xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              ×
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
