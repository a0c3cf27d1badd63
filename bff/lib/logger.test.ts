import { Writable } from 'node:stream';
import Hapi from '@hapi/hapi';
import Boom from '@hapi/boom';
import HapiPino from 'hapi-pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestLogOptions } from './logger.js';

/** A server with hapi-pino as createServer registers it, writing its lines into an array. */
async function loggedServer(production: boolean) {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const server = Hapi.server();
  const options = requestLogOptions({ logLevel: 'info', logFormat: 'json', production });
  await server.register({
    plugin: HapiPino,
    options: { ...options, stream: stream as never, logEvents: ['response', 'request-error'] },
  });
  server.route([
    { method: 'GET', path: '/api/cars', handler: () => ({ cars: [] }) },
    { method: 'GET', path: '/api/health', handler: () => ({ status: 'ok' }) },
    { method: 'GET', path: '/api/cars/{id}', handler: () => Boom.notFound('No such car') },
    { method: 'POST', path: '/api/garage', handler: (_request, h) => h.response().code(204) },
    {
      method: 'GET',
      path: '/api/broken',
      handler: () => {
        throw new Error('the bug');
      },
    },
  ]);
  await server.initialize();
  const inject = (method: string, url: string) =>
    server.inject({ method, url, headers: { cookie: 'sid=secret-session', authorization: 'Bearer secret' } });
  return { lines, inject };
}

describe('request logging in production', () => {
  it('writes nothing for a successful read, and one compact line for a state change or a failure', async () => {
    const { lines, inject } = await loggedServer(true);
    await inject('GET', '/api/cars?make=Ford');
    await inject('GET', '/api/health');
    expect(lines).toEqual([]);

    await inject('POST', '/api/garage');
    await inject('GET', '/api/cars/7?x=1');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { method: 'POST', url: '/api/garage' },
      res: { statusCode: 204 },
      msg: expect.stringMatching(/^POST \/api\/garage 204 \(\d+ms\)$/),
    });
    expect(lines[1]).toMatchObject({
      req: { method: 'GET', url: '/api/cars/7?x=1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 404 },
      err: { message: 'No such car' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret|headers/);
  });

  it('logs a server error with its stack and the request it broke', async () => {
    const { lines, inject } = await loggedServer(true);
    await inject('GET', '/api/broken');
    const error = lines.find((line) => line.level === 50);
    expect(error).toMatchObject({ req: { method: 'GET', url: '/api/broken' }, err: { message: 'the bug' } });
    expect(error!.err.stack).toMatch(/the bug/);
    expect(lines.some((line) => line.res?.statusCode === 500)).toBe(true);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });
});

describe('request logging in development', () => {
  it('writes one compact line for every request but health', async () => {
    const { lines, inject } = await loggedServer(false);
    await inject('GET', '/api/cars');
    await inject('GET', '/api/health');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/cars' }, res: { statusCode: 200 } });
  });
});

describe('loggerOptions', () => {
  it('pretty-prints through pino-pretty only when asked, and keeps the level', () => {
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' })).not.toHaveProperty('transport');
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'pretty' })).toMatchObject({
      level: 'warn',
      transport: { target: expect.stringMatching(/pino-pretty/) },
    });
  });
});
