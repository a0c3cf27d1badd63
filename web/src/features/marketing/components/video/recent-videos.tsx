// Recent Videos (001 §2, §4): the dealer's jobs, polled every 3 s, each with its real progress while it
// renders (DECISIONS 11: never a fixed bar), Download, Share and Open once completed, and the reason
// with Try Again when it failed (DECISIONS 24).
import { Download, Play, RotateCcw, Share2 } from 'lucide-react';
import { LoadError } from '../../../../components/ui/load-error';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { useRecentVideos } from '../../api/get-recent-videos';
import { useRetryVideo } from '../../api/retry-video';
import { aspectLabel, megabytes, seconds } from '../../lib/video';
import type { VideoJob, VideoTemplate } from '../../types';
import { ProgressBar } from '../../../../components/ui/progress-bar';

const STATUS: Record<VideoJob['status'], { label: string; style: string }> = {
  queued: { label: 'Queued', style: 'bg-slate-100 text-slate-800' },
  rendering: { label: 'Rendering', style: 'bg-blue-100 text-blue-900' },
  completed: { label: 'Completed', style: 'bg-green-100 text-green-900' },
  failed: { label: 'Failed', style: 'bg-red-100 text-red-900' },
};

const linkButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Shares the video's public address: the device's share sheet where there is one, else the clipboard. */
async function share(job: VideoJob) {
  const url = new URL(job.outputUrl!, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: job.car.title, url });
    } catch {
      // Closing the share sheet is not an error worth telling.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The video’s link is on your clipboard.' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}

export function RecentVideos({
  dealerId,
  templates,
  onOpen,
}: {
  dealerId: number;
  templates: VideoTemplate[];
  onOpen: (job: VideoJob) => void;
}) {
  const recent = useRecentVideos(dealerId);
  const retry = useRetryVideo(dealerId);
  const templateName = (id: string) => templates.find((t) => t.id === id)?.name ?? id;
  return (
    <section
      aria-labelledby="recent-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="recent-title" className="text-lg font-semibold text-slate-900">
        Recent Videos
      </h2>
      {recent.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading your videos…
        </p>
      ) : recent.isError && !recent.data ? (
        <LoadError
          className="mt-2"
          message="Failed to load your videos."
          onRetry={() => void recent.refetch()}
        />
      ) : recent.data.videos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No videos yet: choose a car and generate your first.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Recent videos">
          {recent.data.videos.map((job) => (
            <li key={job.id} className="py-3">
              <article aria-labelledby={`video-${job.id}-title`} className="space-y-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 id={`video-${job.id}-title`} className="font-medium break-words text-slate-900">
                      {job.car.title}
                    </h3>
                    <p className="text-sm text-slate-600">
                      {templateName(job.config.template)} · {job.config.duration} s ·{' '}
                      {aspectLabel(job.config.aspectRatio)}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[job.status].style}`}
                  >
                    {STATUS[job.status].label}
                  </span>
                </div>
                {(job.status === 'queued' || job.status === 'rendering') && (
                  <div>
                    <ProgressBar size="md" value={job.progress} label={`Progress of ${job.car.title}`} />
                    <p className="mt-1 text-xs text-slate-600">
                      {job.status === 'queued' ? 'Waiting to start' : (job.stage ?? 'Rendering')} ·{' '}
                      {Math.round(job.progress)}%
                    </p>
                  </div>
                )}
                {job.status === 'completed' && job.outputUrl && (
                  <>
                    {job.processingTime !== null && (
                      <p className="text-xs text-slate-600">
                        Rendered in {seconds(job.processingTime)}
                        {job.sizeBytes !== null && ` · ${megabytes(job.sizeBytes)}`}
                      </p>
                    )}
                    <div className="flex flex-wrap gap-2">
                      <a href={job.downloadUrl ?? job.outputUrl} download className={linkButton}>
                        <Download aria-hidden="true" className="size-4" />
                        Download
                      </a>
                      <Button variant="secondary" size="sm" onClick={() => void share(job)}>
                        <Share2 aria-hidden="true" className="size-4" />
                        Share
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => onOpen(job)}>
                        <Play aria-hidden="true" className="size-4" />
                        Open
                      </Button>
                    </div>
                  </>
                )}
                {job.status === 'failed' && (
                  <div className="space-y-2">
                    <p className="text-sm text-red-700">{job.error ?? 'The render stopped.'}</p>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={retry.isPending && retry.variables === job.id}
                      onClick={() =>
                        retry.mutate(job.id, {
                          onError: () =>
                            toast({
                              title: 'Failed to retry the video',
                              description: 'Please try again.',
                              variant: 'destructive',
                            }),
                        })
                      }
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Try Again
                    </Button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
