// The dialog itself (sheet.tsx), on Radix Dialog: focus trap, Escape, labelled. Loaded after the first
// screen or when first opened.
import * as Dialog from '@radix-ui/react-dialog';
import type { SheetProps } from './sheet';

const SIDES: Record<SheetProps['side'], string> = {
  left: 'inset-y-0 left-0 h-full w-[85vw] max-w-sm border-r data-[state=open]:animate-[slide-in-left_200ms_ease-out]',
  right:
    'inset-y-0 right-0 h-full w-[85vw] max-w-sm border-l data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
  bottom:
    'inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t data-[state=open]:animate-[slide-in-bottom_200ms_ease-out]',
  // A centred dialog on wider screens; the whole screen on a phone.
  center:
    'inset-0 sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-10 sm:max-h-[90vh] sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:rounded-2xl sm:p-6',
  centerWide:
    'inset-0 sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-10 sm:max-h-[90vh] sm:w-full sm:max-w-3xl sm:-translate-x-1/2 sm:rounded-2xl sm:p-6',
};

export function SheetDialog({ open, onOpenChange, side, title, description, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed z-50 flex flex-col overflow-y-auto bg-white p-4 shadow-xl outline-none ${SIDES[side]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md px-2 py-1 text-2xl leading-none text-slate-600 hover:bg-slate-100"
            >
              ×
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mb-3 text-sm text-slate-600">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
