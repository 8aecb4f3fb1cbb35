import type { Knex } from 'knex';

/**
 * ARCO requests (access, rectification, cancellation, opposition), from an account or from the public
 * form: who asked, what, the legal deadline (20 Mexico City business days) and the answer.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('arco_requests', (t) => {
    t.string('id', 36).primary();
    // No foreign key: the request outlives the account as proof it was answered (docs/adr/0054).
    t.string('userId', 36).nullable();
    t.string('tipo', 15).notNullable();
    t.string('estado', 12).notNullable();
    t.string('nombre', 200).notNullable();
    t.string('email', 254).notNullable();
    t.text('detalle').notNullable();
    t.text('respuesta').nullable();
    t.string('createdAt', 30).notNullable();
    t.string('venceEn', 30).notNullable();
    t.string('respondidaEn', 30).nullable();
    t.string('respondidaPor', 36).nullable();
    t.index(['estado', 'venceEn']);
    t.index(['userId']);
    t.index(['email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('arco_requests');
}
