// /social-media-toolkit (001 §2, §4, §5, §8, §9; issue 13 item 5): Content Generator, Analytics,
// Campaigns (coming soon, DECISIONS 20) and Published Posts, for the signed-in dealer (or the dealer an
// admin chose). The tab is in the URL (?tab=) beside the dealer.
import { useSearchParams } from 'react-router-dom';
import { TabList } from '../../../../components/ui/tab-list';
import { MarketingGate, type DealerContext } from '../marketing-gate';
import { AnalyticsTab } from './analytics-tab';
import { ContentGenerator } from './content-generator';
import { PublishedPosts } from './published-posts';

type Tab = 'generator' | 'analytics' | 'campaigns' | 'posts';
const TABS: { id: Tab; label: string }[] = [
  { id: 'generator', label: 'Content Generator' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'posts', label: 'Published Posts' },
];

export function SocialScreen() {
  return (
    <MarketingGate
      title="Social Media Toolkit"
      intro="Posts for each network written from your cars' details, published with tracked links whose visits are counted here."
    >
      {(context) => <Toolkit {...context} />}
    </MarketingGate>
  );
}

function Toolkit(context: DealerContext) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'generator';
  const select = (next: Tab) =>
    setParams((old) => {
      const p = new URLSearchParams(old);
      if (next === 'generator') p.delete('tab');
      else p.set('tab', next);
      return p;
    });
  return (
    <div className="mt-6">
      <TabList label="Social media toolkit" tabs={TABS} active={tab} onSelect={select} />
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        tabIndex={0}
        className="pt-5 focus-visible:outline-none"
      >
        {/* The generator stays mounted (hidden) so a set of posts survives a look at the other tabs. */}
        <div hidden={tab !== 'generator'}>
          <ContentGenerator {...context} />
        </div>
        {tab === 'analytics' && <AnalyticsTab dealerId={context.dealer.id} />}
        {tab === 'campaigns' && (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
            Campaign management is coming soon.
          </p>
        )}
        {tab === 'posts' && <PublishedPosts dealerId={context.dealer.id} />}
      </div>
    </div>
  );
}
