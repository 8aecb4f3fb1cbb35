import type { Knex } from 'knex';

const INDEX = 'races_fecha_inicio_hora_inicio_index';

/**
 * The races by day and hour, so the admin dashboard's next races (`GET /api/carreras?proximas=N`)
 * read from today on and stop after a few rows, however many seasons of races are stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('races', (t) => {
    t.index(['fechaInicio', 'horaInicio'], INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('races', (t) => {
    t.dropIndex(['fechaInicio', 'horaInicio'], INDEX);
  });
}
