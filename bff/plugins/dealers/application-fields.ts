// The fields of an application as people read them back (the admin's detail panel, the downloaded
// file, the CLI): labelled groups in the order the wizard asks for them, codes and money in words.
// Shared by the server, the web app and the CLI: no server-only imports here.
import type { SyncStatus } from '../dealer-api/schemas.js';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const pounds = (pence: number) => gbp.format(pence / 100);
const number = (n: number) => n.toLocaleString('en-GB');

export interface FieldGroup {
  title: string;
  fields: { key: string; label: string; value: string }[];
}

/** The groups of the detail panel and, in order, the fields each shows (both application kinds). */
const GROUPS: { title: string; keys: Record<string, string> }[] = [
  {
    title: 'Company',
    keys: {
      companyName: 'Company name',
      dealerName: 'Dealer name',
      tradingName: 'Trading name',
      companyNumber: 'Company number',
      businessRegistration: 'Business registration',
      vatNumber: 'VAT number',
      businessAddress: 'Business address',
    },
  },
  {
    title: 'Contact',
    keys: {
      contactFirstName: 'First name',
      contactLastName: 'Last name',
      contactEmail: 'E-mail',
      contactPhone: 'Phone',
      contactRole: 'Role',
    },
  },
  {
    title: 'Business profile',
    keys: {
      dealershipType: 'Dealership type',
      websiteUrl: 'Website',
      estimatedMonthlyStock: 'Estimated monthly stock',
      averageVehiclePrice: 'Average vehicle price',
      description: 'Description',
    },
  },
  {
    title: 'Integration',
    keys: {
      integrationType: 'Integration type',
      apiUrl: 'API URL',
      apiEndpoint: 'API endpoint',
      apiKey: 'API key',
      apiSecret: 'API secret',
      authToken: 'Auth token',
      feedUrl: 'Feed URL',
      webhookUrl: 'Webhook URL',
      updateFrequency: 'Update frequency',
      dataFormat: 'Data format',
    },
  },
  {
    title: 'Consents',
    keys: {
      termsAccepted: 'Terms accepted',
      dataProtectionAccepted: 'Data protection agreement',
      marketingConsent: 'Marketing consent',
    },
  },
];

const CODE_LABEL: Record<string, string> = {
  independent: 'Independent',
  franchise: 'Franchise',
  supermarket: 'Supermarket',
  auction: 'Auction',
  api: 'API',
  feed: 'Feed',
  manual: 'Manual',
  csv: 'CSV',
  realtime: 'Real time',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  json: 'JSON',
  xml: 'XML',
};
const CODED = new Set(['dealershipType', 'integrationType', 'updateFrequency', 'dataFormat']);

/** 'someFieldName' → 'Some field name', for a field this screen does not know yet. */
const humanise = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldValue(key: string, value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Not given';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // Money is pence (DECISIONS 1).
  if (key === 'averageVehiclePrice' && typeof value === 'number') return pounds(value);
  if (typeof value === 'number') return number(value);
  if (CODED.has(key)) return CODE_LABEL[value] ?? value;
  return value;
}

/**
 * Every field the applicant gave, in labelled groups; a field no group names goes under 'Other' so
 * nothing the server sends is left out. Groups with no field are dropped.
 */
export function groupFields(fields: Record<string, string | number | boolean | null>): FieldGroup[] {
  const known = new Set<string>();
  const groups: FieldGroup[] = GROUPS.map(({ title, keys }) => ({
    title,
    fields: Object.entries(keys)
      .filter(([key]) => key in fields)
      .map(([key, label]) => {
        known.add(key);
        return { key, label, value: fieldValue(key, fields[key]) };
      }),
  }));
  const other = Object.keys(fields)
    .filter((key) => !known.has(key))
    .map((key) => ({ key, label: humanise(key), value: fieldValue(key, fields[key]) }));
  groups.push({ title: 'Other', fields: other });
  return groups.filter((g) => g.fields.length > 0);
}

/** 001 §8: 'Test passed - Quality score: 87%' or 'Test failed - Quality score: 40%'. */
export const testOutcome = (success: boolean, score: number) =>
  `Test ${success ? 'passed' : 'failed'} - Quality score: ${Math.round(score)}%`;

/** An approved dealer's auto-sync in words (the detail panel and `dealers show`). */
export interface SyncWords {
  lines: { label: string; value: string }[];
  /** The last pull's issues (at most 10, as kept). */
  issues: string[];
  /** The last pull failed. */
  failed: boolean;
}

const FREQUENCY_WORDS: Record<SyncStatus['frequency'], string> = {
  realtime: 'Every 5 minutes',
  hourly: 'Every hour',
  daily: 'Every day',
  weekly: 'Every week',
};

export function syncWords(sync: SyncStatus, when: (iso: string) => string): SyncWords {
  const r = sync.lastResult;
  const lines = [
    { label: 'Source', value: `${sync.url} (${sync.format.toUpperCase()})` },
    {
      label: 'Schedule',
      value: sync.enabled
        ? FREQUENCY_WORDS[sync.frequency]
        : 'Off: the dealer declined auto-sync and pushes stock through the inventory API',
    },
    {
      label: 'Last pull',
      value: sync.lastSyncedAt
        ? `${when(sync.lastSyncedAt)}${r && !r.ok ? ' (failed)' : ''}`
        : sync.enabled
          ? 'Not yet'
          : 'Never',
    },
  ];
  if (sync.pulling) lines.push({ label: 'Now', value: 'A pull is queued or running' });
  if (r?.ok)
    lines.push({
      label: 'Vehicles',
      value:
        `${number(r.processed)} read: ${number(r.added)} added, ${number(r.updated)} updated, ` +
        `${number(r.unchanged)} unchanged, ${number(r.removed)} removed, ${number(r.rejected)} turned away` +
        (r.complete ? '' : ' (read in part: nothing removed)'),
    });
  if (r && !r.ok) lines.push({ label: 'Error', value: r.error ?? 'The pull failed' });
  return { lines, issues: r?.ok ? r.issues : [], failed: !!r && !r.ok };
}
