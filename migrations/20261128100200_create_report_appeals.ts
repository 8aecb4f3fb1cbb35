import type { Knex } from 'knex';

/**
 * Appeals (issue #33): each driver of a decided report may appeal it once (unique report + driver)
 * within the championship's `horasApelacion` (48 by default) of the decision. The appeal keeps the
 * penalty as it was before its outcome, so the log can show both.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stewarding_settings', (t) => {
    t.integer('horasApelacion').notNullable().defaultTo(48);
  });
  await knex.schema.createTable('report_appeals', (t) => {
    t.string('id', 36).primary();
    t.string('reportId', 36).notNullable();
    t.string('userId', 36).notNullable();
    t.text('motivo').notNullable();
    t.text('capturas').notNullable();
    t.text('videos').notNullable();
    // 'pendiente' → 'confirmada', 'reducida' or 'anulada', once.
    t.string('estado', 20).notNullable().defaultTo('pendiente');
    t.text('explicacion').nullable();
    t.text('sancionAnterior').nullable();
    t.string('decididoPor', 36).nullable();
    t.string('decididoAt', 30).nullable();
    t.string('createdAt', 30).notNullable();
    t.unique(['reportId', 'userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_appeals');
  await knex.schema.alterTable('stewarding_settings', (t) => {
    t.dropColumn('horasApelacion');
  });
}
