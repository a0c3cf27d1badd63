// `sources enable <id>`: the source takes part in runs again.
import type { Command } from 'commander';
import type { CliDeps } from '../../lib/context.js';
import { registerSetEnabled } from './set-enabled.js';

export const register = (program: Command, deps: CliDeps) => registerSetEnabled(program, deps, true);
