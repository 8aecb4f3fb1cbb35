import type { Knex } from 'knex';

/**
 * A championship's waiting list: one row per driver waiting, in `orden`; a row with `ofertaVenceEn`
 * is a place offered to that driver and reserved until then (docs/adr/0028).
 */
const TABLE_NAME = 'championship_waitlist';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('orden').notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('ofertaCreadaEn', 30).nullable();
    t.string('ofertaVenceEn', 30).nullable();
    t.unique(['campeonatoId', 'userId']);
    t.index(['campeonatoId', 'orden']);
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
