import type { Knex } from 'knex';

/**
 * A closed season (issue 32, docs/adr/0033): the final tables of a championship as they stood when an
 * admin closed it (the standings answer, kept whole as JSON so reading it computes nothing), its
 * podium of every group and of the teams one row per place (what the hall of champions and driver
 * pages query), and the log of every closing and reopening with who, when and why. The closure and its
 * podiums are read by public pages: their writes bump the public read version (docs/adr/0019).
 */
const WATCHED = ['season_closures', 'season_podiums'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, event: string) => `public_read_version_${table}_${event.toLowerCase()}`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('season_closures', (t) => {
    // A closed championship is never deleted (refused before this, and by the key).
    t.string('campeonatoId', 36).primary().references('id').inTable('championships').onDelete('RESTRICT');
    t.text('tabla').notNullable();
    t.string('cerradaEn', 30).notNullable();
    t.string('cerradaPor', 36).notNullable();
  });
  await knex.schema.createTable('season_podiums', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('campeonatoId').inTable('season_closures').onDelete('CASCADE');
    /** 'piloto' for a group's driver, 'equipo' for a team or roster. */
    t.string('tipo', 10).notNullable();
    t.string('clave', 150).notNullable();
    t.string('grupo', 150).notNullable();
    t.integer('posicion').notNullable();
    t.string('nombre', 200).notNullable();
    t.string('userId', 36).nullable();
    t.integer('custId').nullable();
    t.float('puntos').notNullable();
    t.index(['campeonatoId']);
    t.index(['userId']);
  });
  await knex.schema.createTable('season_closure_log', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    /** 'cerrar' or 'reabrir'. */
    t.string('accion', 10).notNullable();
    t.text('motivo').nullable();
    t.string('userId', 36).notNullable();
    t.string('en', 30).notNullable();
    t.index(['campeonatoId', 'en']);
  });

  const pg = knex.client.config.client === 'pg';
  for (const table of WATCHED) {
    for (const event of EVENTS) {
      if (pg) {
        await knex.raw(`CREATE CONSTRAINT TRIGGER ${triggerName(table, event)} AFTER ${event} ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_read_version_bump()`);
      } else {
        await knex.raw(
          `CREATE TRIGGER ${triggerName(table, event)} AFTER ${event} ON "${table}" BEGIN ` +
            `INSERT INTO public_read_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
        );
      }
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const table of WATCHED) {
    for (const event of EVENTS) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${triggerName(table, event)} ON "${table}"` : `DROP TRIGGER IF EXISTS ${triggerName(table, event)}`);
  }
  await knex.schema.dropTable('season_closure_log');
  await knex.schema.dropTable('season_podiums');
  await knex.schema.dropTable('season_closures');
}
