import type { Knex } from 'knex';

// The short-video generator (issue 13; bff/plugins/videos/CONTEXT.md). `video_jobs` is one video: what
// was asked for, and the state its machine (actor `video_job:<id>`) last reported, with the progress
// the render job writes as it goes. `video_files` holds the finished MP4, written in the same
// transaction that moves the machine to completed, so a half-written video is never served.
// `marketing_logos` are the logos dealers upload for their videos.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('video_jobs', (t) => {
    t.increments('id');
    t.integer('dealer_id').notNullable().references('dealers.id').onDelete('cascade');
    t.integer('listing_id').notNullable().references('listings.id').onDelete('cascade');
    // The car's title when asked for: the list stays readable if the listing changes.
    t.text('car_title').notNullable();
    // The generate body as validated (template, duration, aspect ratio, branding, call to action).
    t.jsonb('config').notNullable();
    t.smallint('width').notNullable();
    t.smallint('height').notNullable();
    t.text('status').notNullable().defaultTo('queued');
    t.check("status in ('queued', 'rendering', 'completed', 'failed')", [], 'video_jobs_status_check');
    t.smallint('progress').notNullable().defaultTo(0);
    t.text('stage');
    t.text('error');
    // The unguessable part of the public URL (/api/media/videos/<key>.mp4).
    t.text('output_key').notNullable().unique();
    t.integer('size_bytes');
    t.integer('processing_ms');
    t.timestamp('started_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['dealer_id', 'created_at']);
  });

  await knex.schema.createTable('video_files', (t) => {
    t.integer('video_id').primary().references('video_jobs.id').onDelete('cascade');
    t.binary('data').notNullable();
    t.integer('size_bytes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('marketing_logos', (t) => {
    // Random and unguessable: the logo is served publicly by it.
    t.text('id').primary();
    t.integer('dealer_id').notNullable().references('dealers.id').onDelete('cascade');
    t.text('content_type').notNullable();
    t.check("content_type in ('image/png', 'image/jpeg')", [], 'marketing_logos_type_check');
    t.binary('data').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['dealer_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('marketing_logos');
  await knex.schema.dropTable('video_files');
  await knex.schema.dropTable('video_jobs');
}
