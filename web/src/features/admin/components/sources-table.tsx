// The configured sources (DECISIONS 15: the eight sites of 000 §2) with their real advert counts in
// place of the prototype's '2M+' figures, how each is read, and how its last pass went. A source's
// adverts are its active offers in search; Total Cars counts each vehicle once however many sites
// offer it, so the adverts add up to more than Total Cars.
import type { SourceStatus } from '../../../../../bff/plugins/scraping/schemas';
import { number } from '../../../lib/format';
import {
  ACCESS_LABEL,
  KIND_LABEL,
  SOURCE_STATE_LABEL,
  formatDateTime,
  formatShortDateTime,
} from '../lib/labels';
import { StateBadge } from './state-badge';
import { Cell, RowTitle, StackedRow, StackedTable, StateCell, type Column } from './stacked-table';

const COLUMNS: Column[] = [
  { label: 'Source' },
  { label: 'Kind' },
  { label: 'Access' },
  { label: 'Enabled' },
  { label: 'Adverts', numeric: true },
  { label: 'Last run' },
  { label: 'State' },
];

function SourceRow({ source }: { source: SourceStatus }) {
  // On a card: name and state, then the adverts and the last run, then how the source is read.
  return (
    <StackedRow>
      <RowTitle>
        {source.name}
        {source.lastError && (
          <p className="mt-0.5 max-w-xs text-xs font-normal text-red-700">{source.lastError}</p>
        )}
      </RowTitle>
      <Cell label="Kind" span="order-3 col-span-4" className="text-slate-700">
        {KIND_LABEL[source.kind]}
      </Cell>
      <Cell label="Access" span="order-3 col-span-4" className="text-slate-700">
        {ACCESS_LABEL[source.access]}
      </Cell>
      <Cell label="Enabled" span="order-3 col-span-2" className="text-slate-700">
        {source.enabled ? 'Yes' : 'No'}
      </Cell>
      <Cell label="Adverts" numeric span="order-1 col-span-4" className="font-semibold text-slate-900">
        {number(source.listings)}
      </Cell>
      <Cell
        label="Last run"
        span="order-2 col-span-6"
        className="text-slate-700 lg:whitespace-nowrap"
        title={source.lastRun ? formatDateTime(source.lastRun) : undefined}
      >
        {source.lastRun ? formatShortDateTime(source.lastRun) : 'never'}
      </Cell>
      <StateCell>
        <StateBadge state={source.state} label={SOURCE_STATE_LABEL[source.state]} />
      </StateCell>
    </StackedRow>
  );
}

export function SourcesTable({ sources }: { sources: SourceStatus[] }) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
        Sources
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {sources.length === 0
          ? 'No source is configured.'
          : `The ${number(sources.length)} configured platforms, and how many adverts each has in search now.`}
      </p>
      {sources.length > 0 && (
        <>
          <StackedTable caption="Sources" columns={COLUMNS} minWidth="lg:min-w-[46rem]">
            {sources.map((source) => (
              <SourceRow key={source.id} source={source} />
            ))}
          </StackedTable>
          <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-500">
            Adverts are each site’s active offers. A vehicle on several sites counts once in Total Cars, so
            the adverts add up to more.
          </p>
        </>
      )}
    </section>
  );
}
