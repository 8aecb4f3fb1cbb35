import type { Knex } from 'knex';

/** A championship's iRacing league and season, whose sessions the scheduler imports into its races (both null: none). */
const TABLE = 'championships';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.bigInteger('iracingLigaId').nullable();
    t.bigInteger('iracingTemporadaId').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.dropColumn('iracingTemporadaId');
    t.dropColumn('iracingLigaId');
  });
}
