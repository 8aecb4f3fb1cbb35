import type { Knex } from 'knex';

/**
 * What became of a place offered from a championship's waiting list once its row left the queue:
 * 'vencida' (its deadline passed and the pass moved it on), 'rechazada' (the driver left
 * the list with it open, or an admin ended it) or 'aceptada' (he entered). One row per driver and
 * championship, the latest; the refusal, the profile and the admin's list read it.
 */
const TABLE_NAME = 'championship_offer_outcomes';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('resultado', 12).notNullable();
    t.string('ofertaVenceEn', 30).notNullable();
    t.string('decididaEn', 30).notNullable();
    t.primary(['campeonatoId', 'userId']);
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
