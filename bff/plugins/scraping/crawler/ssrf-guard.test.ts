import { describe, expect, it, vi } from 'vitest';
import { checkUrl, classifyAddress, isLocalhostName, originOf, vetHost } from './ssrf-guard.js';
import type { Lookup } from './types.js';

const noDns: Lookup = async (host) => {
  throw new Error(`unexpected DNS lookup of ${host}`);
};
const refuse = { allowPrivateHosts: [] as string[], lookup: noDns };

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['224.0.0.1', 'multicast'],
  ])('refuses %s (%s)', (ip, range) => {
    expect(classifyAddress(ip)).toBe(range);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1'])('lets the public address %s through', (ip) => {
    expect(classifyAddress(ip)).toBeNull();
  });
});

describe('vetHost', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '169.254.169.254',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '[::ffff:7f00:1]',
    '0x7f.1',
    '2130706433',
    '017700000001',
    '127.1',
    '100.64.3.4',
    'fc00::1',
    '0.0.0.0',
  ])('refuses the bare address %s without DNS', async (host) => {
    const verdict = await vetHost(host, refuse);
    expect(verdict).toMatchObject({ ok: false, refused: true });
  });

  it('refuses encoded loopback forms the URL parser normalises', async () => {
    for (const raw of ['http://0x7f.1/', 'http://2130706433/', 'http://[::ffff:127.0.0.1]/']) {
      expect(await vetHost(new URL(raw).hostname, refuse)).toMatchObject({ ok: false, refused: true });
    }
  });

  it('lets a public address through without DNS', async () => {
    expect(await vetHost('93.184.216.34', refuse)).toEqual({ ok: true, address: '93.184.216.34', family: 4 });
  });

  it('resolves localhost names to 127.0.0.1 without DNS and refuses them unless allowed', async () => {
    expect(isLocalhostName('autohub.localhost.')).toBe(true);
    expect(await vetHost('localhost', refuse)).toMatchObject({ ok: false, refused: true });
    expect(await vetHost('autohub.localhost', refuse)).toMatchObject({ ok: false, refused: true });
    const allowed = { allowPrivateHosts: ['AutoHub.localhost'], lookup: noDns };
    expect(await vetHost('autohub.localhost', allowed)).toEqual({
      ok: true,
      address: '127.0.0.1',
      family: 4,
    });
    expect(await vetHost('drivelist.localhost', allowed)).toMatchObject({ ok: false, refused: true });
  });

  it('lets an allowed bare IP through', async () => {
    const allowed = { allowPrivateHosts: ['127.0.0.1'], lookup: noDns };
    expect(await vetHost('127.0.0.1', allowed)).toMatchObject({ ok: true, address: '127.0.0.1' });
  });

  it('refuses a cloud metadata address even for an allowed host', async () => {
    const lookup: Lookup = async () => [{ address: '169.254.169.254', family: 4 }];
    expect(await vetHost('meta.internal', { allowPrivateHosts: ['meta.internal'], lookup })).toMatchObject({
      ok: false,
      refused: true,
    });
  });

  it('refuses a name when any of its addresses is private', async () => {
    const lookup: Lookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    const verdict = await vetHost('mixed.example', { allowPrivateHosts: [], lookup });
    expect(verdict).toMatchObject({ ok: false, refused: true });
    expect(verdict.ok === false && verdict.reason).toContain('10.0.0.1');
  });

  it('returns the first address of a public name', async () => {
    const lookup = vi.fn<Lookup>(async () => [
      { address: '2606:4700::1', family: 6 },
      { address: '93.184.216.34', family: 4 },
    ]);
    expect(await vetHost('Example.COM.', { allowPrivateHosts: [], lookup })).toEqual({
      ok: true,
      address: '2606:4700::1',
      family: 6,
    });
    expect(lookup).toHaveBeenCalledWith('example.com');
  });

  it('reports NXDOMAIN as a lasting DNS failure and others as transient', async () => {
    const fail =
      (code: string): Lookup =>
      async () => {
        throw Object.assign(new Error(code), { code });
      };
    expect(await vetHost('gone.example', { allowPrivateHosts: [], lookup: fail('ENOTFOUND') })).toMatchObject(
      {
        ok: false,
        refused: false,
        transient: false,
      },
    );
    expect(
      await vetHost('flaky.example', { allowPrivateHosts: [], lookup: fail('EAI_AGAIN') }),
    ).toMatchObject({
      ok: false,
      refused: false,
      transient: true,
    });
  });
});

describe('checkUrl', () => {
  const allow = ['autohub.localhost', '*.example.com'];

  it('accepts http and https on allowed hosts', () => {
    expect(checkUrl(new URL('http://autohub.localhost:3001/x'), allow)).toBeNull();
    expect(checkUrl(new URL('https://cdn.example.com/x'), allow)).toBeNull();
  });

  it('refuses other schemes, other hosts and credentials in the URL', () => {
    expect(checkUrl(new URL('file:///etc/passwd'), allow)).toMatch(/scheme file:/);
    expect(checkUrl(new URL('ftp://autohub.localhost/x'), allow)).toMatch(/scheme/);
    expect(checkUrl(new URL('http://drivelist.localhost:3001/'), allow)).toMatch(/allowlist/);
    expect(checkUrl(new URL('http://example.com.evil.io/'), allow)).toMatch(/allowlist/);
    expect(checkUrl(new URL('http://u:p@autohub.localhost/'), allow)).toMatch(/credentials/);
  });

  it('keys origins with the port written out', () => {
    expect(originOf(new URL('https://Example.com/a'))).toBe('https://example.com:443');
    expect(originOf(new URL('http://autohub.localhost:3001/a'))).toBe('http://autohub.localhost:3001');
  });
});
