// `sources disable <id>`: the source is left out of every run (its listings stay).
import type { Command } from 'commander';
import type { CliDeps } from '../../lib/context.js';
import { registerSetEnabled } from './set-enabled.js';

export const register = (program: Command, deps: CliDeps) => registerSetEnabled(program, deps, false);
