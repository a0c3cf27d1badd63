// `reviews list` and `reviews import`: against a real test server (its API reached through
// server.inject), as the deletion-request commands' tests do.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, serveForTest, type TestContext } from '../../../bff/testing/test-server.js';
import { reviewInput } from '../../../bff/plugins/reviews/testing.js';
import { cliAgainst } from '../../testing/inject.js';
import { TOKEN, dataFolder, removeDataFolders } from '../../testing/scraping.js';

const dir = dataFolder();
let ctx: TestContext;
let samples: number;

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, { operatorToken: TOKEN });
  samples = Number(((await db.knex('reviews').count({ n: '*' }).first()) as { n: number }).n);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  removeDataFolders();
});

const cli = (args: string[]) => cliAgainst(ctx.server, dir, args);
const file = (name: string, content: unknown) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

describe('reviews import (a real server)', () => {
  it('imports the documented example and prints what it did', async () => {
    const example = path.resolve('docs/examples/reviews-import.json');
    const done = await cli(['reviews', 'import', example]);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.calls).toEqual(['POST /api/admin/reviews/import']);
    const frame = done.printed.shown[0]!;
    expect(frame).toContain(`Imported 2 reviews from ${example}`);
    expect(frame).toMatch(/^created: 2$/m);
    expect(frame).toMatch(/^updated: 0$/m);
    expect(frame).toMatch(/^removed: 0 \(without --replace nothing is removed\)$/m);
    expect(frame).toMatch(new RegExp(`^reviews now: ${samples + 2}$`, 'm'));
    const again = await cli(['reviews', 'import', example, '--json']);
    expect(again.printed.json[0]).toEqual({ created: 0, updated: 2, removed: 0, total: samples + 2 });
  });

  it('takes a bare list too, and --replace removes what the file does not have', async () => {
    const list = file('list.json', [
      reviewInput('cli-one'),
      reviewInput('cli-two', { make: 'Kia', model: 'Ceed' }),
    ]);
    const res = await cli(['reviews', 'import', list, '--replace', '--json']);
    expect(res.code).toBe(0);
    expect(res.printed.json[0]).toEqual({ created: 2, updated: 0, removed: samples + 2, total: 2 });
    expect(await ctx.db.knex('reviews').orderBy('slug').pluck('slug')).toEqual(['cli-one', 'cli-two']);
  });

  it('shows the server’s 400 naming the field, and imports nothing', async () => {
    const bad = file('bad.json', {
      reviews: [reviewInput('cli-three'), reviewInput('cli-four', { rating: 12 })],
    });
    const res = await cli(['reviews', 'import', bad]);
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      `Error: ${bad}: reviews.1.rating: must be at most 10\nFix the file and import it again: nothing was imported.\n`,
    );
    expect(await ctx.db.knex('reviews').where({ slug: 'cli-three' }).first()).toBeUndefined();
  });

  it('says so for a missing file, one that is not JSON, and JSON with no list', async () => {
    const missing = await cli(['reviews', 'import', path.join(dir, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Error: No file .*nope\.json\.\nGive the path of a JSON file of reviews/);
    const broken = await cli(['reviews', 'import', file('broken.json', '{"reviews": [')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^Error: .*broken\.json is not valid JSON: .+\.\n/);
    const other = await cli(['reviews', 'import', file('other.json', { items: [] })]);
    expect(other.stderr).toMatch(/^Error: .*other\.json holds no list of reviews\.\n/);
    expect([...missing.calls, ...broken.calls, ...other.calls]).toEqual([]);
  });
});

describe('reviews list (a real server)', () => {
  it('lists reviews newest first in a table, filtered by make and model, and as JSON', async () => {
    const res = await cli(['reviews', 'list']);
    expect(res.code).toBe(0);
    expect(res.calls).toEqual(['GET /api/reviews?limit=20']);
    const table = res.printed.shown[0]!;
    expect(table).toMatch(/^ *id +slug +make +model +year +rating +platform +published$/m);
    expect(table).toMatch(/^ *\d+ +cli-one +Ford +Focus +2022 +7\.5 +Road Test +2025-06-01$/m);
    expect(table).toContain('2 of 2 reviews');

    const json = await cli(['reviews', 'list', '--make', 'kia', '--model', 'CEED', '--limit', '5', '--json']);
    expect(json.calls).toEqual(['GET /api/reviews?make=kia&model=CEED&limit=5']);
    expect(json.printed.json[0]).toMatchObject({ total: 1, reviews: [{ slug: 'cli-two' }] });

    const none = await cli(['reviews', 'list', '--make', 'Bugatti']);
    expect(none.printed.lines).toEqual(['No review matches.']);
    const wrong = await cli(['reviews', 'list', '--limit', '500']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe('Error: --limit must be at most 50.\n');
  });
});
