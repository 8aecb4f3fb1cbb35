import type { Knex } from 'knex';

/**
 * The records page and a driver's page show the standing track records (docs/adr/0068): a record
 * created, corrected, accepted from a suggestion or deleted, by the site or by an import, bumps the
 * public read version (docs/adr/0019) like the other watched tables, so the visitors' answer of
 * `/api/track-records/allrecords` is kept between writes. The holders' names are read under the
 * triggers already on users, privacy choices and blocked accounts.
 */
const TABLE = 'track_records';
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
