// `npm run bench:lighthouse`: Lighthouse (its default mobile emulation and simulated throttling,
// performance only) on the production build, against the search home `/` and one car page. Prints the
// median of several runs for the score, LCP, TBT, FCP, CLS and Speed Index, the compressed JavaScript each
// page transferred, and the home page's JavaScript chunk by chunk.
//
//   --url=http://localhost:3000   a running production server (else one is started here and stopped after)
//   --runs=3                      runs per page (the median is printed)
//   --data-dir=<dir>              the started server's data folder (default: one kept in the temp folder,
//                                 so only the first start crawls the demo world, ~25 s)
//   --chrome=/usr/bin/chromium    the browser (CHROME_PATH too)
//   --save=<dir>                  also write each run's full Lighthouse report there (JSON), to look into
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startServerProcess, type ServerProcess } from './server-process.js';
import lighthouse, { type Result } from 'lighthouse';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [key = '', ...rest] = a.replace(/^--/, '').split('=');
    return [key, rest.join('=')] as [string, string];
  }),
);
const RUNS = Number(args.get('runs') || 3);
const CHROME = args.get('chrome') || process.env.CHROME_PATH || '/usr/bin/chromium';
const DATA_DIR = args.get('data-dir') || path.join(os.tmpdir(), 'allmotors-lighthouse');
const SAVE = args.get('save');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  si: number;
  /** Bytes over the wire (compressed: Brotli for the hashed files, else gzip) of every script the page requested during the run. */
  js: number;
  scripts: { url: string; transfer: number; resource: number }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function readRun(lhr: Result): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details ?? { items: [] }) as {
    items?: { url: string; resourceType?: string; transferSize?: number; resourceSize?: number }[];
  };
  const scripts = (requests.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, transfer: item.transferSize ?? 0, resource: item.resourceSize ?? 0 }));
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    js: scripts.reduce((sum, s) => sum + s.transfer, 0),
    scripts,
  };
}

async function audit(url: string, port: number, name: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (SAVE) {
    fs.mkdirSync(SAVE, { recursive: true });
    fs.writeFileSync(path.join(SAVE, `${name}.json`), JSON.stringify(result.lhr));
  }
  return readRun(result.lhr);
}

function report(label: string, url: string, runs: Run[]) {
  const m = (pick: (r: Run) => number) => median(runs.map(pick));
  console.log(`\n${label}  ${url}  (${runs.length} runs, median; load ${load()})`);
  console.log(`  performance ${m((r) => r.score)}   (runs: ${runs.map((r) => r.score).join(', ')})`);
  console.log(
    `  LCP ${(m((r) => r.lcp) / 1000).toFixed(2)} s   FCP ${(m((r) => r.fcp) / 1000).toFixed(2)} s`,
  );
  console.log(`  TBT ${Math.round(m((r) => r.tbt))} ms   CLS ${m((r) => r.cls).toFixed(3)}`);
  console.log(`  Speed Index ${(m((r) => r.si) / 1000).toFixed(2)} s`);
  console.log(`  JavaScript transferred ${kb(m((r) => r.js))} (compressed, every script the load requested)`);
}

/**
 * The scripts the HTML itself names (the entry and its modulepreloads; on a page the server rendered,
 * the held entry and its `data-preload` list, started after the first paint): the first screen's.
 */
async function initialScripts(base: string): Promise<Set<string>> {
  const html = await (await fetch(`${base}/`)).text();
  const named = [
    ...[...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/\bdata-preload="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')),
  ];
  return new Set(named.filter(Boolean).map((file) => new URL(file, base).href));
}

function reportChunks(run: Run, initial: Set<string>) {
  console.log('\n  The home page’s JavaScript (one run; transfer = compressed size on the wire):');
  const rows = [...run.scripts].sort(
    (a, b) => Number(initial.has(b.url)) - Number(initial.has(a.url)) || b.transfer - a.transfer,
  );
  for (const s of rows)
    console.log(
      `    ${kb(s.transfer).padStart(10)} ${kb(s.resource).padStart(10)} raw  ${
        initial.has(s.url) ? 'first load' : 'later     '
      }  ${new URL(s.url).pathname}`,
    );
  const sum = (list: typeof rows) => kb(list.reduce((total, s) => total + s.transfer, 0));
  console.log(
    `    first load ${sum(rows.filter((s) => initial.has(s.url)))}, later ${sum(rows.filter((s) => !initial.has(s.url)))}`,
  );
}

async function carId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/cars/search`);
  const body = (await res.json()) as { cars?: { id: number }[] };
  const id = body.cars?.[0]?.id;
  if (!res.ok || id === undefined) throw new Error(`${base}/api/cars/search gave no car (${res.status})`);
  return id;
}

async function main() {
  let server: ServerProcess | undefined;
  let base = args.get('url')?.replace(/\/+$/, '');
  if (!base) {
    const logFile = path.join(os.tmpdir(), `allmotors-lighthouse-${process.pid}.log`);
    console.log(`Starting the production server (data ${DATA_DIR}, log ${logFile})…`);
    // As in production (bff/start.ts builds the web app first if the build is missing or stale),
    // ready once /api/health/ready answers: after the first start's crawl of the demo world.
    server = await startServerProcess(
      {
        NODE_ENV: 'production',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        DEMO_SOURCES: 'auto',
        // No scheduled crawl in the middle of a measurement.
        SCRAPE_CRON: '0 4 29 2 *',
      },
      logFile,
      { cwd: path.resolve(import.meta.dirname, '../..') },
    );
    base = server.url;
    console.log(`Ready after ${(server.readyMs / 1000).toFixed(1)} s on ${base}`);
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const pages = [
      { name: 'home', label: 'Search home', url: `${base}/` },
      { name: 'car', label: 'Car page', url: `${base}/cars/${await carId(base)}` },
    ];
    const initial = await initialScripts(base);
    console.log(`Lighthouse ${RUNS}× per page, mobile emulation, load ${load()}`);
    for (const page of pages) {
      await fetch(page.url); // the server's first answer is not the page's
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(page.url, chrome.port, `${page.name}-${i + 1}`));
      report(page.label, page.url, runs);
      if (page === pages[0]) reportChunks(runs[0]!, initial);
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
