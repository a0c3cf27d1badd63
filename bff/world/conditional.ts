// Validators and conditional GET (RFC 9110 §13): a strong ETag from the body, Last-Modified from world
// time, and 304 while the client's copy is still current.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** HTTP dates have whole seconds. */
export function httpDate(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toUTCString();
}

/** True when the request's validators still match: If-None-Match first, else If-Modified-Since. */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModifiedMs: number): boolean {
  const inm = headers['if-none-match'];
  if (inm !== undefined) {
    if (inm.trim() === '*') return true;
    // Weak comparison, as If-None-Match asks: W/"x" matches "x".
    return inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const ims = headers['if-modified-since'];
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}
