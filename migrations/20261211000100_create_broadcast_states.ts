import type { Knex } from 'knex';

/**
 * What the broadcaster shows on the stream, per championship (docs/adr/0059): the driver on the lower
 * third (his account's id, or his iRacing id; none: null), the overlays taken out of the frame (a JSON
 * list of their names) and the standings class shown (its key; null: the one the overlay's URL asks).
 * Not public data: it does not move the public read version; a change is published on the change feed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('broadcast_states', (t) => {
    t.string('campeonatoId', 36).primary().references('id').inTable('championships').onDelete('CASCADE');
    t.string('piloto', 36).nullable();
    t.text('oculto').notNullable().defaultTo('[]');
    t.string('clase', 120).nullable();
    t.string('updatedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('broadcast_states');
}
