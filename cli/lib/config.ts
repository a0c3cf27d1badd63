// Where the CLI finds the server, read from the same settings the server reads: --url, else
// ALLMOTORS_URL, else the server's own PORT on this machine (bff/config.ts: PORT, default 3000).
// The one place the CLI reads the environment.
import { AbortError } from './errors.js';

type Env = Record<string, string | undefined>;

export const DEFAULT_PORT = 3000;

/** PORT as the server parses it (a whole number, spaces trimmed); 0 is a random port no client can guess. */
function serverPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535))
    throw new AbortError(
      `PORT must be a whole number from 1 to 65535 to find the server (it is "${raw}").`,
      'Set PORT to the port the server listens on, or give the address with --url or ALLMOTORS_URL.',
    );
  return port;
}

export function serverUrl(option: string | undefined, env: Env = process.env): string {
  return (option ?? (env.ALLMOTORS_URL || undefined) ?? `http://localhost:${serverPort(env)}`).replace(
    /\/+$/,
    '',
  );
}

/** The server's data folder, where it writes the operator token: --data-dir, else DATA_DIR, else .data. */
export function dataDir(option: string | undefined, env: Env = process.env): string {
  return option ?? env.DATA_DIR ?? '.data';
}
