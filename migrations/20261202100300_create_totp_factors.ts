import type { Knex } from 'knex';

const TABLE_NAME = 'totp_factors';

/**
 * An account's authenticator app (TOTP, RFC 6238; docs/adr/0046): its secret (base32), when its owner
 * confirmed it with a first code (until then it does not count) and the last 30-second step accepted, so
 * a code is never taken twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('userId', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('secret', 64).notNullable();
    t.string('confirmedAt', 30).nullable();
    t.bigInteger('lastStep').nullable();
    t.string('createdAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
