import type { Knex } from 'knex';

const TABLE_NAME = 'passkeys';

/**
 * An account's passkeys (WebAuthn credentials, docs/adr/0046): the credential's id and public key as
 * the authenticator gave them (base64url), its signature counter, the name the owner gave it and when
 * it was last used. A credential belongs to one account only (unique credentialId).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('credentialId', 1400).notNullable().unique();
    t.text('publicKey').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.text('transports').nullable();
    t.string('deviceType', 20).notNullable();
    t.boolean('backedUp').notNullable().defaultTo(false);
    t.string('nombre', 60).notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('lastUsedAt', 30).nullable();
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
