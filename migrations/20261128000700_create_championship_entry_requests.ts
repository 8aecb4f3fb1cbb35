import type { Knex } from 'knex';

/**
 * Entry requests of championships that require approval: one per driver and championship, `pendiente`
 * until an admin approves or rejects it (with `motivo`). A request holds no place.
 */
const TABLE_NAME = 'championship_entry_requests';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('estado', 20).notNullable();
    t.text('motivo').nullable();
    t.string('createdAt', 30).notNullable();
    t.string('decididaEn', 30).nullable();
    t.string('decididaPor', 36).nullable();
    t.unique(['campeonatoId', 'userId']);
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
