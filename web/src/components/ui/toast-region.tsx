// The toast region (000 §9), on Radix Toast: the toast on screen, swipe right to dismiss, F8 to focus.
// Loaded after the first screen (toast.tsx).
import * as RadixToast from '@radix-ui/react-toast';
import type { ToastItem } from './toast';

export function ToastRegion({
  item,
  onDismiss,
}: {
  item: ToastItem | null;
  onDismiss: (id: number) => void;
}) {
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {item && (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? 5000}
          onOpenChange={(open) => !open && onDismiss(item.id)}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
            {item.description && (
              <RadixToast.Description className="mt-1 text-sm opacity-90">
                {item.description}
              </RadixToast.Description>
            )}
            {item.action && (
              <RadixToast.Action altText={item.action.label} asChild>
                <a
                  href={item.action.href}
                  onClick={(event) => {
                    const go = item.action?.onNavigate;
                    if (!go || event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    go();
                  }}
                  className="mt-2 inline-block text-sm font-semibold underline underline-offset-2"
                >
                  {item.action.label}
                </a>
              </RadixToast.Action>
            )}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      {/* From 640 px it sits in the bottom-right corner, raised by the compare tray's height (published
          by the tray as --compare-tray-height) so a toast never covers a chosen car; on phones it is at
          the top, clear of the tray altogether. */}
      <RadixToast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 top-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-[var(--compare-tray-height,0px)] sm:top-auto"
      />
    </RadixToast.Provider>
  );
}
