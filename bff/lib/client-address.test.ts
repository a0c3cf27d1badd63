// Which address a request comes from: X-Forwarded-For is the client's own text unless TRUST_PROXY
// says a proxy in front wrote it.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { addressFrom, parseTrustProxy } from './client-address.js';

describe('addressFrom', () => {
  it('ignores X-Forwarded-For entirely without TRUST_PROXY', () => {
    expect(addressFrom('10.0.0.5', '203.0.113.9', false)).toBe('10.0.0.5');
    expect(addressFrom('::ffff:10.0.0.5', '203.0.113.9', parseTrustProxy(undefined))).toBe('10.0.0.5');
  });

  it('takes the entry written by the last trusted hop when trusting N hops', () => {
    const trust = parseTrustProxy('1');
    // The client sent a forged entry; the proxy appended the address it saw.
    expect(addressFrom('10.0.0.1', '1.2.3.4, 203.0.113.9', trust)).toBe('203.0.113.9');
    expect(addressFrom('10.0.0.1', '1.2.3.4, 198.51.100.7, 203.0.113.9', parseTrustProxy('2'))).toBe(
      '198.51.100.7',
    );
    // Fewer entries than hops: the leftmost address.
    expect(addressFrom('10.0.0.1', '203.0.113.9', parseTrustProxy('3'))).toBe('203.0.113.9');
    expect(addressFrom('10.0.0.1', undefined, trust)).toBe('10.0.0.1');
  });

  it('walks back only through the listed proxies', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.1');
    expect(addressFrom('10.1.2.3', '1.2.3.4, 203.0.113.9, 192.168.1.1', trust)).toBe('203.0.113.9');
    // A request straight from the internet is not believed about where it came from.
    expect(addressFrom('198.51.100.20', '203.0.113.9', trust)).toBe('198.51.100.20');
    expect(addressFrom('::ffff:10.9.9.9', '203.0.113.9', trust)).toBe('203.0.113.9');
  });

  it('never takes text that is not an address', () => {
    expect(addressFrom('10.0.0.1', 'not-an-ip', parseTrustProxy('1'))).toBe('10.0.0.1');
    expect(addressFrom('10.0.0.1', ['203.0.113.9', 'evil'], parseTrustProxy('10.0.0.0/8'))).toBe('10.0.0.1');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toMatchObject({
      ranges: expect.any(Array),
    });
  });

  it('refuses anything else at start-up, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be false, a number/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
