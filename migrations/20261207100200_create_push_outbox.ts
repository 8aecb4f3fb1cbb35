import type { Knex } from 'knex';

/**
 * Push notifications (docs/adr/0056): one row per (device, notice), unique, delivered with a lease and
 * retries as mail is (docs/adr/0004). No foreign key to the device: a device removed (410 from its push
 * service) leaves its rows, so an announcement still counts the ones that failed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_outbox', (t) => {
    t.string('id', 36).primary();
    t.string('suscripcionId', 36).notNullable();
    t.string('userId', 36).notNullable();
    t.string('tipo', 20).notNullable();
    // What the notice is about ('decision:<reporte>', 'aviso:<id>' …): each device gets it once.
    t.string('clave', 200).notNullable();
    t.string('avisoId', 36).nullable();
    t.text('payload').notNullable();
    // pendiente, enviado, fallido, caducado (the push service said the subscription is gone).
    t.string('status', 10).notNullable().defaultTo('pendiente');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('nextAttemptAt').notNullable();
    t.bigInteger('lockedUntil').nullable();
    t.text('lastError').nullable();
    t.string('createdAt', 30).notNullable();
    t.string('sentAt', 30).nullable();
    t.unique(['suscripcionId', 'clave']);
    t.index(['status', 'nextAttemptAt']);
    t.index(['avisoId']);
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_outbox');
}
