import type { Knex } from 'knex';

/**
 * A pending payment holds a place (a card checkout, an OXXO or SPEI voucher), and the championships'
 * public list and page show the places free after those holds. So a new payment, a change of its state
 * or its deadline, and its deletion bump the public read version (docs/adr/0019), with the same
 * triggers as the other watched tables; the deadline itself ends the kept answer (docs/adr/0024).
 */
const TABLE = 'payments';
const EVENTS = [
  { name: 'insert', on: 'INSERT' },
  { name: 'update', on: 'UPDATE OF "estado", "expiraEn", "userId", "campeonatoId"' },
  { name: 'delete', on: 'DELETE' },
] as const;
const triggerName = (event: string) => `public_read_version_${TABLE}_${event}`;

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const { name, on } of EVENTS) {
    if (pg) {
      await knex.raw(`CREATE CONSTRAINT TRIGGER ${triggerName(name)} AFTER ${on} ON "${TABLE}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_read_version_bump()`);
    } else {
      await knex.raw(
        `CREATE TRIGGER ${triggerName(name)} AFTER ${on} ON "${TABLE}" BEGIN ` +
          `INSERT INTO public_read_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const { name } of EVENTS) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${triggerName(name)} ON "${TABLE}"` : `DROP TRIGGER IF EXISTS ${triggerName(name)}`);
}
