import type { Knex } from 'knex';

/**
 * Race reminders (docs/adr/0018): a driver's choice to receive them (no row: yes), and one row per
 * driver and race or free event already reminded, written in the same transaction as the queued
 * e-mail. Its primary key is what makes a reminder go out once, whatever runs the job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_preferences', (t) => {
    t.string('userId', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    t.boolean('recordatoriosCarreras').notNullable().defaultTo(true);
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('race_reminders', (t) => {
    // 'carrera' (a championship race) or 'evento' (a free event); plain ids, as reports keep them.
    t.string('tipo', 10).notNullable();
    t.string('competicionId', 36).notNullable();
    t.string('userId', 36).notNullable();
    t.string('mailId', 36).notNullable();
    t.string('createdAt', 30).notNullable();
    t.primary(['tipo', 'competicionId', 'userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('race_reminders');
  await knex.schema.dropTable('notification_preferences');
}
