// /tiktok-generator, the short-video generator (001 §2, §4, §8, §9; issue 13 item 4): tabs Car,
// Template, Style and Branding, Generate, a preview panel and Recent Videos. The video is rendered on
// the server (DECISIONS 19); this page sends the settings and follows the job.
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TabList } from '../../../../components/ui/tab-list';
import { useGenerateVideo } from '../../api/generate-video';
import { useRecentVideos } from '../../api/get-recent-videos';
import { useVideoTemplates } from '../../api/get-video-templates';
import type { VideoJob } from '../../types';
import { refusalReason } from '../../lib/errors';
import { useAlertDialog } from '../alert-dialog';
import { CarPicker } from '../car-picker';
import { MarketingGate, type DealerContext } from '../marketing-gate';
import { BrandingTab } from './branding-tab';
import { RecentVideos } from './recent-videos';
import { StyleTab } from './style-tab';
import { TemplateTab } from './template-tab';
import { VideoPreview } from './video-preview';
import { initialSettings, type VideoSettings } from './video-settings';

type Tab = 'car' | 'template' | 'style' | 'branding';
const TABS: { id: Tab; label: string }[] = [
  { id: 'car', label: 'Car' },
  { id: 'template', label: 'Template' },
  { id: 'style', label: 'Style' },
  { id: 'branding', label: 'Branding' },
];

export function VideoScreen() {
  return (
    <MarketingGate
      title="Short Video Generator"
      intro="Turn a car from your stock into a short video for TikTok, Reels and Shorts: real MP4 files rendered from the car's pictures and details."
    >
      {(context) => <VideoGenerator {...context} />}
    </MarketingGate>
  );
}

function VideoGenerator({ dealer, isAdmin }: DealerContext) {
  const [tab, setTab] = useState<Tab>('car');
  const [settings, setSettings] = useState<VideoSettings>(initialSettings);
  const [opened, setOpened] = useState<VideoJob | null>(null);
  /** null: no failure; else the server's reason ('' when it gave none). */
  const [failure, setFailure] = useState<string | null>(null);
  const templates = useVideoTemplates();
  const recent = useRecentVideos(dealer.id);
  const generate = useGenerateVideo();
  const { alert, alertElement } = useAlertDialog();
  const change = (next: Partial<VideoSettings>) => setSettings((old) => ({ ...old, ...next }));
  const template = templates.data?.templates.find((t) => t.id === settings.template);
  // The opened job as the last poll saw it, so its progress moves and it plays once completed.
  const openedJob = opened ? (recent.data?.videos.find((v) => v.id === opened.id) ?? opened) : null;

  const onGenerate = () => {
    if (!settings.car) return alert('Please select a car first');
    setFailure(null);
    generate.mutate(
      {
        dealerId: dealer.id,
        carId: settings.car.id,
        template: settings.template,
        duration: settings.duration,
        aspectRatio: settings.aspectRatio,
        dealerBranding: {
          logo: settings.logo?.id ?? null,
          colors: { primary: settings.primary, secondary: settings.secondary },
          watermark: settings.watermark,
        },
        callToAction: settings.callToAction.trim() || initialSettings().callToAction,
      },
      {
        onSuccess: ({ video }) => setOpened(video),
        onError: (error) => {
          setFailure(refusalReason(error) ?? '');
          alert('Failed to generate video. Please try again.');
        },
      },
    );
  };

  return (
    <div className="mt-6 space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <TabList label="Video settings" tabs={TABS} active={tab} onSelect={setTab} />
          <div
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            tabIndex={0}
            className="pt-4 focus-visible:outline-none"
          >
            {tab === 'car' && (
              <CarPicker
                dealerId={dealer.id}
                isAdmin={isAdmin}
                selected={settings.car}
                onSelect={(car) => change({ car })}
              />
            )}
            {tab === 'template' && <TemplateTab settings={settings} onChange={change} />}
            {tab === 'style' && <StyleTab settings={settings} onChange={change} />}
            {tab === 'branding' && <BrandingTab dealerId={dealer.id} settings={settings} onChange={change} />}
          </div>
          <div className="mt-5 border-t border-slate-100 pt-4">
            <Button onClick={onGenerate} disabled={generate.isPending} className="w-full sm:w-auto">
              <Clapperboard aria-hidden="true" className="size-4" />
              {generate.isPending ? 'Generating…' : 'Generate Video'}
            </Button>
            <p className="mt-2 text-sm text-slate-600">
              {settings.car ? settings.car.title : 'No car chosen'} · {template?.name ?? settings.template} ·{' '}
              {settings.duration} s · {settings.aspectRatio}
            </p>
            {failure !== null && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                Failed to generate video
                {failure && `: ${failure}`}
              </p>
            )}
          </div>
        </div>
        <VideoPreview
          settings={settings}
          template={template}
          dealerName={dealer.name}
          job={openedJob}
          onClose={() => setOpened(null)}
        />
      </div>
      <RecentVideos
        dealerId={dealer.id}
        templates={templates.data?.templates ?? []}
        onOpen={(job) => {
          setOpened(job);
          document.getElementById('preview-title')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        }}
      />
      {alertElement}
    </div>
  );
}
