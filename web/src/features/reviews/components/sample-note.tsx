// The built-in reviews are written for this demo; a reader must not take them for a publication's.
export function SampleNote({ className = '' }: { className?: string }) {
  return (
    <p
      className={`inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ${className}`}
    >
      Sample editorial content
    </p>
  );
}
