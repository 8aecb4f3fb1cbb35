import type { Knex } from 'knex';

const TABLE_NAME = 'auth_challenges';

/**
 * Challenges of a sign-in or passkey ceremony under way (docs/adr/0046), kept in the database so any
 * app server can finish what another started: what it is for, whose it is (none for a sign-in with a
 * passkey, which names its account only when it answers), the WebAuthn challenge when there is one and
 * when it expires (epoch ms). Taking one deletes it, so it is used once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('purpose', 30).notNullable();
    t.string('userId', 36).nullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('challenge', 200).nullable();
    t.bigInteger('expiresAt').notNullable();
    t.string('createdAt', 30).notNullable();
    t.index(['expiresAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
