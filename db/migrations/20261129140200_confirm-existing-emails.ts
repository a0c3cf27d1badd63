import type { Knex } from 'knex';

// Everyone who had an account before e-mail confirmation existed keeps using it: their address
// counts as confirmed from now.
export async function up(knex: Knex): Promise<void> {
  await knex('users').whereNull('email_confirmed_at').update({ email_confirmed_at: knex.fn.now() });
}

export async function down(): Promise<void> {
  // Nothing to undo: the column goes with the previous migration's down.
}
