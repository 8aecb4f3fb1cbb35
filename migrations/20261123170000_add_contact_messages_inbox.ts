import type { Knex } from 'knex';

const TABLE_NAME = 'contact_messages';

/** The admin inbox: when a message was first opened and when (and by whom) it was marked answered. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.string('readAt', 30).nullable();
    t.string('answeredAt', 30).nullable();
    t.string('answeredBy', 36).nullable();
    t.index(['answeredAt', 'createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['answeredAt', 'createdAt']);
    t.dropColumn('answeredBy');
    t.dropColumn('answeredAt');
    t.dropColumn('readAt');
  });
}
