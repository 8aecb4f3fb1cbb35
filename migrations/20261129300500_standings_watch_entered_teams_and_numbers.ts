import type { Knex } from 'knex';

/**
 * Standings show car numbers and build team rosters from the teams drivers entered with (issue #30),
 * so writes to those tables change the standings' version (docs/adr/0014), with the same triggers as
 * the other tables standings read. Enrolments count too: a withdrawn driver's team seat goes.
 */
const TABLES = ['championship_car_numbers', 'championship_teams', 'championship_team_members', 'championship_enrolments'] as const;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, event: string) => `standings_version_${table}_${event.toLowerCase()}`;

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const table of TABLES) {
    for (const event of EVENTS) {
      if (pg) {
        await knex.raw(`CREATE TRIGGER ${triggerName(table, event)} AFTER ${event} ON "${table}" FOR EACH ROW EXECUTE FUNCTION standings_version_bump()`);
      } else {
        await knex.raw(
          `CREATE TRIGGER ${triggerName(table, event)} AFTER ${event} ON "${table}" BEGIN ` +
            `INSERT INTO standings_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
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
