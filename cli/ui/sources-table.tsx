// The configured sources, as `sources list` and `scrape status` show them.
import React from 'react';
import type { SourceStatus } from '../../bff/plugins/scraping/schemas.js';
import { clip, count, when } from './format.js';
import { Table } from './render.js';

export function SourcesTable({ sources }: { sources: SourceStatus[] }) {
  return (
    <Table
      rows={sources}
      columns={[
        { header: 'id', value: (s) => s.id },
        { header: 'name', value: (s) => clip(s.name, 20) },
        { header: 'kind', value: (s) => s.kind },
        { header: 'access', value: (s) => s.access },
        { header: 'enabled', value: (s) => (s.enabled ? 'yes' : 'no') },
        { header: 'listings', value: (s) => count(s.listings), align: 'right' },
        { header: 'last run', value: (s) => when(s.lastRun) },
        { header: 'state', value: (s) => s.state },
      ]}
    />
  );
}
