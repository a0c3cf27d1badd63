// `npm run bench:search -- --http`: the judge of search throughput. The real server runs as a child
// process, as `npm start` runs it (the compiled bundle: server-process.ts), on the bench database, and
// autocannon in this process loads it over loopback: each query family at 1 and 32 connections, the
// whole mix at 32, and /api/health at 32 as the ceiling a search is compared with. Latency percentiles are exact, from every response's time.
import os from 'node:os';
import autocannon, { type Request } from 'autocannon';
import { memoryOf, startServerProcess } from './server-process.js';

export const WARMUP_S = 2;
export const CONCURRENCIES = [1, 32] as const;

const cars = (q: string) => (q ? `/api/cars/search?${q}` : '/api/cars/search');
const vans = (q: string) => `/api/vans/search?${q}`;

/**
 * The families of the in-process mix, each with eight variants (makes, price bands, places, words,
 * pages), so no single cached answer could serve a family.
 */
export const HTTP_MIX: [string, string[]][] = [
  [
    'no filter',
    [
      '',
      'page=2',
      'page=3',
      'sortBy=price_asc',
      'sortBy=price_desc',
      'sortBy=mileage_asc',
      'sortBy=year_desc',
      'page=2&sortBy=price_asc',
    ].map(cars),
  ],
  [
    'make and model',
    [
      'make=Ford&model=Focus',
      'make=BMW&model=3%20Series',
      'make=Volkswagen&model=Golf',
      'make=Vauxhall&model=Corsa',
      'make=Audi&model=A3',
      'make=Mercedes-Benz&model=C-Class',
      'make=Toyota&model=Yaris',
      'make=Nissan&model=Qashqai',
    ].map(cars),
  ],
  [
    'price range + fuel',
    [
      'minPrice=500000&maxPrice=1500000&fuelTypes=Petrol',
      'minPrice=1000000&maxPrice=2500000&fuelTypes=Diesel&fuelTypes=Hybrid',
      'minPrice=200000&maxPrice=800000&fuelTypes=Diesel',
      'minPrice=1500000&maxPrice=3000000&fuelTypes=Electric',
      'maxPrice=1000000&fuelTypes=Petrol&fuelTypes=Diesel',
      'minPrice=2000000&maxPrice=5000000&fuelTypes=Hybrid',
      'minPrice=800000&maxPrice=1200000&fuelTypes=Petrol&sortBy=price_asc',
      'minPrice=3000000&fuelTypes=Electric&fuelTypes=Hybrid',
    ].map(cars),
  ],
  [
    'postcode radius',
    [
      'location=M1%201AE&radius=30',
      'location=B1%201AA&radius=25&sortBy=distance',
      'location=LS1&radius=50',
      'location=EH1%201YZ&radius=40',
      'location=CF10%201AA&radius=20',
      'location=BS1%204DJ&radius=35&sortBy=distance',
      'location=NE1&radius=60',
      'location=Norwich&radius=15',
    ].map(cars),
  ],
  [
    'free text',
    [
      'search=m%20sport',
      'search=heated%20seats',
      'search=golf%20gti',
      'search=panoramic%20roof',
      'search=apple%20carplay',
      'search=st-line',
      'search=leather',
      'search=reversing%20camera',
    ].map(cars),
  ],
  [
    'deep page',
    [
      'page=50',
      'page=50&sortBy=price_asc',
      'page=75',
      'page=100&sortBy=mileage_asc',
      'page=120&sortBy=year_desc',
      'page=150',
      'page=200&sortBy=price_desc',
      'page=250',
    ].map(cars),
  ],
  [
    'vans, many filters',
    [
      'bodyType=Panel%20Van&maxMileage=60000&minYear=2019&sellerTypes=trade&sortBy=price_asc',
      'bodyType=Panel%20Van&maxMileage=80000&minYear=2018&fuelTypes=Diesel&transmission=Manual',
      'bodyType=Crew%20Van&maxMileage=100000&minYear=2017&sellerTypes=trade',
      'bodyType=Pickup%20Truck&maxMileage=50000&minYear=2020&sortBy=mileage_asc',
      'bodyType=Chassis%20Cab&maxPrice=2500000&minYear=2016&sellerTypes=private',
      'bodyType=Panel%20Van&fuelTypes=Electric&minYear=2021&sortBy=price_asc',
      'bodyType=Luton%20Van&maxMileage=120000&maxPrice=3000000&transmission=Manual',
      'bodyType=Minibus&minYear=2015&sellerTypes=trade&sortBy=year_desc',
    ].map(vans),
  ],
];

/**
 * `--intelligence`: the buyer-intelligence filters and sorts (issue 14) as a family of its own, for a
 * server that has them (a checkout from before them answers 400, so it is not in the default mix).
 */
export const INTELLIGENCE_FAMILY: [string, string[]] = [
  'deal, drops, newest',
  [
    'dealRatings=great',
    'dealRatings=great&dealRatings=good&sortBy=deal',
    'sortBy=deal',
    'sortBy=newest',
    'priceDroppedWithin=7',
    'priceDroppedWithin=7&sortBy=newest',
    'make=Ford&dealRatings=great&dealRatings=good',
    'location=M1%201AE&radius=30&dealRatings=good&sortBy=deal',
  ].map(cars),
];

/** The p-th percentile of ascending values; NaN if there are none. */
export function pct(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers, and connection errors (timeouts included), warm-up included: both must be 0. */
  non2xx: number;
  errors: number;
  detail: string;
}

/** One autocannon run (after its warm-up) over `paths`, each connection cycling through them. */
async function measure(url: string, paths: string[], connections: number, duration: number) {
  const requests: Request[] = paths.map((path) => ({ method: 'GET', path }));
  let next = 0;
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration,
    warmup: { duration: WARMUP_S },
    requests,
    // Each connection starts at another variant, so all of them are in flight from the first second.
    setupClient: (client) => {
      const k = next++ % requests.length;
      client.setRequests([...requests.slice(k), ...requests.slice(0, k)]);
    },
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  const sorted = Float64Array.from(times).sort();
  const runs = [result, ...(result.warmup ? [result.warmup] : [])];
  const sum = (f: (r: typeof result) => number) => runs.reduce((n, r) => n + f(r), 0);
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    rps: sorted.length / result.duration,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    detail: `non-2xx ${sum((r) => r.non2xx)}, connection errors ${sum((r) => r.errors)} of which timeouts ${sum((r) => r.timeouts)} (measured run: ${codes})`,
  } satisfies Measured;
}

const loadavg = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} CPUs)`;

export interface HttpBenchOptions {
  listings: number;
  /** Where the listings are, for the header: 'PostgreSQL schema bench_N' or 'PGlite <folder>'. */
  where: string;
  /** Active listings in the bench database: the server must load exactly these. */
  activeListings: number;
  /** The server's database settings (DATABASE_URL or DATA_DIR), LOG_LEVEL, SEARCH_CACHE_ENTRIES and SEARCH_CARD_ENTRIES. */
  env: Record<string, string>;
  durationS: number;
  /** The checkout whose server runs (default: this one). */
  serverDir?: string | undefined;
  /** `--tsx`: the server through tsx (`node --import tsx bff/start.ts`), as the bench ran it until 2026-11-29. */
  tsx?: boolean;
  /** Adds INTELLIGENCE_FAMILY to the mix. */
  intelligence?: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * `--startup-only`: starts the server `runs` times and reports, for each start, seconds to the first
 * answers of /api/health and /api/health/ready, how a search asked while warming was answered, and
 * VmRSS when ready and 5 s later (and the peak); then the medians. No load phases.
 */
export async function runStartupBench(options: HttpBenchOptions & { runs: number }): Promise<void> {
  const logFile = `/tmp/bench-search-http-${options.listings}.log`;
  console.log(
    `Start-up only: ${options.runs} starts of the server in ${options.serverDir ?? process.cwd()} on ` +
      `${options.listings.toLocaleString()} listings in ${options.where} (output in ${logFile}); ${loadavg()}`,
  );
  const rows: { health: number; ready: number; rss: number; settled: number; hwm: number }[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const server = await startServerProcess(
      {
        DEMO_SOURCES: 'off',
        SCRAPE_CRON: '0 4 29 2 *',
        SKIP_WEB_BUILD: '1',
        NODE_ENV: 'production',
        ...options.env,
      },
      logFile,
      { cwd: options.serverDir, tsx: options.tsx },
    );
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { listings: number };
      if (health.listings !== options.activeListings)
        throw new Error(
          `The server loaded ${health.listings} active listings, not ${options.activeListings}`,
        );
      const atReady = memoryOf(server.pid);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const settled = memoryOf(server.pid);
      rows.push({
        health: server.healthMs / 1000,
        ready: server.readyMs / 1000,
        rss: atReady.rss,
        settled: settled.rss,
        hwm: settled.hwm,
      });
      const w = server.warmingSearch;
      console.log(
        `  run ${run}: /api/health 200 after ${(server.healthMs / 1000).toFixed(1)} s, ready after ` +
          `${(server.readyMs / 1000).toFixed(1)} s; a search while warming: ` +
          `${w ? `${w.status} in ${w.ms.toFixed(0)} ms (Retry-After ${w.retryAfter ?? 'none'})` : 'none asked'}; ` +
          `VmRSS ${atReady.rss.toFixed(0)} MiB when ready, ${settled.rss.toFixed(0)} MiB 5 s later, ` +
          `VmHWM ${settled.hwm.toFixed(0)} MiB; ${loadavg()}`,
      );
    } finally {
      await server.stop();
    }
  }
  const m = (f: (r: (typeof rows)[number]) => number) => median(rows.map(f));
  console.log(
    `Median of ${rows.length}: health ${m((r) => r.health).toFixed(1)} s, ready ${m((r) => r.ready).toFixed(1)} s, ` +
      `VmRSS ${m((r) => r.rss).toFixed(0)} MiB when ready, ${m((r) => r.settled).toFixed(0)} MiB 5 s later, ` +
      `VmHWM ${m((r) => r.hwm).toFixed(0)} MiB`,
  );
}

export async function runHttpBench(options: HttpBenchOptions): Promise<void> {
  const { durationS } = options;
  const mix = options.intelligence ? [...HTTP_MIX, INTELLIGENCE_FAMILY] : HTTP_MIX;
  const logFile = `/tmp/bench-search-http-${options.listings}.log`;
  console.log(`Starting the server (as \`npm start\` runs it; its output in ${logFile})…`);
  const server = await startServerProcess(
    {
      // No demo world, no first crawl (the database is full), and the hourly scrape only on 29 February.
      DEMO_SOURCES: 'off',
      SCRAPE_CRON: '0 4 29 2 *',
      SKIP_WEB_BUILD: '1',
      NODE_ENV: 'production',
      ...options.env,
    },
    logFile,
    { cwd: options.serverDir, tsx: options.tsx },
  );
  const failures: string[] = [];
  try {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      database: string;
      listings: number;
    };
    if (health.listings !== options.activeListings)
      throw new Error(
        `The server loaded ${health.listings} active listings from ${health.database}, but ${options.where} ` +
          `holds ${options.activeListings}: it is reading another database or schema.`,
      );
    const atReady = memoryOf(server.pid);
    const settings = ['LOG_LEVEL', 'SEARCH_CACHE_ENTRIES', 'SEARCH_CARD_ENTRIES'].map(
      (k) => `${k}=${options.env[k] ?? '(default)'}`,
    );
    console.log(
      `\nHTTP: ${options.listings.toLocaleString()} listings in ${options.where}; server pid ${server.pid} ` +
        `in ${options.serverDir ?? process.cwd()}${options.tsx ? ' through tsx' : ''} (${settings.join(', ')}), autocannon in this process over ` +
        `loopback; ${durationS} s per run after a ${WARMUP_S} s warm-up; ${loadavg()}`,
    );
    console.log(
      `Start-up: /api/health 200 after ${(server.healthMs / 1000).toFixed(1)} s, /api/health/ready 200 after ` +
        `${(server.readyMs / 1000).toFixed(1)} s; ${health.listings.toLocaleString()} active listings loaded; ` +
        `VmRSS ${atReady.rss.toFixed(0)} MiB when ready`,
    );

    // Every URL once, to name a bad one before any load, and to show how many each matches.
    const matches = new Map<string, string>();
    for (const [name, paths] of mix) {
      const totals: number[] = [];
      for (const path of paths) {
        const res = await fetch(`${server.url}${path}`);
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 500)}`);
        totals.push((JSON.parse(body) as { total: number }).total);
      }
      matches.set(name, `${Math.min(...totals).toLocaleString()}-${Math.max(...totals).toLocaleString()}`);
    }

    console.log(
      '\n' +
        [
          'query'.padEnd(22),
          'conn',
          '   req/s',
          '  p50 ms',
          '  p95 ms',
          '  p99 ms',
          'non-2xx',
          'errors',
          '% health',
        ].join(' ') +
        '   matches',
    );
    let healthRps = 0;
    const row = async (name: string, paths: string[], connections: number) => {
      const m = await measure(server.url, paths, connections, durationS);
      if (paths[0] === '/api/health') healthRps = m.rps;
      const share =
        connections === 32 && healthRps && paths[0] !== '/api/health' ? (100 * m.rps) / healthRps : null;
      console.log(
        [
          name.padEnd(22),
          String(connections).padStart(4),
          m.rps.toFixed(1).padStart(8),
          m.p50.toFixed(1).padStart(8),
          m.p95.toFixed(1).padStart(8),
          m.p99.toFixed(1).padStart(8),
          String(m.non2xx).padStart(7),
          String(m.errors).padStart(6),
          (share === null ? '' : `${share.toFixed(1)}%`).padStart(8),
        ].join(' ') + (connections === CONCURRENCIES[0] ? `   ${matches.get(name) ?? ''}` : ''),
      );
      if (m.non2xx || m.errors || m.rps === 0)
        failures.push(
          `${name} at ${connections} connections: ${m.rps === 0 ? 'no answer in the run; ' : ''}${m.detail}`,
        );
    };
    // Health first: every search's throughput is shown as a share of it.
    await row('/api/health', ['/api/health'], 32);
    for (const [name, paths] of mix) for (const c of CONCURRENCIES) await row(name, paths, c);
    // The whole mix: the families' variants interleaved, so each family has the same weight.
    const interleaved = mix[0]![1].flatMap((_, i) => mix.map(([, paths]) => paths[i]!));
    await row('whole mix', interleaved, 32);

    const after = memoryOf(server.pid);
    console.log(
      `\nServer memory after load: VmRSS ${after.rss.toFixed(0)} MiB, VmHWM (peak) ${after.hwm.toFixed(0)} MiB; ${loadavg()}`,
    );
  } finally {
    await server.stop();
  }
  if (failures.length) {
    console.error(
      `\nFAILED: answers other than 2xx or no answer in 10 s (must be none):\n  ${failures.join('\n  ')}`,
    );
    console.error(`The server's log: ${logFile}`);
    process.exitCode = 1;
  }
}
