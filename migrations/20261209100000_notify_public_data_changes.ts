import type { Knex } from 'knex';

/**
 * On PostgreSQL the bump of the public read version (docs/adr/0019) also notifies the channel every
 * app server listens on (`parrilla_cambios`, docs/adr/0058), so overlays connected to any server learn
 * of a write made anywhere (another server, the CLI, SQL by hand). The bump runs once per transaction
 * and PostgreSQL delivers a notification only when its transaction commits. SQLite has no such
 * channel: its single server tells its own listeners after each write.
 */
const BUMP = (notify: boolean) => `
  CREATE OR REPLACE FUNCTION public_read_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF current_setting('parrilla.public_read_bumped', true) = 'si' THEN RETURN NULL; END IF;
    PERFORM set_config('parrilla.public_read_bumped', 'si', true);
    INSERT INTO public_read_version (id, version) VALUES (1, md5(random()::text || clock_timestamp()::text))
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version;${notify ? `\n    PERFORM pg_notify('parrilla_cambios', '{"tema":"datos"}');` : ''}
    RETURN NULL;
  END $$`;

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') await knex.raw(BUMP(true));
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') await knex.raw(BUMP(false));
}
