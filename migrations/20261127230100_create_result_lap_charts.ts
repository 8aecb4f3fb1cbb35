import type { Knex } from 'knex';

/**
 * Positions by lap of an event's main race (iRacing's lap chart): one row per car, its position at
 * the end of every lap as a JSON array (index = lap, 0 = the start). Gone with the event.
 */
const TABLE_NAME = 'result_lap_charts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('eventId', 36).notNullable().references('id').inTable('result_events').onDelete('CASCADE');
    /** The driver's cust_id, or the team's id in team events. */
    t.bigInteger('carId').notNullable();
    t.string('nombre', 300).notNullable();
    t.string('numero', 20).nullable();
    t.integer('posicionFinal').nullable();
    t.text('posiciones').notNullable();
    t.primary(['eventId', 'carId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
