import type { Knex } from 'knex';

// The social toolkit (DECISIONS 20; bff/plugins/social/CONTEXT.md): a published post keeps its final
// text, media and tracked link (/r/{link_code}); each arrival through that link is a visit. Analytics
// are computed from visits, enquiries and saves, never stored as figures.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('social_posts', (t) => {
    t.increments('id');
    t.integer('dealer_id').notNullable().references('dealers.id').onDelete('cascade');
    t.integer('car_id').notNullable().references('listings.id').onDelete('cascade');
    t.integer('created_by').references('users.id').onDelete('set null');
    t.text('template_id').notNullable();
    t.text('platform').notNullable();
    t.check(
      "platform in ('facebook', 'instagram', 'tiktok', 'twitter', 'linkedin', 'youtube', 'pinterest')",
      [],
      'social_posts_platform_check',
    );
    t.text('title').notNullable();
    t.text('description').notNullable();
    t.jsonb('hashtags').notNullable().defaultTo('[]');
    t.text('status').notNullable();
    t.check("status in ('published', 'scheduled', 'failed')", [], 'social_posts_status_check');
    // The random short code of the tracked link: unguessable, so links cannot be walked.
    t.text('link_code').notNullable().unique();
    t.text('image_url').notNullable();
    // A video job of the videos plugin (no foreign key: that plugin owns its table). Its URL is filled
    // in once the job completes.
    t.integer('video_id');
    t.text('video_url');
    t.text('delivery_state').notNullable();
    t.check("delivery_state in ('not_configured', 'sent', 'failed')", [], 'social_posts_delivery_check');
    t.text('delivery_message').notNullable();
    // The network's id of the post, when a network took it.
    t.text('network_post_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['dealer_id', 'created_at']);
    t.index(['car_id']);
  });

  await knex.schema.createTable('social_link_visits', (t) => {
    t.bigIncrements('id');
    t.integer('post_id').notNullable().references('social_posts.id').onDelete('cascade');
    // SHA-256 of the visitor's am_vid cookie (the cookie itself is never stored).
    t.text('visitor_key').notNullable();
    // Who it was, once known: signed in at the visit, or claimed when that browser signs in later.
    t.integer('user_id').references('users.id').onDelete('set null');
    // 'mobile' | 'tablet' | 'desktop' | 'unknown' (bots are not recorded at all).
    t.text('agent').notNullable();
    // A view: no counted visit of this visitor to this post in the 30 minutes before.
    t.boolean('counted').notNullable();
    t.timestamp('visited_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['post_id', 'visited_at']);
    t.index(['visitor_key']);
    t.index(['user_id', 'visited_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('social_link_visits');
  await knex.schema.dropTable('social_posts');
}
