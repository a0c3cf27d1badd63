// 000 §8: 'Error loading reviews' plus the message (e.g. 'Failed to fetch reviews: 500').
export function ReviewsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-red-800">Error loading reviews</p>
      <p className="mt-1">{error.message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-medium text-blue-700 underline">
        Try again
      </button>
    </div>
  );
}

export function ReviewsEmpty({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-700">
      {children}
    </p>
  );
}
