// How numbers, times and durations read in the CLI's views.

export const count = (n: number) => n.toLocaleString('en-GB');

/** 42 → '00:42', 3725 s → '1:02:05'. */
export function duration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h ? `${h}:${mmss}` : mmss;
}

/** A timestamp in the operator's local time, '2026-11-01 12:00'; '-' when there is none. */
export function when(iso: string | null): string {
  if (!iso) return '-';
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Cuts text to `width` characters, ending in an ellipsis when it was longer. */
export const clip = (text: string, width: number) =>
  text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
