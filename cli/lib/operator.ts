// The operator's proof: the token the server writes to its data folder at start (bff/lib/operator-token.ts).
// Whoever can read that folder may act as an admin through the API; the CLI sends it on every call.
import fs from 'node:fs';
import path from 'node:path';
import { ApiClient } from './client.js';
import { AbortError } from './errors.js';

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

export function readOperatorToken(dir: string): string {
  const file = path.join(dir, 'operator-token');
  const token = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (!token)
    throw new AbortError(
      `No operator token at ${file}.`,
      'Start the server first (npm start), or pass --data-dir.',
    );
  return token;
}

/** An API client that proves itself with the operator token on every request. */
export function operatorClient(baseUrl: string, token: string, fetchImpl: typeof fetch = fetch): ApiClient {
  return new ApiClient(baseUrl, fetchImpl, { [OPERATOR_TOKEN_HEADER]: token });
}
