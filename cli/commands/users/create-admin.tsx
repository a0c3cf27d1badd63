// `users create-admin`: the first admin on a fresh install (DECISIONS 5). Goes through the running
// server (so it works with the embedded database), proving itself with the operator token the server
// wrote to its data folder.
import React from 'react';
import type { Command } from 'commander';
import * as v from 'valibot';
import { ApiClient } from '../../lib/client.js';
import { dataDir, serverUrl } from '../../lib/config.js';
import { AbortError } from '../../lib/errors.js';
import { OPERATOR_TOKEN_HEADER, readOperatorToken } from '../../lib/operator.js';
import { promptSecret } from '../../ui/prompt.js';
import { Info, show } from '../../ui/render.js';
import { passwordSchema } from '../../../bff/plugins/auth/schemas.js';
import type { PublicUser } from '../../../bff/plugins/auth/schemas.js';

const OptionsSchema = v.object({
  username: v.pipe(
    v.string('--username is required'),
    v.minLength(3, '--username must be at least 3 characters'),
  ),
  email: v.pipe(v.string('--email is required'), v.email('--email must be a valid e-mail address')),
  firstName: v.optional(v.string(), ''),
  lastName: v.optional(v.string(), ''),
});

export function register(program: Command) {
  const users =
    program.commands.find((c) => c.name() === 'users') ??
    program.command('users').description('Manage accounts');
  users
    .command('create-admin')
    .description('Create an admin account (prompts for the password)')
    .option('--username <name>', 'username')
    .option('--email <address>', 'e-mail address')
    .option('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--data-dir <dir>', 'the server’s data folder (env DATA_DIR, default .data)')
    .action(async (raw: Record<string, string | undefined>) => {
      const parsed = v.safeParse(OptionsSchema, raw);
      if (!parsed.success) throw new AbortError(parsed.issues[0]!.message);
      const token = readOperatorToken(dataDir(raw.dataDir));
      const password = await promptSecret('Password: ');
      const checked = v.safeParse(passwordSchema, password);
      if (!checked.success) throw new AbortError(checked.issues[0]!.message);
      if ((await promptSecret('Repeat password: ')) !== password)
        throw new AbortError('The passwords do not match.');
      const client = new ApiClient(serverUrl(program.opts().url));
      const user = await client.post<PublicUser>(
        '/api/operator/admins',
        { ...parsed.output, password },
        { [OPERATOR_TOKEN_HEADER]: token },
      );
      await show(
        <Info
          title="Admin created"
          lines={[
            ['username', user.username],
            ['email', user.email],
            ['role', user.role],
          ]}
        />,
      );
    });
}
