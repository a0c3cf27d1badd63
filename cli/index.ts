// The operator CLI: a client of the server's API (it never opens the database, so it works beside a
// server running on the embedded database).
import { Command, CommanderError } from 'commander';
import { defaultDeps, type CliDeps } from './lib/context.js';
import { AbortError } from './lib/errors.js';
import { register as health } from './commands/health.js';
import { register as search } from './commands/search.js';
import { register as createAdmin } from './commands/users/create-admin.js';
import { register as scrapeStart } from './commands/scrape/start.js';
import { register as scrapeStatus } from './commands/scrape/status.js';
import { register as scrapeRuns } from './commands/scrape/runs.js';
import { register as scrapeCancel } from './commands/scrape/cancel.js';
import { register as sourcesList } from './commands/sources/list.js';
import { register as sourcesEnable } from './commands/sources/enable.js';
import { register as sourcesDisable } from './commands/sources/disable.js';
import { register as killSwitch } from './commands/sources/kill-switch.js';
import { register as dealersList } from './commands/dealers/list.js';
import { register as dealersShow } from './commands/dealers/show.js';
import { register as dealersTest } from './commands/dealers/test.js';
import { register as dealersApprove } from './commands/dealers/approve.js';
import { register as dealersReject } from './commands/dealers/reject.js';
import { register as dealersKeys } from './commands/dealers/keys.js';
import { register as dealersRevokeKeys } from './commands/dealers/revoke-keys.js';
import { register as dealersNewKey } from './commands/dealers/new-key.js';
import { register as outboxList } from './commands/outbox/list.js';
import { register as deletionList } from './commands/deletion-requests/list.js';
import { register as deletionProcess } from './commands/deletion-requests/process.js';
import { register as reviewsList } from './commands/reviews/list.js';
import { register as reviewsImport } from './commands/reviews/import.js';
import { register as financeList } from './commands/finance-applications/list.js';
import { register as financeShow } from './commands/finance-applications/show.js';
import { register as financeSetStatus } from './commands/finance-applications/set-status.js';

export function buildProgram(overrides: Partial<CliDeps> = {}): Command {
  const deps: CliDeps = { ...defaultDeps, ...overrides };
  const program = new Command()
    .name('allmotors')
    .description('Operate an AllMotors server')
    .option(
      '--url <url>',
      'server address (env ALLMOTORS_URL, else http://localhost:$PORT with PORT as the server reads it, default 3000)',
    )
    // Commander's own refusals (unknown option, missing argument) come back as errors, not exits.
    .exitOverride();
  health(program);
  search(program);
  createAdmin(program);
  scrapeStart(program, deps);
  scrapeStatus(program, deps);
  scrapeRuns(program, deps);
  scrapeCancel(program, deps);
  sourcesList(program, deps);
  sourcesEnable(program, deps);
  sourcesDisable(program, deps);
  killSwitch(program, deps);
  dealersList(program, deps);
  dealersShow(program, deps);
  dealersTest(program, deps);
  dealersApprove(program, deps);
  dealersReject(program, deps);
  dealersKeys(program, deps);
  dealersRevokeKeys(program, deps);
  dealersNewKey(program, deps);
  outboxList(program, deps);
  deletionList(program, deps);
  deletionProcess(program, deps);
  reviewsList(program, deps);
  reviewsImport(program, deps);
  financeList(program, deps);
  financeShow(program, deps);
  financeSetStatus(program, deps);
  return program;
}

/** Runs one command line; resolves with the exit code. A bug (not an AbortError) still throws. */
export async function runCli(
  argv: string[],
  overrides: Partial<CliDeps> = {},
  stderr: (text: string) => void = (text) => void process.stderr.write(text),
): Promise<number> {
  try {
    await buildProgram(overrides).parseAsync(argv);
    return 0;
  } catch (error) {
    // Commander has already printed its message (or the help).
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof AbortError) {
      stderr(`Error: ${error.message}\n`);
      if (error.tryMessage) stderr(`${error.tryMessage}\n`);
      return 1;
    }
    throw error;
  }
}

async function main() {
  const code = await runCli(process.argv);
  if (code !== 0) process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
