import type { Knex } from 'knex';

/**
 * The version of everything a championship's standings are computed from (docs/adr/0014): one row
 * whose `version` takes a new random value on any write to results events, penalties, scoring
 * configurations, races, championships (deleted) and users (iRacing id, names, deletion). App servers
 * keep a computed answer while the version they read before computing it is still the stored one, so
 * several servers agree without telling each other. Triggers do the bumping, so every writer (the
 * site, the CLI, another server, a manual fix in SQL) is covered without the modules knowing.
 */
const TABLE = 'standings_version';

/** Table → the writes that change standings (for users, only updates of the columns shown or matched). */
const WATCHED: Array<{ table: string; events: Array<'INSERT' | 'UPDATE' | 'DELETE'>; columns?: string[] }> = [
  { table: 'result_events', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'penalties', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'standings_configs', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'races', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'championships', events: ['DELETE'] },
  // A new account has no iRacing id yet (it gets one by an update): sign-ups leave standings alone.
  { table: 'users', events: ['DELETE'] },
  { table: 'users', events: ['UPDATE'], columns: ['iracingId', 'nombre', 'apellido', 'username', 'deletedAt'] },
];

const triggerName = (table: string, event: string) => `standings_version_${table}_${event.toLowerCase()}`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE, (t) => {
    t.integer('id').primary();
    t.string('version', 40).notNullable();
  });
  const pg = knex.client.config.client === 'pg';
  if (pg) {
    await knex.raw(`
      CREATE FUNCTION standings_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${TABLE} (id, version) VALUES (1, md5(random()::text || clock_timestamp()::text))
        ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version;
        RETURN NULL;
      END $$`);
  }
  await knex(TABLE).insert({ id: 1, version: 'inicial' });
  for (const { table, events, columns } of WATCHED) {
    for (const event of events) {
      const on = columns ? `UPDATE OF ${columns.map((c) => `"${c}"`).join(', ')}` : event;
      if (pg) {
        await knex.raw(`CREATE TRIGGER ${triggerName(table, event)} AFTER ${on} ON "${table}" FOR EACH ROW EXECUTE FUNCTION standings_version_bump()`);
      } else {
        await knex.raw(
          `CREATE TRIGGER ${triggerName(table, event)} AFTER ${on} ON "${table}" BEGIN ` +
            `INSERT INTO ${TABLE} (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
        );
      }
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const { table, events } of WATCHED) {
    for (const event of events) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${triggerName(table, event)} ON "${table}"` : `DROP TRIGGER IF EXISTS ${triggerName(table, event)}`);
  }
  if (pg) await knex.raw('DROP FUNCTION IF EXISTS standings_version_bump()');
  await knex.schema.dropTable(TABLE);
}
