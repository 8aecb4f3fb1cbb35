import type { Knex } from 'knex';
import { searchText } from '../src/contracts/search-text.js';

const TABLE_NAME = 'races';

/**
 * What the admin's races search compares, kept beside each race: the circuit without accents and in
 * lower case (the repository writes it with the circuit; docs/adr/0065's addendum), so the races screen
 * with every championship searches on the server a page at a time. Filled here for the races that
 * exist, one statement per circuit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.string('searchText', 400).notNullable().defaultTo('');
  });
  const circuits: { circuito: string }[] = await knex(TABLE_NAME).distinct('circuito');
  for (const { circuito } of circuits) {
    await knex(TABLE_NAME).where({ circuito }).update({ searchText: searchText(circuito) });
  }
  // PostgreSQL: the public reads' version trigger on this table is deferred to the commit; fired now,
  // so the indexes the next migrations of the same batch build on this table meet no pending events.
  if (knex.client.config.client === 'pg' && circuits.length > 0) {
    const found = await knex.raw(`SELECT 1 FROM pg_trigger WHERE tgname = 'public_read_version_races_update' AND tgrelid = 'races'::regclass`);
    if (found.rows.length > 0) {
      await knex.raw('SET CONSTRAINTS public_read_version_races_update IMMEDIATE');
      await knex.raw('SET CONSTRAINTS public_read_version_races_update DEFERRED');
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('searchText');
  });
}
