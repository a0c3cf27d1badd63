import { describe, expect, it } from 'vitest';
import { linkTargets, parseLinkHeader } from './link-header.js';

const PAGE = 'http://dealerdirect.localhost:3001/feeds/stock.xml';

describe('parseLinkHeader (RFC 8288 §3)', () => {
  it('reads several comma-separated links with their parameters', () => {
    const links = parseLinkHeader(
      '<https://a.test/p2>; rel="next"; title="Page 2", </p0>;rel=prev ;  type=text/csv',
    );
    expect(
      links.map((l) => ({ target: l.target, rel: l.rel, params: Object.fromEntries(l.params) })),
    ).toEqual([
      { target: 'https://a.test/p2', rel: ['next'], params: { rel: 'next', title: 'Page 2' } },
      { target: '/p0', rel: ['prev'], params: { rel: 'prev', type: 'text/csv' } },
    ]);
  });

  it('splits a quoted rel into its space-separated types, lower case', () => {
    expect(parseLinkHeader('</x>; rel="Prev  NEXT\tfirst"')[0]!.rel).toEqual(['prev', 'next', 'first']);
    // Unquoted, a value runs to the next `;` or `,` (RFC 8288 Appendix B.3), spaces and all.
    expect(parseLinkHeader('</x>; rel = next prev ; title=a b')[0]!.rel).toEqual(['next', 'prev']);
  });

  it('keeps commas and semicolons inside a target or a quoted value', () => {
    const links = parseLinkHeader('</a?x=1,2;3>; title="one, two; \\"three\\""; rel=next, </b>; rel="next"');
    expect(links.map((l) => l.target)).toEqual(['/a?x=1,2;3', '/b']);
    expect(links[0]!.params.get('title')).toBe('one, two; "three"');
  });

  it('reads parameter names case-insensitively and only the first rel (§3.3)', () => {
    const [link] = parseLinkHeader('</x>; REL=prev; rel=next');
    expect(link!.rel).toEqual(['prev']);
  });

  it('skips malformed link-values and keeps the well-formed ones', () => {
    const links = parseLinkHeader(
      'nonsense; rel=next, </b> junk; rel=next, </c>; title="x" junk, </d>; rel=next',
    );
    expect(links.map((l) => l.target)).toEqual(['/d']);
    // A quote never closed runs to the end of the field: what follows it is inside it.
    const unclosed = parseLinkHeader('</a>; rel=next, </b>; title="unclosed, </c>; rel=next');
    expect(unclosed.map((l) => l.target)).toEqual(['/a']);
    expect(parseLinkHeader('')).toEqual([]);
    expect(parseLinkHeader('</never-closed; rel=next')).toEqual([]);
  });

  it('accepts a link without parameters and empty parameter slots', () => {
    expect(parseLinkHeader('</a>, </b>;; rel=next;').map((l) => [l.target, l.rel])).toEqual([
      ['/a', []],
      ['/b', ['next']],
    ]);
  });
});

describe('linkTargets', () => {
  it('resolves relative targets against the page URL', () => {
    expect(linkTargets('<?after=41>; rel="next"', PAGE, 'next')).toEqual([`${PAGE}?after=41`]);
    expect(linkTargets('</feeds/stock.xml?after=41>; rel=next', PAGE, 'next')).toEqual([`${PAGE}?after=41`]);
    expect(linkTargets('<stock.xml?after=2>; rel=next', `${PAGE}?after=1`, 'next')).toEqual([
      `${PAGE}?after=2`,
    ]);
  });

  it('keeps only the asked relation, on the page’s own host, without the page itself or repeats', () => {
    const header = [
      '<http://dealerdirect.localhost:3001/feeds/stock.xml?after=9>; rel="prefetch next"',
      '</feeds/stock.xml?after=9#x>; rel=next',
      '<http://evil.test/feeds/stock.xml?after=9>; rel=next',
      '<http://dealerdirect.localhost:9999/x>; rel=next',
      '<ftp://dealerdirect.localhost:3001/x>; rel=next',
      `<${PAGE}>; rel=next`,
      '</feeds/stock.xml?after=1>; rel=prev',
      '</other>; rel="nextish"',
    ].join(', ');
    expect(linkTargets(header, PAGE, 'next')).toEqual([`${PAGE}?after=9`]);
    expect(linkTargets(header, PAGE, 'prev')).toEqual([`${PAGE}?after=1`]);
  });

  it('ignores a link about another resource (an anchor) and an absent header', () => {
    expect(linkTargets('</b>; rel=next; anchor="/other"', PAGE, 'next')).toEqual([]);
    expect(linkTargets('</b>; rel=next; anchor="#part"', PAGE, 'next')).toEqual([]);
    expect(linkTargets(`</b>; rel=next; anchor="${PAGE}"`, PAGE, 'next')).toEqual([
      'http://dealerdirect.localhost:3001/b',
    ]);
    expect(linkTargets(null, PAGE, 'next')).toEqual([]);
    expect(linkTargets(undefined, PAGE, 'next')).toEqual([]);
  });
});
