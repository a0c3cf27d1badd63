// The header's live-updates light (DECISIONS 14): a dot and a word, so the state never rests on colour
// alone; the dot's shape differs too (solid, pulsing, hollow). The tooltip says what it means for
// the listings on screen. Where the header has no room for the word (under 360 px, and from 768 px
// until 1024 px beside the desktop navigation) it is left to screen readers and the tooltip, and the
// dot's shape carries the state.
import { Tooltip } from '../../components/ui/tooltip';
import { useLiveStatus, type LiveStatus } from '../../lib/live-status';

const LOOK: Record<LiveStatus, { word: string; dot: string; text: string; tip: string }> = {
  connected: {
    word: 'Live',
    dot: 'bg-green-600',
    text: 'text-green-800',
    tip: 'New, changed and removed listings show up as they happen.',
  },
  connecting: {
    word: 'Connecting',
    dot: 'animate-pulse bg-amber-500',
    text: 'text-amber-800',
    tip: 'Connecting to live updates…',
  },
  reconnecting: {
    word: 'Reconnecting',
    dot: 'animate-pulse bg-amber-500',
    text: 'text-amber-800',
    tip: 'The live connection dropped and is being restored. Listings may be out of date meanwhile.',
  },
  offline: {
    word: 'Offline',
    dot: 'border-2 border-slate-500 bg-transparent',
    text: 'text-slate-600',
    tip: 'No live updates: listings on screen may be out of date. It reconnects by itself once you are back online.',
  },
};

export function LiveIndicator({ className = '' }: { className?: string }) {
  const status = useLiveStatus();
  const look = LOOK[status];
  return (
    <Tooltip
      content={
        <span className="block max-w-60">
          <span className="font-semibold">{look.word}.</span> {look.tip}
        </span>
      }
    >
      {/* Focusable so keyboard users can read the tooltip too. */}
      <span
        role="status"
        aria-label={`Live updates: ${status}`}
        tabIndex={0}
        className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-slate-200 bg-white px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 max-[359px]:p-1.5 md:max-lg:p-1.5 ${look.text} ${className}`}
      >
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${look.dot}`} />
        <span className="max-[359px]:sr-only md:max-lg:sr-only">{look.word}</span>
      </span>
    </Tooltip>
  );
}
