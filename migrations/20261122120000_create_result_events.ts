import type { Knex } from 'knex';

const TABLE_NAME = 'result_events';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.bigInteger('subsessionId').notNullable().unique();
    t.string('sessionName', 300).notNullable();
    t.string('leagueName', 300).nullable();
    t.string('seasonName', 300).nullable();
    t.string('seriesName', 300).nullable();
    t.string('trackName', 300).notNullable();
    t.string('trackConfig', 300).nullable();
    t.string('startTime', 30).notNullable();
    t.string('endTime', 30).nullable();
    t.string('publishedAt', 30).notNullable();
    // A championship race id; no foreign key while championships live in another module.
    t.string('carreraId', 36).nullable();
    t.string('importedAt', 30).notNullable();
    t.index(['publishedAt']);
    t.index(['startTime']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
