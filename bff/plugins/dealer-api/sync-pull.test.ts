// Pulling a dealer's feed or API (issue 11 item 6), on its own: every page of the JSON API, the XML
// and CSV feeds, the caps that stop a pull part-way (and say so), and the refusals of a host not
// allowed and of a wrong token. The job that merges a pull is in sync.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDealerSampleServer, type DealerSampleServer } from '../../dealer-sample/server.js';
import { pullFeed } from './sync.job.js';

const TOKEN = 'dealer-pull-token-for-tests';
const LOCAL = ['127.0.0.1'];
let sample: DealerSampleServer;

beforeAll(async () => {
  sample = await createDealerSampleServer({ token: TOKEN });
});
afterAll(async () => {
  await sample?.close();
});

describe('pulling a dealer feed', () => {
  const target = (path: string, format: 'json' | 'csv' | 'xml') => ({
    url: `${sample.url}${path}`,
    token: TOKEN,
    format,
  });

  it('follows next_cursor through every page of the JSON API', async () => {
    const pulled = await pullFeed(target('/api/vehicles', 'json'), { allowedHosts: LOCAL });
    expect(pulled.complete).toBe(true);
    expect(pulled.records.length + pulled.rejects.length).toBe(sample.ids().length);
    expect(pulled.records.map((r) => r.externalId).sort()).toEqual([...sample.ids()].sort());
  });

  it('reads the XML feed as one document', async () => {
    const pulled = await pullFeed(target('/feed.xml', 'xml'), { allowedHosts: LOCAL });
    expect(pulled).toMatchObject({ complete: true, rejects: [], issues: [] });
    expect(pulled.records).toHaveLength(sample.ids().length);
  });

  it('reads a part when the caps are reached, and says so', async () => {
    const pages = await pullFeed(target('/api/vehicles?limit=10', 'json'), {
      allowedHosts: LOCAL,
      maxPages: 2,
    });
    expect(pages.complete).toBe(false);
    expect(pages.records).toHaveLength(20);
    expect(pages.issues[0]).toMatch(/more than 2 pages/);
    const records = await pullFeed(target('/feed.csv', 'csv'), { allowedHosts: LOCAL, maxRecords: 30 });
    expect(records).toMatchObject({ complete: false });
    expect(records.records).toHaveLength(30);
  });

  it('refuses private hosts not allowed, and a wrong token', async () => {
    await expect(pullFeed(target('/feed.csv', 'csv'), { allowedHosts: [] })).rejects.toThrow(
      /The feed URL was refused/,
    );
    await expect(
      pullFeed({ ...target('/feed.csv', 'csv'), token: 'wrong' }, { allowedHosts: LOCAL }),
    ).rejects.toThrow(/refused the token \(HTTP 401\)/);
  });
});
