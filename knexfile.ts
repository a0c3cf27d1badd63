// Configuration for the knex CLI (`npx knex --knexfile knexfile.ts migrate:status`) against
// PostgreSQL. The application itself opens the database through db/index.ts, which also
// handles the embedded PGlite default.
import { migrationSource } from './db/migrate.js';

const config = {
  client: 'pg',
  connection: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  migrations: { migrationSource },
};

export default config;
