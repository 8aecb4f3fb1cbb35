import type { Knex } from 'knex';

const TABLE_NAME = 'privacy_choices';

/**
 * Each person's current choice for each voluntary purpose of the notice (news e-mails, Discord
 * mentions, the full name on public pages). No row means off: every voluntary purpose starts off.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('purpose', 40).notNullable();
    t.boolean('granted').notNullable();
    t.string('updatedAt', 30).notNullable();
    t.primary(['userId', 'purpose']);
    t.index(['purpose', 'granted']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
