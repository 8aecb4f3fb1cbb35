import type { Knex } from 'knex';

/** Push notifications (docs/adr/0056): the kinds a device turned off (no row: on), per device. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_preferences', (t) => {
    t.string('suscripcionId', 36).notNullable().references('id').inTable('push_subscriptions').onDelete('CASCADE');
    t.string('tipo', 20).notNullable();
    t.boolean('activo').notNullable();
    t.string('updatedAt', 30).notNullable();
    t.primary(['suscripcionId', 'tipo']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_preferences');
}
