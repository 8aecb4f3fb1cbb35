import type { Knex } from 'knex';

/**
 * Public pages name a driver by the public-name rule: in full only when he allowed it (a row of
 * privacy_choices), 'Piloto retirado' once his account is blocked (users.blockedAt). Both writes
 * change public answers and standings, so they bump the public read version (docs/adr/0019) and the
 * standings version with the same triggers as the other watched tables.
 */
const WATCHED: Array<{ table: string; event: 'INSERT' | 'UPDATE' | 'DELETE'; columns?: string[]; name: string }> = [
  { table: 'privacy_choices', event: 'INSERT', name: 'privacy_choices_insert' },
  { table: 'privacy_choices', event: 'UPDATE', name: 'privacy_choices_update' },
  { table: 'privacy_choices', event: 'DELETE', name: 'privacy_choices_delete' },
  { table: 'users', event: 'UPDATE', columns: ['blockedAt'], name: 'users_blocked_update' },
];
const VERSIONS = [
  { table: 'public_read_version', fn: 'public_read_version_bump', deferred: true },
  { table: 'standings_version', fn: 'standings_version_bump', deferred: false },
] as const;

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const version of VERSIONS) {
    for (const w of WATCHED) {
      const on = w.columns ? `UPDATE OF ${w.columns.map((c) => `"${c}"`).join(', ')}` : w.event;
      const name = `${version.table}_${w.name}`;
      if (pg) {
        // As each version's own triggers are: the public read version's deferred, once per transaction.
        const kind = version.deferred ? 'CONSTRAINT TRIGGER' : 'TRIGGER';
        const when = version.deferred ? ' DEFERRABLE INITIALLY DEFERRED' : '';
        await knex.raw(`CREATE ${kind} ${name} AFTER ${on} ON "${w.table}"${when} FOR EACH ROW EXECUTE FUNCTION ${version.fn}()`);
      } else {
        await knex.raw(
          `CREATE TRIGGER ${name} AFTER ${on} ON "${w.table}" BEGIN ` +
            `INSERT INTO ${version.table} (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
        );
      }
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const version of VERSIONS) {
    for (const w of WATCHED) {
      const name = `${version.table}_${w.name}`;
      await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${name} ON "${w.table}"` : `DROP TRIGGER IF EXISTS ${name}`);
    }
  }
}
