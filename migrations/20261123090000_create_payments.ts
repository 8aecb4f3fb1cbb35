import type { Knex } from 'knex';

const TABLE_NAME = 'payments';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    // No cascade: accounts are anonymised, never deleted; a championship with payments is not deleted.
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('RESTRICT');
    t.bigInteger('montoCentavos').notNullable();
    t.string('moneda', 3).notNullable();
    t.string('estado', 12).notNullable();
    t.string('pasarela', 10).notNullable();
    t.boolean('esManual').notNullable().defaultTo(false);
    t.string('creadoPor', 36).nullable();
    t.string('stripeSessionId', 255).nullable().unique();
    t.string('stripePaymentIntentId', 255).nullable();
    t.text('checkoutUrl').nullable();
    // When the checkout stops accepting payment; until then a pending payment holds its place.
    t.string('expiraEn', 30).nullable();
    t.string('fechaCompletado', 30).nullable();
    t.string('fechaReembolso', 30).nullable();
    t.text('notasAdmin').notNullable().defaultTo('[]');
    t.text('detalles').nullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['campeonatoId', 'estado', 'expiraEn']);
    t.index(['estado', 'expiraEn']);
    t.index(['userId']);
    t.index(['stripePaymentIntentId']);
    t.index(['createdAt']);
    t.index(['estado', 'fechaCompletado']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
