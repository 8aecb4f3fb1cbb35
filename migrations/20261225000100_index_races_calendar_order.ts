import type { Knex } from 'knex';

const INDEX = 'races_calendar_order_index';

/**
 * The races in the calendar's order — day, hour (00:00 when none), the admin's round order (races
 * without one last), id — so the admin's races screen reads a page after a place and stops
 * (`GET /api/carreras/admin`, docs/adr/0065's addendum), however many seasons are stored. The same
 * expressions as the query's `ORDER BY` on both databases, so both read it in order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX ${INDEX} ON races ("fechaInicio", (COALESCE("horaInicio", '00:00')), (CASE WHEN "ordenRonda" IS NULL THEN 1 ELSE 0 END), (COALESCE("ordenRonda", 0)), "id")`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS ${INDEX}`);
}
