import type { Knex } from 'knex';

/**
 * The payment statistics are kept as bytes for the administrators (docs/adr/0076). They read only the
 * totals that row triggers on `payments` keep (migrations 20261226000100 to 20261226000300) and the
 * championships' names, already watched. A payment created, deleted or changed of state bumps the
 * public read version already (migration 20261201200100); a change of its amount, currency, method or
 * completion date did not. Every change of those totals now does, in the transaction of the payment
 * that made it (docs/adr/0019).
 */
const TABLES = ['payment_state_totals', 'payment_month_totals', 'payment_championship_totals'] as const;
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
