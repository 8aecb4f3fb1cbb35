import type { Knex } from 'knex';

const TABLE_NAME = 'privacy_notices';

/**
 * The versions of the 'Aviso de privacidad integral': each one its Markdown (the league's name,
 * domicile and e-mail written as {{responsable}}, {{domicilio}} and {{correo}}, filled from the
 * settings when shown), the voluntary purposes it asks for (a JSON list) and when it was published.
 * The newest is in force. Version 1 is the code's own (src/modules/privacy/domain/first-notice.ts),
 * in force while no version is stored, so an empty table still has a notice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.integer('version').primary();
    t.text('markdown').notNullable();
    t.text('purposes').notNullable();
    t.string('publishedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
