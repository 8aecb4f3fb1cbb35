import type { Knex } from 'knex';

const TABLE_NAME = 'result_car_classes';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('eventId', 36).notNullable().references('id').inTable('result_events').onDelete('CASCADE');
    t.integer('carClassId').notNullable();
    // The export's order, which the podium and the class picker keep.
    t.integer('ordinal').notNullable();
    t.string('name', 300).notNullable();
    t.string('shortName', 300).notNullable();
    t.primary(['eventId', 'carClassId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
