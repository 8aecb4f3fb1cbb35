import type { Knex } from 'knex';

const TABLE_NAME = 'auth_sessions';

/**
 * The sessions of every account (docs/adr/0046, 'Sessions a person can see'): one row per sign-in, named
 * by an opaque id the session token carries and checked on every request. Kept after it ends (revoked or
 * expired) for a while, so a sign-in from a browser the account already used is not mailed as new: the
 * browser is known by the hash of a random id in its own long-lived cookie. A session begun from a new
 * browser holds the hash of the single-use link its owner was mailed to end it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('browserHash', 64).nullable();
    t.string('userAgent', 512).nullable();
    t.string('ip', 64).nullable();
    t.string('createdAt', 30).notNullable();
    t.string('lastUsedAt', 30).notNullable();
    t.string('expiresAt', 30).notNullable();
    t.string('revokedAt', 30).nullable();
    t.string('revokeLinkHash', 64).nullable();
    t.string('revokeLinkExpiresAt', 30).nullable();
    t.index(['userId', 'expiresAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
