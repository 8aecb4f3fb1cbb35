import { expect } from 'chai';
import type { Knex } from 'knex';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, postRace, raceFields, TINY_PNG, useTestApi } from '../championships/championship-fixtures.js';

const MIGRATIONS = [
  // The championships' past-edition mark is kept by triggers on series_editions: undone first, made again after.
  '20261228000200_index_championships_past_edition_start.ts',
  '20261228000100_add_championships_past_edition.ts',
  '20261201300100_unique_series_names.ts',
  '20261129200300_add_priority_until_to_series_editions.ts',
  '20261129200200_create_season_closures.ts',
  '20261129200100_create_series.ts',
];
const SEASON_TABLES = ['series', 'series_editions', 'season_closures', 'season_podiums', 'season_closure_log'];

async function tables(knex: Knex): Promise<string[]> {
  const pg = knex.client.config.client === 'pg';
  const rows: Array<{ name: string }> = pg
    ? (await knex.raw(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)).rows
    : await knex.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  // The public read version is a cache key, not data: the series' key, written after the triggers exist, bumps it.
  return rows.map((r) => r.name).filter((n) => !n.startsWith('knex_') && !SEASON_TABLES.includes(n) && n !== 'public_read_version').sort();
}

/** Every row of every table but the migrations' own bookkeeping, in a stable order. */
async function everything(knex: Knex): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of await tables(knex)) {
    const rows = await knex(table).select('*');
    // The past-edition mark is derived from the editions and goes with them.
    out[table] = rows.map(({ edicionAnterior: _mark, ...r }) => JSON.stringify(r)).sort();
  }
  return out;
}

describeEachDatabase('Series and editions', (kind) => {
  const t = useTestApi(kind);

  it('the migration puts every existing championship in its own one-edition series named after it, losing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const gt = await createChampionship(t, admin.token, { nombreCampeonato: 'GT Nocturno 2026', categoria: 'Deportivos', fechaInicio: '2026-04-01' });
    const ovals = await createChampionship(t, admin.token, { nombreCampeonato: 'Óvalos de Invierno', categoria: 'Óvalos', fechaInicio: '2025-12-31T23:30:00-06:00', fechaFin: '2030-03-01', precio: '0' });
    expect((await postRace(t, admin.token, raceFields(gt.id), { image: TINY_PNG, videos: ['https://youtu.be/abc'] })).status).to.equal(201);
    expect((await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: ovals.id, usuarioId: driver.id })).status).to.equal(201);
    expect((await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).field('nombre', 'Volantes MX').attach('logo', TINY_PNG, 'logo.png')).status).to.equal(201);

    for (const name of MIGRATIONS) await t.context.knex.migrate.down({ name });
    const before = await everything(t.context.knex);
    await t.context.knex.migrate.latest();

    expect(await everything(t.context.knex)).to.deep.equal(before);
    const series = await t.context.knex('series').orderBy('nombre');
    expect(series.map((s) => [s.nombre, s.categoria])).to.deep.equal([
      ['GT Nocturno 2026', 'Deportivos'],
      ['Óvalos de Invierno', 'Óvalos'],
    ]);
    const editions = await t.context.knex('series_editions');
    expect(editions.map((e) => [e.campeonatoId, series.find((s) => s.id === e.serieId)?.nombre, Number(e.temporada), Number(e.diasPrioridad)]).sort()).to.deep.equal(
      [
        [gt.id, 'GT Nocturno 2026', 2026, 7],
        // 23:30 in Mexico City on New Year's Eve is 2025 there, though 2026 in UTC.
        [ovals.id, 'Óvalos de Invierno', 2025, 7],
      ].sort(),
    );
    // Each series is read back through the API with its one edition.
    const listed = await t.api.request.get('/api/series');
    expect(listed.body.data.map((s: { nombre: string; ediciones: number }) => [s.nombre, s.ediciones])).to.deep.equal([
      ['GT Nocturno 2026', 1],
      ['Óvalos de Invierno', 1],
    ]);
  });

  it('lets an admin make a series, put championships in it as seasons, and reads them newest first from any server', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const a = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Fórmulas 2026' });
    const b = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Fórmulas 2027' });

    const refused = await t.api.request.post('/api/series').set(bearer(driver.token)).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas');
    expect(refused.status).to.equal(403);
    const created = await t.api.request.post('/api/series').set(bearer(admin.token)).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').attach('logo', TINY_PNG, 'logo.png');
    expect(created.status).to.equal(201);
    const serieId = created.body.data.id;
    expect(created.body.data.logoUrl).to.match(/^\/uploads\/series\/.+\.png$/);

    // The public answer is kept; a write anywhere (here straight in the table) makes it fresh.
    const first = await t.api.request.get(`/api/series/${serieId}`);
    expect(first.body.data.edicionesLista).to.deep.equal([]);
    for (const [id, temporada] of [[a.id, 2026], [b.id, 2027]] as const) {
      const res = await t.api.request.put(`/api/series/ediciones/${id}`).set(bearer(admin.token)).send({ serieId, temporada });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    }
    const detail = await t.api.request.get(`/api/series/${serieId}`);
    expect(detail.body.data.edicionesLista.map((e: { temporada: number; nombreCampeonato: string }) => [e.temporada, e.nombreCampeonato])).to.deep.equal([
      [2027, 'Copa Fórmulas 2027'],
      [2026, 'Copa Fórmulas 2026'],
    ]);
    await t.context.knex('series').where({ id: serieId }).update({ nombre: 'Copa Fórmulas MX' });
    expect((await t.api.request.get(`/api/series/${serieId}`)).body.data.nombre).to.equal('Copa Fórmulas MX');

    const taken = await t.api.request.put(`/api/series/ediciones/${b.id}`).set(bearer(admin.token)).send({ serieId, temporada: 2026 });
    expect([taken.status, taken.body.message]).to.deep.equal([409, 'La serie ya tiene la Temporada 2026: «Copa Fórmulas 2026».']);
    const deleting = await t.api.request.delete(`/api/series/${serieId}`).set(bearer(admin.token));
    expect([deleting.status, deleting.body.message]).to.deep.equal([409, 'La serie tiene 2 ediciones: no se puede eliminar.']);
    expect((await t.api.request.get(`/api/series/ediciones/${a.id}`)).body.data).to.include({ serieId, temporada: 2026, cerrada: false });
  });

  it('a series name is one series, however it is written and however many ask at once', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const post = (nombre: string) => t.api.request.post('/api/series').set(bearer(admin.token)).field('nombre', nombre).field('categoria', 'Fórmulas');
    const answers = await Promise.all(['Copa Fórmulas', 'Copa Fórmulas', 'copa formulas', '  COPA  FÓRMULAS '].map(post));
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).to.deep.equal([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect([refused.body.code, refused.body.message, refused.body.errors?.nombre]).to.deep.equal(['SERIES_NAME_TAKEN', 'Ya existe una serie con ese nombre.', 'Ya existe una serie con ese nombre.']);
    }
    expect(await t.context.knex('series').count({ n: '*' }).then(([r]) => Number(r!.n))).to.equal(1);

    // Renaming another series to it is refused too; its own name, written otherwise, is fine.
    const other = await post('GT Nocturno').expect(201);
    const rename = await t.api.request.put(`/api/series/${other.body.data.id}`).set(bearer(admin.token)).field('nombre', 'Copa  fórmulas');
    expect([rename.status, rename.body.code]).to.deep.equal([409, 'SERIES_NAME_TAKEN']);
    await t.api.request.put(`/api/series/${other.body.data.id}`).set(bearer(admin.token)).field('nombre', 'GT nocturno').expect(200);
  });

  it('the migration keeps series that already share a name apart by numbering the later ones', async () => {
    const knex = t.context.knex;
    await knex.migrate.down({ name: '20261201300100_unique_series_names.ts' });
    const now = '2026-01-01T00:00:00.000Z';
    for (const [id, nombre, createdAt] of [['a', 'Copa Fórmulas', now], ['b', 'copa formulas', '2026-02-01T00:00:00.000Z'], ['c', 'Copa Fórmulas', '2026-03-01T00:00:00.000Z'], ['d', 'GT', now]]) {
      await knex('series').insert({ id, nombre, categoria: 'Fórmulas', descripcion: '', logoUrl: null, createdAt, updatedAt: createdAt });
    }
    await knex.migrate.latest();
    expect((await knex('series').orderBy('id')).map((s) => s.nombre)).to.deep.equal(['Copa Fórmulas', 'copa formulas (2)', 'Copa Fórmulas (3)', 'GT']);
  });
});
