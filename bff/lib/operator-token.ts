// A fresh random token at every start, readable only by the server's own user: the operator CLI
// reads it from the data folder to call the operator API (cli users create-admin).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator-token';

export function writeOperatorToken(dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  fs.writeFileSync(file, token, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return token;
}
