// The CLI finds the server where the server itself was told to listen.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverUrl } from './config.js';
import { AbortError } from './errors.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('the server address', () => {
  it('takes --url first, then ALLMOTORS_URL, then localhost on the server’s PORT', () => {
    const env = { ALLMOTORS_URL: 'http://b:2/', PORT: '3300' };
    expect(serverUrl('http://a:1/', env)).toBe('http://a:1');
    expect(serverUrl(undefined, env)).toBe('http://b:2');
    expect(serverUrl(undefined, { PORT: '3300' })).toBe('http://localhost:3300');
    expect(serverUrl(undefined, { PORT: ' 3300 ', ALLMOTORS_URL: '' })).toBe('http://localhost:3300');
  });

  it('uses port 3000, the server’s default, when PORT is unset or empty', () => {
    expect(serverUrl(undefined, {})).toBe('http://localhost:3000');
    expect(serverUrl(undefined, { PORT: '' })).toBe('http://localhost:3000');
  });

  it('refuses a PORT no server can listen on, naming the variable', () => {
    for (const PORT of ['0', 'abc', '70000', '-1', '30.5']) {
      expect(() => serverUrl(undefined, { PORT })).toThrow(AbortError);
      expect(() => serverUrl(undefined, { PORT })).toThrow(/^PORT must be a whole number/);
    }
    // An explicit address makes PORT irrelevant.
    expect(serverUrl(undefined, { PORT: 'abc', ALLMOTORS_URL: 'http://b:2' })).toBe('http://b:2');
  });

  it('`PORT=<n> allmotors health` asks the server on that port', async () => {
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'ok', database: 'ok', listings: 42 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { ALLMOTORS_URL: _url, ...env } = process.env;
      const cli = spawn(
        process.execPath,
        [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'cli/index.ts', 'health'],
        // 127.0.0.1 is what localhost resolves to for this listener.
        { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      cli.stdout.on('data', (chunk: Buffer) => (out += chunk));
      cli.stderr.on('data', (chunk: Buffer) => (out += chunk));
      const code = await new Promise((resolve) => cli.once('exit', resolve));
      expect(code, out).toBe(0);
      expect(out).toContain(`Server http://localhost:${port}`);
      expect(asked).toEqual(['/api/health']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);
});
