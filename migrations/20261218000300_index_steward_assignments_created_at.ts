import type { Knex } from 'knex';

const TABLE_NAME = 'steward_assignments';
const INDEX_NAME = 'steward_assignments_created_at_user_id_campeonato_id_index';

/**
 * The admin's list of stewards is read a page at a time, oldest assignment first, by place
 * (createdAt, userId, campeonatoId) > (?, ?, ?) (docs/adr/0060): this index gives each page in order
 * and stops at its end, instead of reading and sorting every assignment ever made.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['createdAt', 'userId', 'campeonatoId'], INDEX_NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['createdAt', 'userId', 'campeonatoId'], INDEX_NAME);
  });
}
