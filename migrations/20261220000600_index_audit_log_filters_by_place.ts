import type { Knex } from 'knex';

const TABLE_NAME = 'audit_log';

/**
 * A filtered page of the 'Bitácora' (one action, or one person) is read by place too (docs/adr/0063):
 * `accion = ? AND (creadoEl, id) < (?, ?)` ordered by (creadoEl, id). With the id in the index the page
 * is read in order and stops at its end, instead of sorting every matching entry older than the place.
 * The indexes still lead with `accion` and `actorId`: the loose scan of the actions' list uses the first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['accion', 'creadoEl', 'id'], 'audit_log_accion_creado_el_id_index');
    t.index(['actorId', 'creadoEl', 'id'], 'audit_log_actor_id_creado_el_id_index');
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['accion', 'creadoEl']);
    t.dropIndex(['actorId', 'creadoEl']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['accion', 'creadoEl']);
    t.index(['actorId', 'creadoEl']);
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['accion', 'creadoEl', 'id'], 'audit_log_accion_creado_el_id_index');
    t.dropIndex(['actorId', 'creadoEl', 'id'], 'audit_log_actor_id_creado_el_id_index');
  });
}
