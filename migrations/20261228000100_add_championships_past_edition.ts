import type { Knex } from 'knex';

/**
 * `championships.edicionAnterior` (docs/adr/0070): true for a championship a newer season of its
 * series follows (a past edition, docs/adr/0033, 0061), so the public list's current editions, the
 * count of past ones and their pages are read from the championships' own rows and an index, instead
 * of every past edition's id on each request. Triggers on `series_editions` keep it in step for every
 * writer (the site, the CLI, another server, a fix in SQL), as the version triggers do (docs/adr/0019):
 * after any write of an edition, the editions of the series written (before and after the write) are
 * marked again by the same rule, and a championship whose edition went is current.
 */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (event: string) => `championships_past_edition_${event.toLowerCase()}`;

/**
 * The rule, for the championship being updated: a newer season of its series exists (served by the
 * unique key (serieId, temporada)). No alias for the updated table: SQLite's triggers take none.
 */
const NEWER_EDITION = `EXISTS (SELECT 1 FROM series_editions e JOIN series_editions n ON n."serieId" = e."serieId" AND n.temporada > e.temporada WHERE e."campeonatoId" = championships.id)`;

/** Marks again the championships of one series (`serie`) and one championship (`id`), where the mark changes. */
const remark = (serie: string, id: string, differs: string) =>
  `UPDATE championships SET "edicionAnterior" = ${NEWER_EDITION} ` +
  `WHERE (championships.id IN (SELECT s."campeonatoId" FROM series_editions s WHERE s."serieId" = ${serie}) OR championships.id = ${id}) AND championships."edicionAnterior" ${differs} ${NEWER_EDITION}`;

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  await knex.schema.alterTable('championships', (t) => {
    t.boolean('edicionAnterior').notNullable().defaultTo(false);
  });
  const marked = await knex.raw(`UPDATE championships SET "edicionAnterior" = ${NEWER_EDITION} WHERE ${NEWER_EDITION}`);
  if (pg) {
    // The public reads' version trigger on this table is deferred to the commit; fired now, so the index
    // the next migration of the same batch builds on this table meets no pending events.
    if ((marked as { rowCount?: number }).rowCount) {
      await knex.raw('SET CONSTRAINTS public_read_version_championships_update IMMEDIATE');
      await knex.raw('SET CONSTRAINTS public_read_version_championships_update DEFERRED');
    }
    await knex.raw(`
      CREATE FUNCTION championships_mark_past_editions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${remark('OLD."serieId"', 'OLD."campeonatoId"', 'IS DISTINCT FROM')}; END IF;
        IF TG_OP <> 'DELETE' THEN ${remark('NEW."serieId"', 'NEW."campeonatoId"', 'IS DISTINCT FROM')}; END IF;
        RETURN NULL;
      END $$`);
    for (const event of EVENTS) await knex.raw(`CREATE TRIGGER ${triggerName(event)} AFTER ${event} ON series_editions FOR EACH ROW EXECUTE FUNCTION championships_mark_past_editions()`);
    return;
  }
  for (const event of EVENTS) {
    const steps = [event !== 'INSERT' ? remark('OLD."serieId"', 'OLD."campeonatoId"', '<>') : '', event !== 'DELETE' ? remark('NEW."serieId"', 'NEW."campeonatoId"', '<>') : ''].filter(Boolean);
    await knex.raw(`CREATE TRIGGER ${triggerName(event)} AFTER ${event} ON series_editions BEGIN ${steps.map((s) => `${s};`).join(' ')} END`);
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const event of EVENTS) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${triggerName(event)} ON series_editions` : `DROP TRIGGER IF EXISTS ${triggerName(event)}`);
  if (pg) await knex.raw('DROP FUNCTION IF EXISTS championships_mark_past_editions()');
  // The column dropped in place on both databases: knex's SQLite rebuild would drop the table, which its
  // enrolments' foreign keys refuse inside the migration's transaction.
  await knex.raw('ALTER TABLE championships DROP COLUMN "edicionAnterior"');
}
