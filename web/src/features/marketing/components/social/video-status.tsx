// The video made with a post set: followed every 3 s until it has finished.
import { useVideo } from '../../api/get-video';
import { ProgressBar } from '../../../../components/ui/progress-bar';

export function VideoStatus({ videoId }: { videoId: number }) {
  const video = useVideo(videoId);
  const job = video.data;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">The video for these posts</h3>
      {!job ? (
        <p role="status" className="mt-1 text-sm text-slate-600">
          {video.isError ? 'Could not read the video’s progress.' : 'Starting the video…'}
        </p>
      ) : job.status === 'completed' && job.outputUrl ? (
        <div className="mt-2 space-y-2">
          <p className="text-sm text-slate-700">Ready: it goes with each post you publish.</p>
          <video
            controls
            playsInline
            preload="metadata"
            src={job.outputUrl}
            aria-label={`Video of ${job.car.title}`}
            className="max-h-72 max-w-full rounded-lg bg-black"
          />
        </div>
      ) : job.status === 'failed' ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          The video failed: {job.error ?? 'the render stopped.'} The posts can still be published.
        </p>
      ) : (
        <div className="mt-2 space-y-1">
          <ProgressBar size="md" value={job.progress} label={`Progress of the video of ${job.car.title}`} />
          <p className="text-sm text-slate-600">
            {job.status === 'queued' ? 'Waiting to start' : (job.stage ?? 'Rendering')} ·{' '}
            {Math.round(job.progress)}%
          </p>
        </div>
      )}
    </div>
  );
}
