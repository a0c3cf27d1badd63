// Runs the CLI against a test server in this process: its fetch answered through server.inject, every
// request recorded, the screen captured (the dealer and deletion-request command tests).
import type { AppServer } from '../../bff/server.js';
import { runCli } from '../index.js';
import { captureScreen } from './screen.js';

/** The CLI's fetch, answered by the test server in-process; every request is counted. */
export function injectFetch(server: AppServer, calls: string[]): typeof fetch {
  return (async (url: string, init: RequestInit = {}) => {
    const u = new URL(url);
    calls.push(`${init.method ?? 'GET'} ${u.pathname}${u.search}`);
    const res = await server.inject({
      method: init.method ?? 'GET',
      url: `${u.pathname}${u.search}`,
      headers: init.headers as Record<string, string>,
      ...(init.body === undefined ? {} : { payload: String(init.body) }),
    });
    return new Response(res.payload || null, { status: res.statusCode });
  }) as unknown as typeof fetch;
}

/** Runs `allmotors <args> --data-dir <dir>` against `server`. */
export async function cliAgainst(server: AppServer, dir: string, args: string[]) {
  const calls: string[] = [];
  const { screen, printed } = captureScreen();
  let stderr = '';
  const code = await runCli(
    ['node', 'allmotors', '--url', 'http://server.test', ...args, '--data-dir', dir],
    { fetch: injectFetch(server, calls), screen },
    (text) => void (stderr += text),
  );
  return { code, calls, printed, stderr };
}
