import type { Knex } from 'knex';

/**
 * Accounts cancelled by their owners: when their data was blocked, until when it is kept (the longest
 * legal retention among it), and when the purge deleted it and what it did, as the record the law asks.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blocked_accounts', (t) => {
    t.string('userId', 36).primary();
    t.string('bloqueadaEn', 30).notNullable();
    t.string('conservarHasta', 30).notNullable();
    t.string('eliminadaEn', 30).nullable();
    t.text('resumen').nullable();
    t.index(['eliminadaEn', 'conservarHasta']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blocked_accounts');
}
