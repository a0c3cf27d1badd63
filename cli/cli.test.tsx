import React from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'ink-testing-library';
import { Table } from './ui/render.js';
import { ApiClient } from './lib/client.js';
import { AbortError } from './lib/errors.js';
import { serverUrl } from './lib/config.js';

const fakeFetch = (status: number, body: string) =>
  (async () =>
    new Response(body, {
      status,
      statusText: status === 200 ? 'OK' : 'Bad Request',
    })) as unknown as typeof fetch;

describe('cli', () => {
  it('prints tables with a header and aligned columns', () => {
    const { lastFrame } = render(
      <Table
        rows={[
          { id: 7, title: '2020 Ford Focus' },
          { id: 1234, title: '2019 BMW 3 Series' },
        ]}
        columns={[
          { header: 'id', value: (r) => String(r.id), align: 'right' },
          { header: 'vehicle', value: (r) => r.title },
        ]}
      />,
    );
    expect(lastFrame()).toBe('  id  vehicle\n   7  2020 Ford Focus\n1234  2019 BMW 3 Series');
  });

  it("turns the server's error into a message the user can act on", async () => {
    const client = new ApiClient(
      'http://x',
      fakeFetch(400, JSON.stringify({ message: 'minYear: must not be after maxYear' })),
    );
    const error = await client.get('/api/cars/search').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toMatchObject({
      message: '400: minYear: must not be after maxYear',
      status: 400,
      serverMessage: 'minYear: must not be after maxYear',
    });
    const down = new ApiClient('http://x', (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    await expect(down.get('/api/health')).rejects.toThrow(/Cannot reach the server at http:\/\/x/);
  });

  it('finds the server from --url, then ALLMOTORS_URL, then the default', () => {
    expect(serverUrl('http://a:1/', {})).toBe('http://a:1');
    expect(serverUrl(undefined, { ALLMOTORS_URL: 'http://b:2' })).toBe('http://b:2');
    expect(serverUrl(undefined, {})).toBe('http://localhost:3000');
  });
});
