// The HTTP Link header (RFC 8288 §3): `Link: <uri>; rel="next"; title="…", <uri2>; rel=prev`.
// A partner feed too big for one response is paged by it. Read with a small scanner, not a split on
// commas: a target may hold commas and semicolons, and so may a quoted parameter value.
import { sameHostUrl } from './page.js';

export interface LinkValue {
  /** The URI-Reference between `<` and `>`, as written (relative ones are resolved by the reader). */
  target: string;
  /** The relation types of the first `rel` parameter, lower case (RFC 8288 §2.1.1: case-insensitive). */
  rel: string[];
  /** Every parameter by lower-case name; only the first of a repeated one counts (§3). */
  params: Map<string, string>;
}

const OWS = /[ \t]/;

/**
 * Every well-formed link-value of a Link header, in order. A malformed one (no `<…>`, an unclosed
 * quote, stray text where a `;` or `,` should be) is skipped up to the next link-value; the others
 * still count.
 */
export function parseLinkHeader(value: string): LinkValue[] {
  const out: LinkValue[] = [];
  const n = value.length;
  let i = 0;
  const skipOws = () => {
    while (i < n && OWS.test(value[i]!)) i++;
  };
  /** Past the rest of a malformed link-value: to the next comma outside a quoted string. */
  const skipLinkValue = () => {
    while (i < n && value[i] !== ',') {
      if (value[i] === '"') readQuoted();
      else i++;
    }
  };
  /** A quoted-string from its opening quote; null when it never closes. */
  const readQuoted = (): string | null => {
    let text = '';
    for (i++; i < n; i++) {
      const c = value[i]!;
      if (c === '"') {
        i++;
        return text;
      }
      if (c === '\\' && i + 1 < n) i++;
      text += value[i];
    }
    return null;
  };
  const readUntil = (stop: RegExp) => {
    const start = i;
    while (i < n && !stop.test(value[i]!)) i++;
    return value.slice(start, i);
  };

  while (i < n) {
    while (i < n && (value[i] === ',' || /\s/.test(value[i]!))) i++;
    if (i >= n) break;
    if (value[i] !== '<') {
      skipLinkValue();
      continue;
    }
    const close = value.indexOf('>', i + 1);
    if (close < 0) break;
    const target = value.slice(i + 1, close).trim();
    i = close + 1;
    const params = new Map<string, string>();
    let ok = true;
    for (;;) {
      skipOws();
      if (i >= n || value[i] === ',') break;
      if (value[i] !== ';') {
        ok = false;
        break;
      }
      i++;
      skipOws();
      // As RFC 8288 Appendix B.3 parses: a name up to whitespace, `=`, `;` or `,`; a value quoted,
      // or else up to the next `;` or `,` (so `type=text/csv` reads as written).
      const name = readUntil(/[ \t=;,]/).toLowerCase();
      skipOws();
      let param = '';
      if (value[i] === '=') {
        i++;
        skipOws();
        if (value[i] === '"') {
          const quoted = readQuoted();
          if (quoted === null) {
            ok = false;
            break;
          }
          param = quoted;
        } else param = readUntil(/[;,]/).trim();
      }
      if (name !== '' && !params.has(name)) params.set(name, param);
    }
    if (!ok) {
      skipLinkValue();
      continue;
    }
    const rel = (params.get('rel') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((r) => r.toLowerCase());
    out.push({ target, rel, params });
  }
  return out;
}

/**
 * The targets of a Link header with relation `rel` whose context is the page itself (no `anchor`
 * naming another resource), resolved against the page's URL and kept only on its own host (as
 * every link a connector follows), without the page itself and without repeats.
 */
export function linkTargets(header: string | null | undefined, pageUrl: string, rel: string): string[] {
  if (!header) return [];
  const wanted = rel.toLowerCase();
  const page = sameHostUrl(pageUrl, pageUrl);
  const found = new Set<string>();
  for (const link of parseLinkHeader(header)) {
    if (!link.rel.includes(wanted)) continue;
    const anchor = link.params.get('anchor');
    if (anchor !== undefined && resolve(anchor, pageUrl) !== resolve(pageUrl, pageUrl)) continue;
    const href = sameHostUrl(link.target, pageUrl);
    if (href && href !== page) found.add(href);
  }
  return [...found];
}

function resolve(href: string, base: string): string | null {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}
