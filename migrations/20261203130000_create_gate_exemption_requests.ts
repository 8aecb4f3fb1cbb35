import type { Knex } from 'knex';

/**
 * Drivers whose licence the site does not know ask the admins to let them through a championship's
 * licence and iRating gate (docs/adr/0037, addendum). Answered requests are kept; a partial unique
 * index allows one open request per driver and championship.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('championship_gate_exemption_requests', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('estado', 12).notNullable();
    t.text('motivo').nullable();
    t.string('createdAt', 30).notNullable();
    t.string('respondidaEn', 30).nullable();
    t.string('respondidaPor', 36).nullable();
    t.index(['campeonatoId', 'estado'], 'gate_exemption_requests_open_idx');
  });
  await knex.raw(
    `CREATE UNIQUE INDEX gate_exemption_requests_one_open ON championship_gate_exemption_requests ("campeonatoId", "userId") WHERE estado = 'pendiente'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('championship_gate_exemption_requests');
}
