import type { Knex } from 'knex';

/**
 * The iRacing connection's own tables: its settings (credentials and the token pair, encrypted), the
 * leases that let one process at a time renew the tokens or import a subsession, each championship's
 * last sync, and why a session failed to import.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('iracing_settings', (t) => {
    t.string('clave', 100).primary();
    t.text('valor').notNullable();
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('iracing_leases', (t) => {
    t.string('clave', 100).primary();
    t.string('titular', 100).notNullable();
    t.bigInteger('hasta').notNullable();
  });
  await knex.schema.createTable('iracing_sync_state', (t) => {
    t.string('campeonatoId', 36).primary();
    t.string('ultimaSincronizacion', 30).nullable();
    t.text('ultimoError').nullable();
    t.string('fallandoDesde', 30).nullable();
    t.string('avisoEnviado', 30).nullable();
  });
  await knex.schema.createTable('iracing_session_failures', (t) => {
    t.bigInteger('subsessionId').primary();
    t.string('campeonatoId', 36).notNullable();
    t.text('motivo').notNullable();
    t.string('at', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['iracing_session_failures', 'iracing_sync_state', 'iracing_leases', 'iracing_settings']) await knex.schema.dropTable(table);
}
