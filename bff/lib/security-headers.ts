// The headers that tell a browser how far to trust each answer (docs/security.md, Headers). hapi's
// route `security` option (server.ts) sets HSTS, X-Frame-Options, X-Content-Type-Options and
// Referrer-Policy; this file adds what hapi does not: the Content-Security-Policy, the
// Permissions-Policy and Cross-Origin-Opener-Policy, on every answer, errors and 404s included.
//
// Pages (the app shell and the few pages the server writes itself) get a policy that lets them run
// only this site's own script files: an injected <script> or inline handler never runs. Any other
// answer (JSON, images, video) gets a policy that allows nothing, in case a browser is tricked into
// rendering it as a page.
import { createHash } from 'node:crypto';
import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseObject } from '@hapi/hapi';
import { allowedOrigins } from './realtime.js';

/** sha256 sources ('sha256-…') for the inline scripts of one HTML page (not `src=` or data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // An external file is allowed by 'self'; JSON-LD and other data blocks never run.
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of an HTML page of this site whose inline scripts hash to `scriptHashes`. */
export function pagePolicy(publicUrl: string, scriptHashes: string[] = []): string {
  const https = publicUrl.startsWith('https:');
  // nes's live connection: the WebSocket forms of the origins realtime.ts accepts an upgrade from.
  // CSP has no syntax for an IPv6 literal ([::1]); there 'self', which covers ws: in CSP 3, answers.
  const sockets = allowedOrigins(publicUrl)
    .filter((o) => !o.includes('['))
    .map((o) => o.replace(/^http/, 'ws'));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Radix's scroll lock adds <style> elements whose content changes at run time (no hash can name
    // it), React writes `style` attributes, and the server's own pages carry one <style> each: styles
    // may be inline, scripts may not (a style cannot run code).
    "style-src 'self' 'unsafe-inline'",
    // Listing and review pictures are ours (/api/media), but a review may show an admin's https://
    // picture link; an image cannot run code. data: and blob: for previews of a file being uploaded.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...sockets].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The policy of every answer that is not a page: nothing may load, nobody may frame it. */
export const RESOURCE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// Features the product never uses are switched off for it and anything it might embed; sharing a car
// (Web Share) and copying an API key (clipboard) are the only powerful features pages use.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'web-share=(self)',
  'browsing-topics=()',
].join(', ');

// same-origin-allow-popups: a page of ours cannot be reached through window.opener by a site that
// opened it, while the share buttons' popups (which we open, then detach) still work.
export const OPENER_POLICY = 'same-origin-allow-popups';

type Headers = Record<string, string | string[] | number | undefined>;

/** Adds the headers to one answer, keeping a policy a route chose itself (the app shell's). */
export function addSecurityHeaders<R extends ResponseObject | Boom.Boom>(request: Request, response: R): R {
  const publicUrl = request.server.app.config.publicUrl;
  const headers: Headers = Boom.isBoom(response) ? response.output.headers : response.headers;
  const set = (name: string, value: string) => {
    const present = Object.keys(headers).some((k) => k.toLowerCase() === name);
    if (present) return;
    if (Boom.isBoom(response)) response.output.headers[name] = value;
    else response.header(name, value);
  };
  set('content-security-policy', policyFor(response, publicUrl));
  set('permissions-policy', PERMISSIONS_POLICY);
  set('cross-origin-opener-policy', OPENER_POLICY);
  return response;
}

function policyFor(response: ResponseObject | Boom.Boom, publicUrl: string): string {
  if (Boom.isBoom(response) || !/^text\/html\b/i.test(contentType(response))) return RESOURCE_POLICY;
  // A page the server writes itself (the bot page, the dealer API docs): allow exactly its inline code.
  return pagePolicy(
    publicUrl,
    typeof response.source === 'string' ? inlineScriptHashes(response.source) : [],
  );
}

/** The type hapi will send: the header a route set, else what its source implies (a string: HTML). */
function contentType(response: ResponseObject): string {
  return (response as ResponseObject & { contentType: string | null }).contentType ?? '';
}

/** Adds the headers in onPreResponse; server.ts's error mapping adds them to the errors it makes. */
export const securityHeadersPlugin: Plugin<Record<string, never>> = {
  name: 'security-headers',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (response && typeof response === 'object') addSecurityHeaders(request, response as ResponseObject);
      return h.continue;
    });
  },
};
