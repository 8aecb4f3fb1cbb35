import type { Knex } from 'knex';

/**
 * The version of everything the public pages read (docs/adr/0019): one row whose `version` takes a new
 * random value on any write to the tables behind the public GET calls. Each app server keeps the bytes
 * of a public answer while the version it read before computing them is still the stored one, so a
 * write made anywhere (the site, the CLI, another server, SQL by hand) makes the next read fresh on
 * every server. Triggers do the bumping; no module calls the cache to say it wrote.
 *
 * On PostgreSQL the triggers are deferred constraint triggers and bump once per transaction: the row
 * is locked only while the writing transaction commits, after every other lock it takes, so two writers
 * cannot wait on each other through it.
 */
const TABLE = 'public_read_version';

/** Table → the writes public reads see (for users, only updates of what the public pages show). */
const WATCHED: Array<{ table: string; events: Array<'INSERT' | 'UPDATE' | 'DELETE'>; columns?: string[] }> = [
  { table: 'championships', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'races', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'championship_enrolments', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'sponsors', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'single_events', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'single_event_participants', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'result_events', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'penalties', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'standings_configs', events: ['INSERT', 'UPDATE', 'DELETE'] },
  // A new account is in no public answer until it enters something: sign-ups change nothing.
  { table: 'users', events: ['DELETE'] },
  { table: 'users', events: ['UPDATE'], columns: ['nombre', 'apellido', 'username', 'imagenPerfil', 'iracingId', 'deletedAt'] },
];

const triggerName = (table: string, event: string) => `public_read_version_${table}_${event.toLowerCase()}`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE, (t) => {
    t.integer('id').primary();
    t.string('version', 40).notNullable();
  });
  const pg = knex.client.config.client === 'pg';
  if (pg) {
    // Once per transaction: a transaction-local setting remembers the bump (rolled back with it).
    await knex.raw(`
      CREATE FUNCTION public_read_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('parrilla.public_read_bumped', true) = 'si' THEN RETURN NULL; END IF;
        PERFORM set_config('parrilla.public_read_bumped', 'si', true);
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
        await knex.raw(
          `CREATE CONSTRAINT TRIGGER ${triggerName(table, event)} AFTER ${on} ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_read_version_bump()`,
        );
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
  if (pg) await knex.raw('DROP FUNCTION IF EXISTS public_read_version_bump()');
  await knex.schema.dropTable(TABLE);
}
