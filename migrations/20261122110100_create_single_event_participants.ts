import type { Knex } from 'knex';

const TABLE_NAME = 'single_event_participants';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('eventId', 36).notNullable().references('id').inTable('single_events').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('createdAt', 30).notNullable();
    // One sign-up per driver and event, whatever the application does.
    t.primary(['eventId', 'userId']);
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
