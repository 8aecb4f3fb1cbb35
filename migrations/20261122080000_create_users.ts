import type { Knex } from 'knex';

const TABLE_NAME = 'users';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('email', 254).notNullable().unique();
    t.string('passwordHash', 255).nullable();
    t.string('nombre', 100).notNullable();
    t.string('apellido', 100).notNullable();
    t.string('username', 120).nullable().unique();
    t.string('rol', 20).notNullable().defaultTo('user');
    t.boolean('suspendido').notNullable().defaultTo(false);
    t.string('simuladorFavorito', 100).nullable();
    t.string('cocheFavorito', 100).nullable();
    t.string('nivelHabilidad', 20).nullable();
    t.text('biografia').nullable();
    t.string('imagenPerfil', 500).nullable();
    t.string('googleId', 255).nullable().unique();
    t.string('authProvider', 20).notNullable().defaultTo('local');
    t.boolean('subscribeToNews').notNullable().defaultTo(false);
    t.integer('tokenVersion').notNullable().defaultTo(0);
    t.string('deletedAt', 30).nullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
