import type { Knex } from 'knex';

/**
 * When an account was cancelled by its owner and its data blocked: from then on sign-in is refused,
 * public pages show the person as 'Piloto retirado', and the data the law asks to keep is readable only
 * by the superadmin until its retention ends. Null for every account in use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('blockedAt', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('blockedAt');
  });
}
