import type { Knex } from 'knex';

const INDEX = 'blocked_accounts_place_index';

/**
 * The cancelled accounts' list order, the latest blocked first and then by account: its index serves
 * the list's keyset pages (docs/adr/0064), read from the place on instead of every cancellation ever.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX ${INDEX} ON blocked_accounts ("bloqueadaEn" DESC, "userId")`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX ${INDEX}`);
}
