import type { Knex } from 'knex';

/** Hours after a race's start during which drivers may file incident reports (DOMAIN-RULES §6). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.integer('plazoReportesHoras').notNullable().defaultTo(72);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.dropColumn('plazoReportesHoras');
  });
}
