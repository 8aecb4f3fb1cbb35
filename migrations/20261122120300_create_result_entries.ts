import type { Knex } from 'knex';

const TABLE_NAME = 'result_entries';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('eventId', 36).notNullable().references('id').inTable('result_events').onDelete('CASCADE');
    t.string('phaseId', 36).notNullable().references('id').inTable('result_phases').onDelete('CASCADE');
    // Set on the rows of a team's drivers: the team's own row in the same phase.
    t.string('teamEntryId', 36).nullable();
    t.integer('custId').nullable();
    t.integer('teamId').nullable();
    t.string('displayName', 300).notNullable();
    t.text('driverNames').nullable();
    t.integer('finishPosition').notNullable();
    t.integer('finishPositionInClass').notNullable();
    t.integer('startingPosition').nullable();
    t.integer('lapsComplete').notNullable();
    t.integer('lapsLed').notNullable();
    t.integer('incidents').notNullable();
    t.integer('bestLapTime').nullable();
    t.integer('bestLapNum').nullable();
    t.integer('interval').nullable();
    t.integer('classInterval').nullable();
    t.integer('lapsDown').nullable();
    t.string('reasonOut', 100).notNullable();
    t.integer('carId').notNullable();
    t.string('carName', 300).notNullable();
    t.integer('carClassId').notNullable();
    t.string('carNumber', 20).nullable();
    t.double('champPoints').notNullable();
    t.integer('oldIrating').nullable();
    t.integer('newIrating').nullable();
    t.double('oldCpi').nullable();
    t.double('newCpi').nullable();
    t.index(['eventId']);
    t.index(['phaseId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
