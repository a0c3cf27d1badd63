import { describe, expect, it } from 'vitest';
import {
  ROBOTS_MAX_BYTES,
  ROBOTS_TTL_MS,
  isFresh,
  retrieveRobots,
  robotsRules,
  trimRobotsBody,
  type RobotsHop,
} from './robots.js';
import type { RobotsEntry } from './types.js';

const ORIGIN = 'http://site.localhost:3001';
const TOKEN = 'AllMotorsBot';
const ok = (body: string): RobotsEntry => ({ status: 'ok', body, fetchedAt: 0, runId: 1 });
const at = (path: string) => new URL(path, ORIGIN);

describe('robotsRules', () => {
  it('obeys our own group and does not inherit from *', () => {
    const rules = robotsRules(
      ORIGIN,
      ok('User-agent: *\nDisallow: /private\nCrawl-delay: 9\n\nUser-agent: AllMotorsBot\nDisallow: /ours\n'),
      TOKEN,
    );
    expect(rules.isAllowed(at('/private/x'))).toBe(true);
    expect(rules.isAllowed(at('/ours/x'))).toBe(false);
    expect(rules.crawlDelayMs).toBeNull();
  });

  it('falls back to * when there is no group for us, Crawl-delay included', () => {
    const rules = robotsRules(ORIGIN, ok('User-agent: *\nDisallow: /private\nCrawl-delay: 0.25\n'), TOKEN);
    expect(rules.isAllowed(at('/private'))).toBe(false);
    expect(rules.isAllowed(at('/public'))).toBe(true);
    expect(rules.crawlDelayMs).toBe(250);
  });

  it('matches our group case-insensitively, with a version, and reads its Crawl-delay', () => {
    const rules = robotsRules(
      ORIGIN,
      ok('User-agent: allmotorsbot/2.0\nCrawl-delay: 2\nDisallow: /a\n'),
      TOKEN,
    );
    expect(rules.isAllowed(at('/a'))).toBe(false);
    expect(rules.crawlDelayMs).toBe(2000);
  });

  it('lets the most specific rule win, Allow on a tie, and understands * and $', () => {
    const rules = robotsRules(
      ORIGIN,
      ok(
        'User-agent: *\nDisallow: /vehicles/*/contact\nDisallow: /shop\nAllow: /shop/cars\nDisallow: /*.pdf$\n',
      ),
      TOKEN,
    );
    expect(rules.isAllowed(at('/vehicles/AH-1/contact'))).toBe(false);
    expect(rules.isAllowed(at('/vehicles/AH-1'))).toBe(true);
    expect(rules.isAllowed(at('/shop/vans'))).toBe(false);
    expect(rules.isAllowed(at('/shop/cars/1'))).toBe(true);
    expect(rules.isAllowed(at('/brochure.pdf'))).toBe(false);
    expect(rules.isAllowed(at('/brochure.pdf?x=1'))).toBe(true);
  });

  it('allows everything when unavailable and nothing when unreachable', () => {
    const base = { body: '', fetchedAt: 0, runId: 1 };
    expect(robotsRules(ORIGIN, { ...base, status: 'unavailable' }, TOKEN).isAllowed(at('/x'))).toBe(true);
    expect(robotsRules(ORIGIN, { ...base, status: 'unreachable' }, TOKEN).isAllowed(at('/x'))).toBe(false);
  });

  it('refuses URLs of another origin', () => {
    const rules = robotsRules(ORIGIN, ok(''), TOKEN);
    expect(rules.isAllowed(new URL('http://other.localhost:3001/'))).toBe(false);
  });
});

describe('trimRobotsBody', () => {
  it('drops a byte order mark so the first line still counts', () => {
    const body = trimRobotsBody('\uFEFFUser-agent: *\nDisallow: /\n', false);
    expect(robotsRules(ORIGIN, ok(body), TOKEN).isAllowed(at('/x'))).toBe(false);
  });

  it('parses 500 KiB and cuts a truncated body at its last line end', () => {
    const filler = `# ${'x'.repeat(1000)}\n`.repeat(490);
    const body = `User-agent: *\n${filler}Disallow: /late\nDisallow: /cut-in-half`;
    const kept = trimRobotsBody(body, true);
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(ROBOTS_MAX_BYTES);
    expect(Buffer.byteLength(filler)).toBeGreaterThan(490 * 1000);
    const rules = robotsRules(ORIGIN, ok(kept), TOKEN);
    expect(rules.isAllowed(at('/late'))).toBe(false);
    expect(kept.endsWith('Disallow: /late\n')).toBe(true);
  });
});

describe('isFresh', () => {
  const entry = ok('');
  it('reuses an entry of the same run under 24 hours old only', () => {
    expect(isFresh({ ...entry, fetchedAt: 1000 }, 1, 1000 + ROBOTS_TTL_MS - 1)).toBe(true);
    expect(isFresh({ ...entry, fetchedAt: 1000 }, 1, 1000 + ROBOTS_TTL_MS)).toBe(false);
    expect(isFresh({ ...entry, fetchedAt: 1000 }, 2, 2000)).toBe(false);
    expect(isFresh({ ...entry, runId: null, fetchedAt: 1000 }, null, 2000)).toBe(true);
  });
});

describe('retrieveRobots', () => {
  const answer = (
    status: number,
    extra: Partial<Extract<RobotsHop, { kind: 'response' }>> = {},
  ): RobotsHop => ({
    kind: 'response',
    status,
    location: null,
    body: null,
    truncated: false,
    ...extra,
  });
  const chain = (answers: RobotsHop[]) => {
    const asked: string[] = [];
    const hop = async (url: URL) => {
      asked.push(url.href);
      return answers[Math.min(asked.length - 1, answers.length - 1)]!;
    };
    return { asked, hop };
  };

  it.each([
    [200, 'ok'],
    [204, 'ok'],
    [401, 'unavailable'],
    [403, 'unavailable'],
    [404, 'unavailable'],
    [410, 'unavailable'],
    [429, 'unreachable'],
    [500, 'unreachable'],
    [503, 'unreachable'],
  ])('maps HTTP %i to %s', async (status, expected) => {
    const { hop } = chain([answer(status, { body: 'User-agent: *\nDisallow: /x\n' })]);
    expect((await retrieveRobots(ORIGIN, hop)).status).toBe(expected);
  });

  it('treats a network error or a refused hop as unreachable', async () => {
    const { hop } = chain([{ kind: 'error', reason: 'ECONNREFUSED' }]);
    expect(await retrieveRobots(ORIGIN, hop)).toMatchObject({
      status: 'unreachable',
      reason: 'ECONNREFUSED',
    });
  });

  it('follows up to five redirects, relative ones included', async () => {
    const redirects = [1, 2, 3, 4, 5].map((n) => answer(301, { location: `/r${n}.txt` }));
    const { asked, hop } = chain([...redirects, answer(200, { body: 'User-agent: *\nDisallow: /\n' })]);
    const got = await retrieveRobots(ORIGIN, hop);
    expect(got).toMatchObject({ status: 'ok', httpStatus: 200 });
    expect(asked).toEqual([
      `${ORIGIN}/robots.txt`,
      ...[1, 2, 3, 4, 5].map((n) => `http://site.localhost:3001/r${n}.txt`),
    ]);
  });

  it('gives up after five redirects: unavailable', async () => {
    const { asked, hop } = chain([answer(302, { location: '/again' })]);
    expect((await retrieveRobots(ORIGIN, hop)).status).toBe('unavailable');
    expect(asked).toHaveLength(6);
  });
});
