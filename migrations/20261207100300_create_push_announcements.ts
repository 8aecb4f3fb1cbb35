import type { Knex } from 'knex';

/** Push notifications (docs/adr/0056): the admins' 'Aviso a los inscritos', each pushed to a championship's entrants. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_announcements', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable();
    t.string('campeonato', 200).notNullable();
    t.string('titulo', 80).notNullable();
    t.string('cuerpo', 240).notNullable();
    t.string('autorId', 36).nullable();
    t.string('createdAt', 30).notNullable();
    t.index(['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_announcements');
}
