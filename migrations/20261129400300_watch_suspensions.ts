import type { Knex } from 'knex';

/**
 * A driver's suspensions (licence points, docs/adr/0029) show on his entry in the public entry list,
 * so their writes bump the public read version (docs/adr/0019), with the same triggers as the other
 * watched tables.
 */
const TABLES = ['suspensions'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, event: string) => `public_read_version_${table}_${event.toLowerCase()}`;

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const table of TABLES) {
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
  for (const table of TABLES) {
    for (const event of EVENTS) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${triggerName(table, event)} ON "${table}"` : `DROP TRIGGER IF EXISTS ${triggerName(table, event)}`);
  }
}
