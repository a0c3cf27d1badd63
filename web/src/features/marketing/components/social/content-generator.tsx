// The Content Generator tab (001 §2, §5, §8): a car (the same picker as the video page), a template and
// the platforms (Facebook and Instagram to start with); Generate writes each platform's post from the
// car's data, Generate with Video also starts a video job whose id goes with each post published.
import { Sparkles, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { useGenerateContent } from '../../api/generate-content';
import { useGenerateWithVideo } from '../../api/generate-with-video';
import { useSocialTemplates } from '../../api/get-social-templates';
import { DEFAULT_PLATFORMS, NO_NETWORK, PLATFORM_NAMES } from '../../lib/platforms';
import { PLATFORMS, type GeneratedContent, type MarketingCar, type Platform } from '../../types';
import { refusalReason } from '../../lib/errors';
import { useAlertDialog } from '../alert-dialog';
import { CarPicker } from '../car-picker';
import type { DealerContext } from '../marketing-gate';
import { ContentCard } from './content-card';
import { VideoStatus } from './video-status';

interface Result {
  content: GeneratedContent[];
  carId: number;
  templateId: string;
  videoId: number | null;
}

export function ContentGenerator({ dealer, isAdmin }: DealerContext) {
  const [car, setCar] = useState<MarketingCar | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [platforms, setPlatforms] = useState<Platform[]>(DEFAULT_PLATFORMS);
  const [result, setResult] = useState<Result | null>(null);
  /** null: no failure; else the server's reason ('' when it gave none). */
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useSocialTemplates();
  const generate = useGenerateContent();
  const withVideo = useGenerateWithVideo();
  const { alert, alertElement } = useAlertDialog();
  const busy = generate.isPending || withVideo.isPending;

  const toggle = (p: Platform, on: boolean) =>
    setPlatforms((old) => PLATFORMS.filter((x) => (x === p ? on : old.includes(x))));

  const start = (video: boolean) => {
    if (!car || !templateId) return alert('Please select a car and template');
    if (platforms.length === 0) return alert('Please choose at least one platform');
    setFailure(null);
    const input = { dealerId: dealer.id, carId: car.id, templateId, platforms };
    if (video)
      withVideo.mutate(input, {
        onSuccess: ({ posts, videoId }) => setResult({ content: posts, carId: car.id, templateId, videoId }),
        onError: (error) => {
          setFailure(refusalReason(error) ?? '');
          alert('Failed to generate content with video. Please try again.');
        },
      });
    else
      generate.mutate(input, {
        onSuccess: ({ content }) => setResult({ content, carId: car.id, templateId, videoId: null }),
        onError: (error) => {
          setFailure(refusalReason(error) ?? '');
          alert('Failed to generate content. Please try again.');
        },
      });
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="social-car"
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="social-car" className="mb-3 text-lg font-semibold text-slate-900">
            1. Choose a car
          </h2>
          <CarPicker dealerId={dealer.id} isAdmin={isAdmin} selected={car} onSelect={setCar} />
        </section>
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="social-template"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="social-template" className="mb-3 text-lg font-semibold text-slate-900">
              2. Choose a template
            </h2>
            {templates.isPending ? (
              <p role="status" className="text-sm text-slate-600">
                Loading templates…
              </p>
            ) : templates.isError ? (
              <LoadError message="Failed to load the templates." onRetry={() => void templates.refetch()} />
            ) : (
              <fieldset>
                <legend className="sr-only">Post template</legend>
                <ul className="space-y-2">
                  {templates.data.templates.map((t) => (
                    <li key={t.id}>
                      <label
                        className={`block cursor-pointer rounded-lg border p-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${
                          templateId === t.id
                            ? 'border-blue-700 bg-blue-50'
                            : 'border-slate-200 hover:border-slate-300'
                        }`}
                      >
                        <span className="flex items-center gap-2">
                          <input
                            type="radio"
                            name="social-template"
                            checked={templateId === t.id}
                            onChange={() => setTemplateId(t.id)}
                            className="size-4 accent-blue-700"
                          />
                          <span className="font-medium text-slate-900">{t.name}</span>
                        </span>
                        <span className="mt-1 block text-sm text-slate-700">{t.description}</span>
                        <span className="mt-1 block text-xs text-slate-600">
                          Suits {t.platform.map((p) => PLATFORM_NAMES[p]).join(', ')}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </section>
          <section
            aria-labelledby="social-platforms"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="social-platforms" className="mb-3 text-lg font-semibold text-slate-900">
              3. Platforms
            </h2>
            <fieldset>
              <legend className="sr-only">Platforms to write for</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {PLATFORMS.map((p) => (
                  <label key={p} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={platforms.includes(p)}
                      onChange={(e) => toggle(p, e.target.checked)}
                      className="size-4 accent-blue-700"
                    />
                    {PLATFORM_NAMES[p]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => start(false)} disabled={busy}>
                <Sparkles aria-hidden="true" className="size-4" />
                {generate.isPending ? 'Generating…' : 'Generate Content'}
              </Button>
              <Button variant="secondary" onClick={() => start(true)} disabled={busy}>
                <Video aria-hidden="true" className="size-4" />
                {withVideo.isPending ? 'Generating…' : 'Generate with Video'}
              </Button>
            </div>
            {failure !== null && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                Failed to generate content
                {failure && `: ${failure}`}
              </p>
            )}
          </section>
        </div>
      </div>
      {result && (
        <section aria-labelledby="social-results" className="space-y-3">
          <h2 id="social-results" className="text-lg font-semibold text-slate-900">
            Your posts
          </h2>
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {NO_NETWORK} Publishing stores the post and gives it a tracked link, whose visits count in
            Analytics.
          </p>
          {result.videoId !== null && <VideoStatus videoId={result.videoId} />}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {result.content.map((c) => (
              <ContentCard
                key={`${result.carId}-${result.templateId}-${c.platform}-${c.description.length}`}
                content={c}
                context={{
                  dealerId: dealer.id,
                  carId: result.carId,
                  templateId: result.templateId,
                  videoId: result.videoId,
                }}
              />
            ))}
          </div>
        </section>
      )}
      {alertElement}
    </div>
  );
}
