import type { Knex } from 'knex';

/**
 * The administrators' answers kept as bytes (docs/adr/0075) show account e-mail addresses (the track
 * records' holders, say): a change of address bumps the public read version (docs/adr/0019) as a
 * change of name does, so no administrator reads an old address from a kept answer. Addresses change
 * seldom; every kept answer is computed again once after one.
 */
const NAME = 'public_read_version_users_email_update';

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw(`CREATE CONSTRAINT TRIGGER ${NAME} AFTER UPDATE OF "email" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_read_version_bump()`);
  } else {
    await knex.raw(
      `CREATE TRIGGER ${NAME} AFTER UPDATE OF "email" ON "users" BEGIN ` +
        `INSERT INTO public_read_version (id, version) VALUES (1, lower(hex(randomblob(16)))) ON CONFLICT (id) DO UPDATE SET version = excluded.version; END`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(knex.client.config.client === 'pg' ? `DROP TRIGGER IF EXISTS ${NAME} ON "users"` : `DROP TRIGGER IF EXISTS ${NAME}`);
}
