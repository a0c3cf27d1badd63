// The request rules of spec 000 §7, checked against what actually goes over the wire (msw).
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { ApiError, apiGet, apiRequest, resetCsrfToken, toQueryString } from './api-client';
import { createQueryClient } from './query-client';

describe('api client', () => {
  it('sends cookies on every request, and a JSON body with its content type only when there is a body', async () => {
    const seen: {
      method: string;
      contentType: string | null;
      body: string;
      credentials: RequestCredentials;
    }[] = [];
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
      http.all('/api/echo', async ({ request }) => {
        seen.push({
          method: request.method,
          contentType: request.headers.get('content-type'),
          body: await request.text(),
          credentials: request.credentials,
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('GET', '/api/echo');
    await apiRequest('POST', '/api/echo', { carId: 7, notes: 'nice' });
    await apiRequest('DELETE', '/api/echo');
    expect(seen[0]).toMatchObject({ method: 'GET', contentType: null, body: '', credentials: 'include' });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"carId":7,"notes":"nice"}',
      credentials: 'include',
    });
    expect(seen[2]).toMatchObject({ method: 'DELETE', contentType: null, body: '' });
  });

  it('sends the CSRF token on state-changing requests only, fetching it once', async () => {
    resetCsrfToken();
    let tokenFetches = 0;
    const tokens: (string | null)[] = [];
    server.use(
      http.get('/api/csrf', () => {
        tokenFetches++;
        return HttpResponse.json({ token: 'tok-1' });
      }),
      http.all('/api/echo', ({ request }) => {
        tokens.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('GET', '/api/echo');
    await apiRequest('POST', '/api/echo', { a: 1 });
    await apiRequest('DELETE', '/api/echo');
    expect(tokens).toEqual([null, 'tok-1', 'tok-1']);
    expect(tokenFetches).toBe(1);
  });

  it('fetches a new token and sends the write once more when the server calls the token stale', async () => {
    resetCsrfToken();
    let issued = 0;
    const sent: (string | null)[] = [];
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: `tok-${++issued}` })),
      http.post('/api/echo', ({ request }) => {
        const token = request.headers.get('x-csrf-token');
        sent.push(token);
        return token === 'tok-2'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ statusCode: 403, code: 'CSRF_TOKEN_INVALID' }, { status: 403 });
      }),
    );
    await expect(apiRequest('POST', '/api/echo', { a: 1 })).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['tok-1', 'tok-2']);
  });

  it('tries only once, and never after another 403 such as a cross-site refusal', async () => {
    resetCsrfToken();
    let posts = 0;
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
      http.post('/api/stale', () => {
        posts++;
        return HttpResponse.json({ code: 'CSRF_TOKEN_INVALID' }, { status: 403 });
      }),
      http.post('/api/forbidden', () => {
        posts++;
        return HttpResponse.json({ code: 'CROSS_SITE_REQUEST' }, { status: 403 });
      }),
    );
    await expect(apiRequest('POST', '/api/stale')).rejects.toMatchObject({ status: 403 });
    expect(posts).toBe(2);
    await expect(apiRequest('POST', '/api/forbidden')).rejects.toMatchObject({ status: 403 });
    expect(posts).toBe(3);
  });

  it('gets a new token after signing in, signing up or signing out (the session changed)', async () => {
    resetCsrfToken();
    let issued = 0;
    const sent: (string | null)[] = [];
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: `tok-${++issued}` })),
      http.post('/api/*', ({ request }) => {
        sent.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('POST', '/api/login', { username: 'jo', password: 'pw' });
    await apiRequest('POST', '/api/garage', { carId: 1 });
    await apiRequest('POST', '/api/register/confirm', { token: 'x' });
    await apiRequest('POST', '/api/logout');
    await apiRequest('POST', '/api/garage', { carId: 1 });
    expect(sent).toEqual(['tok-1', 'tok-2', 'tok-2', 'tok-3', 'tok-4']);
  });

  it('fails with "status: body", or the status text when the body is empty', async () => {
    server.use(
      http.get('/api/bad', () =>
        HttpResponse.text('minPrice: must be a whole number of pence', { status: 400 }),
      ),
      http.get(
        '/api/empty',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(apiRequest('GET', '/api/bad')).rejects.toThrow(
      '400: minPrice: must be a whole number of pence',
    );
    await expect(apiRequest('GET', '/api/empty')).rejects.toThrow('503: Service Unavailable');
  });

  it('reads the server message of a JSON error', async () => {
    server.use(
      http.get('/api/json-error', () => HttpResponse.json({ message: 'Car not found' }, { status: 404 })),
    );
    const error = await apiRequest('GET', '/api/json-error').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Car not found');
  });

  it('can treat 401 as "no user" for reads that ask for it, and as an error otherwise', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })));
    await expect(apiGet('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiGet('/api/user')).rejects.toThrow(/^401: /);
  });

  it('leaves empty, any and Any out of query strings and repeats array values', () => {
    expect(
      toQueryString({
        make: 'any',
        model: 'Any',
        color: '',
        page: 2,
        fuelTypes: ['Petrol', 'Diesel', ''],
        x: undefined,
      }),
    ).toBe('?page=2&fuelTypes=Petrol&fuelTypes=Diesel');
    expect(toQueryString({ make: 'Any' })).toBe('');
  });

  it('configures queries never to retry, refetch on focus or go stale on their own', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 300_000,
    });
  });
});
