// `npm run world`: the demo world as its own process. It is not part of the product, so it reads its
// own environment: DEMO_SOURCES_PORT (default PORT + 1, PORT default 3000), DEMO_SOURCES_HOST
// (default 127.0.0.1), SEED_LISTINGS (default 5000) and SEED (default 20261121).
import { PLATFORMS } from '../../db/reference/platforms.js';
import { startWorldServer } from './server.js';

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
    process.exit(1);
  }
  return n;
}

const port = whole('DEMO_SOURCES_PORT', whole('PORT', 3000, 0, 65534) + 1, 0, 65535);
const host = process.env.DEMO_SOURCES_HOST || '127.0.0.1';
const vehicles = whole('SEED_LISTINGS', 5000, 0, 1_000_000);
const seed = whole('SEED', 20261121, 0, 2 ** 32 - 1);

// On the wall clock: hour 0 is midnight UTC today, so a restart the same day finds the same world.
const started = performance.now();
const world = await startWorldServer({ seed, vehicles, realTime: true, port, host });
const ms = Math.round(performance.now() - started);

console.log(
  `Demo world: ${vehicles} vehicles (seed ${seed}) at world hour ${world.world.hour}, built in ${ms} ms`,
);
console.log(`  control   ${world.url}/  (/_stats, /_truth, POST /_advance?hours=N, POST /_stats/reset)`);
for (const p of PLATFORMS) {
  console.log(`  ${p.id.padEnd(13)} ${world.hostUrl(p.id)}${p.startPath}  (${p.kind}, ${p.access})`);
}

let closing = false;
const stop = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`Demo world: ${signal}, closing`);
  world.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
