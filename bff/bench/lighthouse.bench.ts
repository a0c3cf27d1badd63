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
//   --applied=5                   loads per page with the throttling applied, not simulated (0: none)
//
// Lighthouse simulates the slow phone from an unthrottled load. The 'applied' lines load each page in
// Chromium with the same conditions applied (slow 4G: 150 ms round trip, 1.6 Mbit/s; 4× CPU; no cache)
// and report what a visitor waits for: the first paint, LCP, and the moment the page's first button
// answers (React's handlers on it: hydrated, or built).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startServerProcess, type ServerProcess } from './server-process.js';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type Browser } from '@playwright/test';

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
const APPLIED = Number(args.get('applied') ?? 5);
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

interface AppliedRun {
  fcp: number;
  lcp: number;
  answers: number;
}

/** One load of `url` with slow 4G and 4× CPU applied: when it painted, and when its first button answered. */
async function appliedRun(browser: Browser, url: string): Promise<AppliedRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // In the page (a string: this file is compiled without the DOM's types).
    await page.addInitScript({
      content: `
        const seen = (window.seen = { fcp: NaN, lcp: NaN, answers: NaN });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const poll = () => {
          const button = document.querySelector('main button');
          if (button && Object.keys(button).some((key) => key.startsWith('__reactProps'))) seen.answers = performance.now();
          else setTimeout(poll, 10);
        };
        poll();`,
    });
    await page.goto(url, { waitUntil: 'load' });
    // Functions, not strings: the page's policy allows no eval.
    const seen = () => (globalThis as unknown as { seen: AppliedRun }).seen;
    await page.waitForFunction(() => (globalThis as unknown as { seen: AppliedRun }).seen.answers > 0, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(500); // the paint entries arrive after the paint
    return await page.evaluate(seen);
  } finally {
    await context.close();
  }
}

async function reportApplied(url: string) {
  if (!APPLIED) return;
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const runs: AppliedRun[] = [];
    for (let i = 0; i < APPLIED; i++) runs.push(await appliedRun(browser, url));
    const m = (pick: (r: AppliedRun) => number) => Math.round(median(runs.map(pick)));
    console.log(
      `  applied (${runs.length} loads, median): first paint ${m((r) => r.fcp)} ms, LCP ${m((r) => r.lcp)} ms, first button answers ${m((r) => r.answers)} ms`,
    );
  } finally {
    await browser.close();
  }
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
      await reportApplied(page.url);
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
