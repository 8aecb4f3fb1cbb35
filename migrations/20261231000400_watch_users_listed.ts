import type { Knex } from 'knex';

/**
 * The administrators' list of accounts is kept as bytes (docs/adr/0076): every account registered,
 * and every change of a column the list shows that no trigger watched yet (role, suspension, profile,
 * sign-in provider, dates), bumps the public read version (docs/adr/0019). Names, username, photo,
 * iRacing id, e-mail, deletion and cancellation were watched already.
 */
const TABLE = 'users';
const COLUMNS = ['rol', 'suspendido', 'simuladorFavorito', 'cocheFavorito', 'nivelHabilidad', 'biografia', 'googleId', 'authProvider', 'createdAt', 'updatedAt'];
const TRIGGERS = [
  { name: 'public_read_version_users_insert', event: 'INSERT' },
  { name: 'public_read_version_users_listed_update', event: `UPDATE OF ${COLUMNS.map((c) => `"${c}"`).join(', ')}` },
];

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const { name, event } of TRIGGERS) {
    if (pg) {
      await knex.raw(`CREATE CONSTRAINT TRIGGER ${name} AFTER ${event} ON "${TABLE}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_read_version_bump()`);
    } else {
      await knex.raw(
        `CREATE TRIGGER ${name} AFTER ${event} ON "${TABLE}" BEGIN ` +
          `INSERT INTO public_read_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const { name } of TRIGGERS) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${name} ON "${TABLE}"` : `DROP TRIGGER IF EXISTS ${name}`);
}
