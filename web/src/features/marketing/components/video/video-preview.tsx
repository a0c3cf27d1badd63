// The preview panel (issue 13 item 4): before rendering, the chosen layout at the chosen aspect ratio
// as the video's frames will look (the car's picture, title, price, call to action, colours, logo and
// watermark) with the template's scenes timed at the chosen duration; an opened job's progress; a
// finished video playing.
import { pounds } from '../../../../lib/format';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { sceneTimings } from '../../lib/video';
import type { VideoJob, VideoTemplate } from '../../types';
import type { VideoSettings } from './video-settings';

const FRAME: Record<VideoSettings['aspectRatio'], { ratio: string; width: string }> = {
  '9:16': { ratio: '9 / 16', width: 'max-w-[15rem]' },
  '1:1': { ratio: '1 / 1', width: 'max-w-[20rem]' },
  '16:9': { ratio: '16 / 9', width: 'max-w-full' },
};

export function VideoPreview({
  settings,
  template,
  dealerName,
  job,
  onClose,
}: {
  settings: VideoSettings;
  template: VideoTemplate | undefined;
  dealerName: string;
  /** The job opened in the panel (just generated, or opened from Recent Videos). */
  job: VideoJob | null;
  onClose: () => void;
}) {
  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="preview-title" className="text-lg font-semibold text-slate-900">
          Preview
        </h2>
        {job && (
          <button type="button" onClick={onClose} className="text-sm font-medium text-blue-700 underline">
            Back to the layout
          </button>
        )}
      </div>
      {job ? (
        <JobView job={job} />
      ) : (
        <LayoutView settings={settings} template={template} dealerName={dealerName} />
      )}
    </section>
  );
}

function JobView({ job }: { job: VideoJob }) {
  const frame = FRAME[job.config.aspectRatio];
  if (job.status === 'completed' && job.outputUrl)
    return (
      <div className="mt-3">
        <video
          key={job.outputUrl}
          controls
          playsInline
          preload="metadata"
          src={job.outputUrl}
          aria-label={`Video of ${job.car.title}`}
          className={`mx-auto block w-full rounded-lg bg-black ${frame.width}`}
          style={{ aspectRatio: frame.ratio }}
        />
        <p className="mt-2 text-center text-sm text-slate-600">
          {job.car.title} · {job.config.duration} s · {job.width} × {job.height}
        </p>
      </div>
    );
  return (
    <div className="mt-3 space-y-2">
      <p className="font-medium text-slate-900">{job.car.title}</p>
      <p className="text-sm text-slate-600">
        {job.config.duration} s · {job.config.aspectRatio} · {job.width} × {job.height}
      </p>
      {job.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          This video failed: {job.error ?? 'the render stopped.'}
        </p>
      ) : (
        <>
          <ProgressBar size="md" value={job.progress} label={`Rendering the video of ${job.car.title}`} />
          <p className="text-sm text-slate-600">
            {job.status === 'queued' ? 'Waiting to start' : (job.stage ?? 'Rendering')} ·{' '}
            {Math.round(job.progress)}%
          </p>
          <p className="text-sm text-slate-600">The video plays here as soon as it is ready.</p>
        </>
      )}
    </div>
  );
}

function LayoutView({
  settings,
  template,
  dealerName,
}: {
  settings: VideoSettings;
  template: VideoTemplate | undefined;
  dealerName: string;
}) {
  const frame = FRAME[settings.aspectRatio];
  const car = settings.car;
  const wide = settings.aspectRatio === '16:9';
  return (
    <div className="mt-3">
      <div
        role="img"
        aria-label={`Layout preview, ${settings.aspectRatio}: ${car ? car.title : 'no car chosen yet'}`}
        className={`relative mx-auto w-full overflow-hidden rounded-lg text-white ${frame.width}`}
        style={{
          aspectRatio: frame.ratio,
          background: `linear-gradient(160deg, ${settings.primary}, ${settings.secondary})`,
        }}
      >
        <div className={`absolute inset-0 flex p-3 ${wide ? 'flex-row items-center gap-3' : 'flex-col'}`}>
          <div
            className={`overflow-hidden rounded-md bg-black/20 ${wide ? 'h-4/5 w-1/2' : 'mt-6 aspect-[4/3] w-full'}`}
          >
            {car?.images[0] ? (
              <img src={car.images[0]} alt="" className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full items-center justify-center p-2 text-center text-xs text-white/90">
                Choose a car on the Car tab
              </span>
            )}
          </div>
          <div className={`flex min-w-0 flex-col ${wide ? 'w-1/2' : 'mt-3 flex-1'}`}>
            <p className="text-sm leading-tight font-bold break-words">{car?.title ?? 'Your car'}</p>
            {car && <p className="mt-1 text-lg font-extrabold">{pounds(car.price)}</p>}
            <p
              className="mt-auto rounded px-2 py-1 text-center text-xs font-semibold break-words"
              style={{ background: settings.secondary }}
            >
              {settings.callToAction || ' '}
            </p>
          </div>
        </div>
        {settings.logo && (
          <img
            src={settings.logo.url}
            alt=""
            className="absolute top-2 left-2 h-6 max-w-[40%] object-contain"
          />
        )}
        {settings.watermark && (
          <span className="absolute top-2 right-2 max-w-[55%] truncate rounded bg-black/30 px-1.5 text-[10px]">
            {dealerName}
          </span>
        )}
      </div>
      {template && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">
            {template.name}: scenes at {settings.duration} s
          </h3>
          <ol className="mt-1 space-y-0.5 text-sm text-slate-700">
            {sceneTimings(template, settings.duration).map((s) => (
              <li key={s.id} className="flex justify-between gap-2">
                <span>{s.name}</span>
                <span className="text-slate-600 tabular-nums">
                  {s.start}-{s.start + s.seconds} s ({s.seconds} s)
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
