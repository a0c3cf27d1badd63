// Placeholder blocks in the shape of the detail page while the listing loads.
export function CarDetailSkeleton() {
  const block = 'animate-pulse rounded-xl bg-slate-200';
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-4 py-6">
      <p className="sr-only" role="status">
        Loading car details…
      </p>
      <div className={`${block} h-5 w-32`} />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-4">
          <div className={`${block} aspect-[4/3] w-full`} />
          <div className={`${block} h-40 w-full`} />
        </div>
        <div className="space-y-4">
          <div className={`${block} h-8 w-3/4`} />
          <div className={`${block} h-10 w-1/2`} />
          <div className={`${block} h-48 w-full`} />
        </div>
      </div>
    </div>
  );
}
