import type { Knex } from 'knex';

/**
 * Reports stewards can judge (issue #33): when the incident happened, in seconds into the session
 * (the report form takes `mm:ss` or `h:mm:ss`), and the corner or sector. Both optional: reports filed
 * before have neither.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.integer('tiempoSesion').nullable();
    t.string('curva', 60).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('reports', (t) => {
    t.dropColumn('curva');
    t.dropColumn('tiempoSesion');
  });
}
