import type { Knex } from 'knex';

/**
 * A championship's public decision log shows decided reports with their decision and appeals, not only
 * the penalties (already watched): a report rejected writes no penalty. So deciding or deleting a report,
 * and an appeal's filing and outcome, bump the public read version (docs/adr/0019) like the other
 * watched tables, and reach the stewards' ticker overlay through the change feed (docs/adr/0058).
 * Filing a report changes nothing public: its insert is not watched.
 */
const WATCHED: Array<{ table: string; event: 'INSERT' | 'UPDATE' | 'DELETE'; columns?: string[] }> = [
  { table: 'reports', event: 'UPDATE', columns: ['estado'] },
  { table: 'reports', event: 'DELETE' },
  { table: 'report_decisions', event: 'INSERT' },
  { table: 'report_decisions', event: 'UPDATE' },
  { table: 'report_decisions', event: 'DELETE' },
  { table: 'report_appeals', event: 'INSERT' },
  { table: 'report_appeals', event: 'UPDATE' },
  { table: 'report_appeals', event: 'DELETE' },
];
const triggerName = (table: string, event: string) => `public_read_version_${table}_${event.toLowerCase()}`;

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const { table, event, columns } of WATCHED) {
    const on = columns ? `UPDATE OF ${columns.map((c) => `"${c}"`).join(', ')}` : event;
    if (pg) {
      await knex.raw(`CREATE CONSTRAINT TRIGGER ${triggerName(table, event)} AFTER ${on} ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_read_version_bump()`);
    } else {
      await knex.raw(
        `CREATE TRIGGER ${triggerName(table, event)} AFTER ${on} ON "${table}" BEGIN ` +
          `INSERT INTO public_read_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const { table, event } of WATCHED) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${triggerName(table, event)} ON "${table}"` : `DROP TRIGGER IF EXISTS ${triggerName(table, event)}`);
}
