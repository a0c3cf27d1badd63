// Migrations are TypeScript modules in db/migrations, named YYYYMMDDHHMMSS_kebab-description.ts.
// A custom source so the same files run under tsx, vitest and the knex CLI alike, and as the .js files
// `npm start` compiles them to (dist/server/migrations, beside the bundle that holds this code).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    return fs
      .readdirSync(dir)
      .filter((f) => /^\d{14}_[a-z0-9-]+\.(ts|js)$/.test(f))
      .sort();
  },
  getMigrationName(name) {
    return name.replace(/\.(ts|js)$/, '');
  },
  async getMigration(name) {
    return (await import(pathToFileURL(path.join(dir, name)).href)) as MigrationModule;
  },
};
