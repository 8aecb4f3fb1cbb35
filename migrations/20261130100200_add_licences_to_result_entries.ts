import type { Knex } from 'knex';

/**
 * What an iRacing export says of each driver's licence after the session (`new_license_level`,
 * `new_sub_level`) and the session's licence category (`license_category_id`), kept so that entry
 * gates can read a driver's latest licence from imported results (docs/adr/0037). Null on results
 * imported before, and where the export does not say.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('result_entries', (t) => {
    t.integer('newLicenseLevel').nullable();
    t.integer('newSubLevel').nullable();
  });
  await knex.schema.alterTable('result_events', (t) => {
    t.integer('licenseCategoryId').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('result_entries', (t) => {
    t.dropColumn('newLicenseLevel');
    t.dropColumn('newSubLevel');
  });
  await knex.schema.alterTable('result_events', (t) => {
    t.dropColumn('licenseCategoryId');
  });
}
