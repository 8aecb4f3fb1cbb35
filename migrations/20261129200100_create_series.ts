import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Series and editions (issue 32, docs/adr/0033): a championship belongs to a series ('Copa Fórmulas')
 * and is one of its editions ('Temporada 2027'). Every championship already stored becomes the only
 * edition of a series named after it, its season the year it starts in Mexico City; nothing else is
 * touched. Both tables are read by public pages, so their writes bump the public read version
 * (docs/adr/0019) like the other watched tables.
 */
const WATCHED = ['series', 'series_editions'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, event: string) => `public_read_version_${table}_${event.toLowerCase()}`;

/** The year a championship starts in Mexico City: a calendar day is its own year, an instant is read there. */
function seasonOf(fechaInicio: string): number {
  if (/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/.test(fechaInicio)) return Number(fechaInicio.slice(0, 4));
  const at = new Date(fechaInicio);
  if (Number.isNaN(at.getTime())) return Number(fechaInicio.slice(0, 4)) || new Date().getUTCFullYear();
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(at));
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('series', (t) => {
    t.string('id', 36).primary();
    t.string('nombre', 150).notNullable();
    t.string('categoria', 100).notNullable();
    t.text('descripcion').notNullable().defaultTo('');
    t.string('logoUrl', 500).nullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('series_editions', (t) => {
    // A championship is one edition; it goes when the championship goes (a closed one is never deleted).
    t.string('campeonatoId', 36).primary().references('id').inTable('championships').onDelete('CASCADE');
    // A series with editions is never deleted (refused before this).
    t.string('serieId', 36).notNullable().references('id').inTable('series').onDelete('RESTRICT');
    t.integer('temporada').notNullable();
    /** Days the last edition's drivers may enter before anyone else (docs/adr/0033). */
    t.integer('diasPrioridad').notNullable().defaultTo(7);
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.unique(['serieId', 'temporada']);
    t.index(['temporada']);
  });

  const championships: Array<{ id: string; nombreCampeonato: string; categoria: string; detallesCampeonato: string; fechaInicio: string; createdAt: string }> = await knex('championships')
    .select('id', 'nombreCampeonato', 'categoria', 'detallesCampeonato', 'fechaInicio', 'createdAt')
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
  const now = new Date().toISOString();
  for (const c of championships) {
    const serieId = randomUUID();
    await knex('series').insert({ id: serieId, nombre: c.nombreCampeonato, categoria: c.categoria, descripcion: c.detallesCampeonato, logoUrl: null, createdAt: now, updatedAt: now });
    await knex('series_editions').insert({ campeonatoId: c.id, serieId, temporada: seasonOf(c.fechaInicio), diasPrioridad: 7, createdAt: now, updatedAt: now });
  }

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
  await knex.schema.dropTable('series_editions');
  await knex.schema.dropTable('series');
}
