// The listing's photos (SVG drawings): one large image, previous/next buttons and a row of thumbnail
// buttons. Every control is a real button, so Tab, Enter and Space work; arrow keys step through.
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

const ring =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-600">
        <ImageOff aria-hidden="true" className="h-10 w-10" />
        <p>No photos available</p>
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(current + 1);
    else if (e.key === 'ArrowLeft') go(current - 1);
    else return;
    e.preventDefault();
  };

  return (
    <section aria-label="Photos" className="space-y-3" onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <img
          src={images[current]}
          alt={`${title}, photo ${current + 1} of ${count}`}
          width={800}
          height={600}
          className="aspect-[4/3] w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => go(current - 1)}
              className={`absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white ${ring}`}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => go(current + 1)}
              className={`absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white ${ring}`}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            <p
              className="absolute bottom-2 right-2 rounded-md bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white"
              aria-live="polite"
            >
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-pressed={i === current}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-lg border-2 ${i === current ? 'border-blue-700' : 'border-transparent opacity-80 hover:opacity-100'} ${ring}`}
              >
                <img
                  src={src}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-14 w-20 object-cover sm:h-[72px] sm:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
