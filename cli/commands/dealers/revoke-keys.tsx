// `dealers revoke-keys <dealer id>`: revokes every active key of a dealer (a leaked key, a dealer who
// left). Calls with them are refused at once; the dealer is e-mailed. `dealers new-key` issues another.
import type { Command } from 'commander';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { dealerOptionsSchema, dealersApi } from '../../lib/dealers-api.js';

const OptionsSchema = dealerOptionsSchema;

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'revoke-keys',
    'Revoke every active API key of a dealer (by dealer id)',
  )
    .argument('<id>', 'the dealer id (see `dealers show <application>`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The dealer id' });
      const { api } = dealersApi(program, options, deps);
      const result = await api.revokeKeys(options.id);
      if (options.json) return deps.screen.json(result);
      deps.screen.line(
        result.revoked === 0
          ? `Dealer ${options.id} had no active key.`
          : `Revoked ${result.revoked} ${result.revoked === 1 ? 'key' : 'keys'} of dealer ${options.id}; the dealer was e-mailed. Issue another with \`dealers new-key ${options.id}\`.`,
      );
    });
}
