import type { Knex } from 'knex';

/**
 * A series name is one series (docs/adr/0033, addendum): `clave` is the name without accents, case or
 * repeated spaces ('Copa Fórmulas', 'copa  formulas'), under a unique index, so two requests at once
 * cannot both create it. Series that already share a name (the first migration named one per
 * championship, and championships' names may repeat) keep the oldest as it is and number the later
 * ones: 'Copa Fórmulas (2)'. The key is written here as `seriesKey` writes it (src/modules/seasons/domain/series.ts).
 */
const key = (nombre: string) =>
  nombre.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC').trim().replace(/\s+/g, ' ');

export async function up(knex: Knex): Promise<void> {
  // The index first: the rows' updates queue PostgreSQL's deferred public-read triggers, after which the table cannot be altered.
  await knex.schema.alterTable('series', (t) => {
    t.string('clave', 160).nullable();
    t.unique(['clave'], { indexName: 'series_clave_unique' });
  });
  const rows: Array<{ id: string; nombre: string }> = await knex('series').select('id', 'nombre').orderBy([{ column: 'createdAt' }, { column: 'id' }]);
  const taken = new Set<string>();
  for (const row of rows) {
    let nombre = row.nombre;
    for (let n = 2; taken.has(key(nombre)); n += 1) nombre = `${row.nombre} (${n})`;
    taken.add(key(nombre));
    await knex('series').where({ id: row.id }).update({ nombre, clave: key(nombre) });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('series', (t) => {
    t.dropUnique(['clave'], 'series_clave_unique');
  });
  // Native on both databases (SQLite 3.35+): the table and its triggers stay as they are.
  await knex.raw('ALTER TABLE "series" DROP COLUMN "clave"');
}
