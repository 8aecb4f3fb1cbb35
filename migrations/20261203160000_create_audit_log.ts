import type { Knex } from 'knex';

const TABLE_NAME = 'audit_log';

/**
 * The audit log ('Bitácora', docs/adr/0051): one row per staff write, sign-in, failed sign-in and
 * second-factor change, written in the transaction of the change it records. Rows are only appended
 * and purged by age; `cambios` holds the changed fields (JSON text, values already masked).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('creadoEl', 30).notNullable();
    t.string('actorId', 36).nullable();
    t.string('actorRol', 20).nullable();
    t.string('ip', 64).nullable();
    t.string('navegador', 300).nullable();
    t.string('accion', 80).notNullable();
    t.string('objetoTipo', 40).notNullable();
    t.string('objetoId', 120).nullable();
    t.string('objetoNombre', 300).nullable();
    t.text('cambios').nullable();
    t.index(['creadoEl']);
    t.index(['actorId', 'creadoEl']);
    t.index(['accion', 'creadoEl']);
    t.index(['objetoTipo', 'objetoId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
