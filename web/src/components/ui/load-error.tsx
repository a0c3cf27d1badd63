// A failed load, said plainly, with a way to try again.
export function LoadError({
  message,
  onRetry,
  className = '',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`text-sm text-slate-700 ${className}`}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-medium text-blue-700 underline">
        Try again
      </button>
    </div>
  );
}
