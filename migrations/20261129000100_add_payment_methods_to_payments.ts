import type { Knex } from 'knex';

/**
 * How each payment is paid (issue #31): the method, the OXXO voucher or SPEI transfer that holds
 * its place, a payment that arrived after its place was released, the installments plan, and an
 * OXXO refund sent by hand. Existing payments were cards.
 */
const TABLE = 'payments';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.string('metodo', 10).notNullable().defaultTo('tarjeta');
    t.text('ficha').nullable();
    t.boolean('sinLugar').notNullable().defaultTo(false);
    t.integer('planMeses').nullable();
    t.text('reembolsoManual').nullable();
    t.boolean('reembolsoPendiente').notNullable().defaultTo(false);
    t.index(['metodo', 'estado']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.dropIndex(['metodo', 'estado']);
    t.dropColumn('metodo');
    t.dropColumn('ficha');
    t.dropColumn('sinLugar');
    t.dropColumn('planMeses');
    t.dropColumn('reembolsoManual');
    t.dropColumn('reembolsoPendiente');
  });
}
