// The four status cards of 000 §2 with the API's figures: listings in the product, sources with a
// complete pass, whether a run is active, and when the data last changed.
import { Activity, Car, Clock, Globe, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ScrapingStatus } from '../../../../../bff/plugins/scraping/schemas';
import { number } from '../../../lib/format';
import { RUN_STATE_LABEL, formatDateTime, formatShortDateTime } from '../lib/labels';

function Card({
  label,
  icon: Icon,
  value,
  note,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  note: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className="rounded-lg bg-blue-50 p-1.5 text-blue-700">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-slate-900">{value}</dd>
      {/* At the card's foot, so the four cards' notes line up whatever their values. */}
      <dd className="mt-auto pt-1 text-sm text-slate-600">{note}</dd>
    </div>
  );
}

/** A time short enough for a card ('23 Nov, 12:43'), with the full date and time on hover. */
const When = ({ iso }: { iso: string }) => (
  <time dateTime={iso} title={formatDateTime(iso)}>
    {formatShortDateTime(iso)}
  </time>
);

function lastUpdate(status: ScrapingStatus): { value: ReactNode; note: ReactNode } {
  const run = status.run;
  if (!run) return { value: 'No run yet', note: 'Nothing has been scraped so far.' };
  if (status.active)
    return {
      value: 'Running now',
      note: (
        <>
          Run #{run.id} started <When iso={run.startedAt} />
        </>
      ),
    };
  return {
    value: <When iso={run.finishedAt ?? run.startedAt} />,
    note: `Run #${run.id} ${RUN_STATE_LABEL[run.state].toLowerCase()}`,
  };
}

export function StatusCards({ status }: { status: ScrapingStatus }) {
  const update = lastUpdate(status);
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Card
        label="Total Cars"
        icon={Car}
        value={number(status.totalCars)}
        note="Distinct vehicles in search"
      />
      <Card
        label="Sites Scraped"
        icon={Globe}
        value={`${number(status.sitesScraped)} / ${number(status.sources.length)}`}
        note="Sources with a complete pass"
      />
      <Card
        label="Scraping Status"
        icon={Activity}
        value={
          <span className={status.active ? 'text-green-700' : undefined}>
            {status.active ? 'Active' : 'Idle'}
          </span>
        }
        note={
          status.killSwitch
            ? 'Kill switch on: nothing is fetched'
            : status.active
              ? 'A run is in progress'
              : 'No run in progress'
        }
      />
      <Card label="Last Update" icon={Clock} value={update.value} note={update.note} />
    </dl>
  );
}
