// A small OAuth 2 provider on 127.0.0.1 for the tests: authorize, token and profile endpoints that
// check what a real provider checks (client, redirect URI, single-use code, PKCE, bearer token).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthClient, OAuthEndpoints } from '../../config.js';

export type FakeProfile = Record<string, unknown>;

interface Grant {
  profile: FakeProfile;
  redirectUri: string;
  challenge: string | null;
}

export interface FakeProvider {
  endpoints: OAuthEndpoints;
  client: OAuthClient;
  /** Who the next person to consent is. */
  signInAs(profile: FakeProfile): void;
  /** 'deny': the person refuses; 'token-error': the code exchange fails; 'profile-error': so does the profile. */
  failNext(mode: 'deny' | 'token-error' | 'profile-error' | null): void;
  /** The query of every authorize request, newest last. */
  authorizeRequests: URLSearchParams[];
  /** The query and bearer token of every profile request, newest last. */
  profileRequests: { query: URLSearchParams; token: string }[];
  close(): Promise<void>;
}

const random = () => randomBytes(16).toString('hex');

export async function startFakeProvider(): Promise<FakeProvider> {
  const client = { clientId: 'test-client', clientSecret: 'test-secret' };
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeProfile>();
  const authorizeRequests: URLSearchParams[] = [];
  const profileRequests: FakeProvider['profileRequests'] = [];
  let profile: FakeProfile = {};
  let failure: 'deny' | 'token-error' | 'profile-error' | null = null;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      authorizeRequests.push(q);
      if (q.get('client_id') !== client.clientId || q.get('response_type') !== 'code') {
        return json(res, 400, { error: 'invalid_request' });
      }
      const back = new URL(q.get('redirect_uri') ?? '');
      if (failure === 'deny') {
        failure = null;
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = random();
        grants.set(code, { profile, redirectUri: back.href, challenge: q.get('code_challenge') });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = grants.get(form.get('code') ?? '');
        grants.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier');
        const pkceOk =
          !grant?.challenge ||
          (verifier && createHash('sha256').update(verifier).digest('base64url') === grant.challenge);
        if (
          failure === 'token-error' ||
          !grant ||
          !pkceOk ||
          form.get('grant_type') !== 'authorization_code' ||
          form.get('client_id') !== client.clientId ||
          form.get('client_secret') !== client.clientSecret ||
          form.get('redirect_uri') !== grant.redirectUri
        ) {
          if (failure === 'token-error') failure = null;
          return json(res, 400, { error: 'invalid_grant' });
        }
        const token = random();
        tokens.set(token, grant.profile);
        json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      profileRequests.push({ query: url.searchParams, token });
      const who = tokens.get(token);
      if (failure === 'profile-error' || !who) {
        if (failure === 'profile-error') failure = null;
        return json(res, 401, { error: 'invalid_token' });
      }
      return json(res, 200, who);
    }
    json(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoints: {
      authorizeUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      profileUrl: `${base}/userinfo`,
    },
    client,
    signInAs: (p) => (profile = p),
    failNext: (mode) => (failure = mode),
    authorizeRequests,
    profileRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
