import type { Knex } from 'knex';

/**
 * A person's download of everything the site holds about him: made by a job, kept as a private file,
 * reached by a mailed link (its token's hash here) that works for 7 days.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('data_exports', (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable();
    t.string('solicitudId', 36).nullable();
    t.string('estado', 10).notNullable();
    t.string('tokenHash', 64).nullable().unique();
    t.string('archivo', 300).nullable();
    t.string('createdAt', 30).notNullable();
    t.string('listaEn', 30).nullable();
    t.string('venceEn', 30).nullable();
    t.index(['estado', 'createdAt']);
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('data_exports');
}
