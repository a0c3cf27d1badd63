// Where the CLI finds the server: --url, else ALLMOTORS_URL, else the local default.
export const DEFAULT_URL = 'http://localhost:3000';

export function serverUrl(
  option: string | undefined,
  env: Record<string, string | undefined> = process.env,
): string {
  return (option ?? env.ALLMOTORS_URL ?? DEFAULT_URL).replace(/\/+$/, '');
}

/** The server's data folder, where it writes the operator token: --data-dir, else DATA_DIR, else .data. */
export function dataDir(
  option: string | undefined,
  env: Record<string, string | undefined> = process.env,
): string {
  return option ?? env.DATA_DIR ?? '.data';
}
