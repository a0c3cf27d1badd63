/**
 * A 0-100 progress bar that says its value to screen readers (role progressbar, aria-valuenow). The
 * value is always real progress (a scraping run's, a video render's), never a fixed fill.
 */
const HEIGHTS = { sm: 'h-1.5', md: 'h-2', lg: 'h-3' } as const;

export function ProgressBar({
  value,
  label,
  size = 'lg',
}: {
  value: number;
  label: string;
  size?: keyof typeof HEIGHTS;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={`w-full overflow-hidden rounded-full bg-slate-200 ${HEIGHTS[size]}`}
    >
      <div
        className="h-full rounded-full bg-blue-700 transition-[width] duration-500"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
