// The full-screen comparison (Radix Dialog labelled 'Compare cars'): the chosen cars side by side.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCompareItems } from '../hooks/use-compare';
import { COMPARE_MIN_TO_VIEW } from '../lib/compare-store';
import { CompareTable } from './compare-table';

export function CompareDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const items = useCompareItems();
  const cars = items.map((i) => i.car);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none">
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Compare cars</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {cars.length} cars side by side. Rows where they differ are highlighted; the best value is
                labelled Best.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close comparison"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </header>
          {cars.length < COMPARE_MIN_TO_VIEW && (
            <p
              role="status"
              className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6"
            >
              Add another car to compare it side by side.
            </p>
          )}
          <CompareTable cars={cars} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
