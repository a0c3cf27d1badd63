// Offered when a live update changed the search on screen (hooks/use-held-results.ts). The live region
// is always in the page (empty, it takes no room) so screen readers announce the message when it
// appears; it sticks under the header so a reader far down the list sees it too.
import { Button } from '../../../components/ui/button';

export function NewResultsBanner({ visible, onShow }: { visible: boolean; onShow: () => void }) {
  return (
    <div role="status" className="sticky top-[4.5rem] z-20 empty:!mt-0">
      {visible && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900 shadow-sm">
          <p className="font-medium">New results available</p>
          <Button size="sm" onClick={onShow}>
            Show new results
          </Button>
        </div>
      )}
    </div>
  );
}
