// The operator CLI: a client of the server's API (it never opens the database, so it works beside a
// server running on the embedded database).
import { Command } from 'commander';
import { AbortError } from './lib/errors.js';
import { register as health } from './commands/health.js';
import { register as search } from './commands/search.js';
import { register as createAdmin } from './commands/users/create-admin.js';

export function buildProgram(): Command {
  const program = new Command()
    .name('allmotors')
    .description('Operate an AllMotors server')
    .option('--url <url>', 'server address (env ALLMOTORS_URL, default http://localhost:3000)');
  health(program);
  search(program);
  createAdmin(program);
  return program;
}

async function main() {
  try {
    await buildProgram().parseAsync();
  } catch (error) {
    if (error instanceof AbortError) {
      console.error(`Error: ${error.message}`);
      if (error.tryMessage) console.error(error.tryMessage);
      process.exit(1);
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
