// Fixtures for the scraping commands: runs and sources as the API sends them, a data folder with an
// operator token, and a fake server behind the ApiClient's fetch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  RunCounts,
  RunSourceProgress,
  RunSummary,
  SourceStatus,
} from '../../bff/plugins/scraping/schemas.js';

export const TOKEN = 'operator-token-for-tests';

export const counts = (c: Partial<RunCounts> = {}): RunCounts => ({
  pages: 0,
  seen: 0,
  added: 0,
  updated: 0,
  removed: 0,
  rejected: 0,
  errors: 0,
  ...c,
});

export const sourceProgress = (s: Partial<RunSourceProgress> & { sourceId: string }): RunSourceProgress => ({
  name: s.sourceId,
  state: 'queued',
  expected: null,
  progress: 0,
  startedAt: null,
  finishedAt: null,
  error: null,
  ...counts(),
  ...s,
});

export const run = (r: Partial<RunSummary> = {}): RunSummary => ({
  id: 7,
  state: 'crawling',
  trigger: 'cli',
  requestedBy: null,
  startedAt: '2026-11-01T12:00:00.000Z',
  finishedAt: null,
  progress: 0,
  totals: counts(),
  sources: [
    sourceProgress({ sourceId: 'autohub', name: 'AutoHub' }),
    sourceProgress({ sourceId: 'motormart', name: 'MotorMart' }),
  ],
  error: null,
  ...r,
});

export const source = (s: Partial<SourceStatus> & { id: string }): SourceStatus => ({
  name: s.id,
  kind: 'html',
  access: 'allowed',
  enabled: true,
  baseUrl: `http://127.0.0.1:3001/${s.id}`,
  minDelayMs: 1000,
  schedule: null,
  listings: 0,
  lastRun: null,
  state: 'idle',
  lastError: null,
  ...s,
});

const folders: string[] = [];

/** A data folder holding an operator token, as the server leaves it (removed by removeDataFolders). */
export function dataFolder(token: string | null = TOKEN): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'allmotors-cli-'));
  folders.push(dir);
  if (token !== null) fs.writeFileSync(path.join(dir, 'operator-token'), `${token}\n`);
  return dir;
}

export function removeDataFolders(): void {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = { status?: number; body?: unknown } | 'down';

/** A fake server: `answer` decides each response; every request is kept in `calls`. */
export function fakeServer(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const u = new URL(url);
    const call: Call = {
      method: init.method ?? 'GET',
      path: `${u.pathname}${u.search}`,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
    calls.push(call);
    const a = answer(call);
    if (a === 'down') throw new TypeError('fetch failed');
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status ?? 200 });
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, calls };
}
