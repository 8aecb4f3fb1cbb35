import type { Knex } from 'knex';

const TABLE_NAME = 'session_confirmations';

/**
 * When each session last confirmed who holds it (a sign-in, a code of the authenticator app, a passkey,
 * or the password of an account without a second factor): sensitive actions ask for one within the last
 * ten minutes (docs/adr/0046). A session is named by its id, the row of auth_sessions its token's `sid`
 * names (no foreign key: a revoked session is refused before its confirmation is read). Rows older than the window are cleared whenever one is written.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('sessionId', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** Epoch ms. */
    t.bigInteger('confirmedAt').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
