// Choose up to 10 photos: each is checked by its bytes before upload, previewed, can be moved
// earlier (the first is the main picture) or removed. New photos follow the ones already uploaded
// (the server appends them), so a photo moves only among its own kind.
import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_PHOTOS, photoProblem } from '../lib/sniff-image';

export type PickedPhoto =
  { kind: 'existing'; position: number; url: string } | { kind: 'new'; file: File; url: string };

export function PhotoPicker({
  photos,
  onChange,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);

  // Revoke every preview still shown when the picker goes away.
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(() => () => shown.current.forEach((p) => p.kind === 'new' && URL.revokeObjectURL(p.url)), []);

  async function add(files: FileList | null) {
    if (!files) return;
    const found: string[] = [];
    const added: PickedPhoto[] = [];
    for (const file of Array.from(files)) {
      const problem = await photoProblem(file);
      if (problem) found.push(problem);
      else if (photos.length + added.length >= MAX_PHOTOS)
        found.push(`${file.name}: at most ${MAX_PHOTOS} photos per listing`);
      else added.push({ kind: 'new', file, url: URL.createObjectURL(file) });
    }
    setProblems(found);
    onChange([...photos, ...added]);
  }

  const move = (i: number) => {
    const next = [...photos];
    [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
    onChange(next);
  };

  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-900">Photos</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        JPEG, PNG or WebP, up to 5 MB each, at most {MAX_PHOTOS}. The first photo is the main picture.
      </p>
      <label
        htmlFor={`${id}-input`}
        className="mt-2 inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 focus-within:outline focus-within:outline-2 focus-within:outline-blue-700 hover:bg-slate-50"
      >
        Add photos
        <input
          id={`${id}-input`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(e) => {
            void add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </label>
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ol className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Chosen photos">
          {photos.map((photo, i) => (
            <li
              key={photo.url}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
            >
              <img
                src={photo.url}
                alt={`Photo ${i + 1}${i === 0 ? ' (main)' : ''}`}
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="absolute right-1 top-1 flex gap-1">
                {i > 0 && photos[i - 1]!.kind === photo.kind && (
                  <button
                    type="button"
                    aria-label={`Move photo ${i + 1} earlier`}
                    onClick={() => move(i)}
                    className="rounded bg-white/90 p-1 text-slate-800 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
                  >
                    <ArrowLeft className="h-4 w-4" aria-hidden />
                  </button>
                )}
                <button
                  type="button"
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() => onChange(photos.filter((_, j) => j !== i))}
                  className="rounded bg-white/90 p-1 text-slate-800 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
