import type { Knex } from 'knex';

const TABLE_NAME = 'championship_enrolments';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    // No cascade: a championship with enrolments cannot be deleted (DOMAIN-RULES §2).
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('RESTRICT');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.string('origen', 20).notNullable();
    t.string('createdAt', 30).notNullable();
    t.unique(['userId', 'campeonatoId']);
    t.index(['campeonatoId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
