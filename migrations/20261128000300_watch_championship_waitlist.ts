import type { Knex } from 'knex';

/**
 * A championship's waiting list shows on its public entry list (names and order): joining, leaving,
 * reordering and offers change that public answer without touching the enrolments, so its writes bump
 * the public read version too (docs/adr/0019), with the same triggers as the other watched tables.
 */
const TABLE = 'championship_waitlist';
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (event: string) => `public_read_version_${TABLE}_${event.toLowerCase()}`;

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const event of EVENTS) {
    if (pg) {
      await knex.raw(`CREATE CONSTRAINT TRIGGER ${triggerName(event)} AFTER ${event} ON "${TABLE}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_read_version_bump()`);
    } else {
      await knex.raw(
        `CREATE TRIGGER ${triggerName(event)} AFTER ${event} ON "${TABLE}" BEGIN ` +
          `INSERT INTO public_read_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const event of EVENTS) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${triggerName(event)} ON "${TABLE}"` : `DROP TRIGGER IF EXISTS ${triggerName(event)}`);
}
