// A real second server process (`bff/start.ts`, as `npm start` runs it) on the same PostgreSQL as
// this test's server: writes through one reach the other's search and its open pages.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '../../../db/index.js';
import { loadConfig } from '../../config.js';
import { createServer, type AppServer } from '../../server.js';
import { Agent } from '../../testing/agent.js';
import { eventually } from '../../testing/eventually.js';
import { livePage, SITE_ORIGIN } from '../../testing/live-client.js';
import { listingForm } from '../../plugins/listings/test-helpers.js';

const base = loadConfig().databaseUrl;
const root = path.resolve(import.meta.dirname, '../../..');

describe.runIf(base)('a separate server process on the same database', () => {
  const name = `allmotors_two_${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDir = path.join(os.tmpdir(), name);
  const url = base ? base.replace(/\/[^/?]*(\?|$)/, `/${name}$1`) : '';
  let admin: ReturnType<typeof knexFactory>;
  let child: ChildProcess;
  let childUrl = '';
  let db: Db;
  let server: AppServer;

  beforeAll(async () => {
    admin = knexFactory({ client: 'pg', connection: base });
    await admin.raw('create database ??', [name]);
    child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bff/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: '0',
        PUBLIC_URL: SITE_ORIGIN,
        HOST: '127.0.0.1',
        SKIP_WEB_BUILD: '1',
        SEED_LISTINGS: '300',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    childUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk;
        // The server's own address (the demo world it starts beside it logs one too).
        const match = /"event":"server.started","url":"(http:\/\/localhost:\d+)"/.exec(out);
        if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    // The empty database fills by crawling the child's demo world: wait until that first crawl ends.
    for (const deadline = Date.now() + 90_000; ;) {
      const ready = await fetch(`${childUrl}/api/health/ready`).catch(() => null);
      if (ready?.ok) break;
      if (Date.now() > deadline) throw new Error('the child server never became ready');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    db = await createDb({ databaseUrl: url });
    await migrate(db);
    server = await createServer(
      { ...loadConfig(), databaseUrl: url, logLevel: 'silent', port: 0 },
      {
        db,
        webDist: '/nonexistent',
      },
    );
    await server.initialize();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await admin?.raw('drop database if exists ?? with (force)', [name]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin?.destroy();
  });

  const search = async (query: string) => {
    const res = await fetch(`${childUrl}/api/cars/search?${query}`);
    return (await res.json()) as { total: number; cars: { id: number; price: number }[] };
  };

  it("shows a listing created here in the other process's search and on its open pages", async () => {
    const port = Number(new URL(childUrl).port);
    const page = await livePage({ info: { port } } as AppServer);
    const seller = new Agent(server);
    await seller.register();
    const created = await seller.post('/api/user/listings', listingForm({ variant: 'Otherprocess' }));
    expect(created.status).toBe(201);
    await eventually(async () => {
      const found = await search('search=Otherprocess');
      expect(found.cars.map((c) => c.id)).toEqual([created.body.id]);
    }, 1000);
    const added = await page.next((m) => m.type === 'car_added' && m.data.ids.includes(created.body.id));
    expect(added.data.car?.title).toContain('Otherprocess');
    await page.close();
  });

  it("moves the other process's price filter when a price changes in SQL", async () => {
    const [cheapest] = (await search('sortBy=price_asc&limit=1')).cars;
    await db.knex('listings').where({ id: cheapest!.id }).update({ price: 9_900_000 });
    await eventually(async () => {
      const over = await search('sortBy=price_desc&limit=1');
      expect(over.cars[0]).toMatchObject({ id: cheapest!.id, price: 9_900_000 });
    }, 1000);
  });
});
