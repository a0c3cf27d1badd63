import type { Knex } from 'knex';

// Chat as enquiries (DECISIONS 12): a thread per buyer and listing; messages from the buyer, the
// seller, or the automatic acknowledgement (sender 'auto', always shown as automatic).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('enquiry_threads', (t) => {
    t.increments('id');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    t.integer('buyer_id').notNullable().references('users.id').onDelete('cascade');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['listing_id', 'buyer_id']);
  });
  await knex.schema.createTable('enquiry_messages', (t) => {
    t.increments('id');
    t.integer('thread_id').notNullable().references('enquiry_threads.id').onDelete('cascade');
    t.text('sender').notNullable();
    t.check("sender in ('buyer', 'seller', 'auto')", [], 'enquiry_messages_sender_check');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true }); // when the other side read it
    t.index(['thread_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('enquiry_messages');
  await knex.schema.dropTable('enquiry_threads');
}
