import type { Knex } from 'knex';

const TABLE_NAME = 'invoice_requests';

/**
 * Drivers' requests for the CFDI of a payment: one per payment (the unique key settles two requests
 * racing), the tax data as the driver typed it (never the tax certificate), and once issued the
 * private storage keys of its PDF and XML.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('pagoId', 36).notNullable().unique();
    t.string('userId', 36).notNullable();
    t.string('estado', 16).notNullable();
    t.string('rfc', 13).notNullable();
    t.string('razonSocial', 254).notNullable();
    t.string('regimenFiscal', 3).notNullable();
    t.string('usoCfdi', 4).notNullable();
    t.string('codigoPostal', 5).notNullable();
    t.string('email', 254).notNullable();
    t.string('solicitadaEn', 30).notNullable();
    t.string('emitidaEn', 30).nullable();
    t.string('emitidaPor', 36).nullable();
    t.string('pdfKey', 200).nullable();
    t.string('xmlKey', 200).nullable();
    t.index(['userId']);
    t.index(['estado', 'solicitadaEn']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
