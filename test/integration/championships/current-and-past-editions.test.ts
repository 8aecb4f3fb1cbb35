import { expect } from 'chai';
import { PAST_EDITIONS_MAX_START, PAST_EDITIONS_PAGE } from '../../../src/contracts/championships.views.js';
import { LOST_PAGE } from '../../../src/platform/keyset.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from './championship-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('The public list: current editions first, past ones by pages', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  /** A series with an edition per year (`from`..`to`), each starting on 1 April of its year; answers the championships' ids by year. */
  async function series(token: string, nombre: string, from: number, to: number): Promise<Map<number, string>> {
    const serie = await t.api.request.post('/api/series').set(bearer(token)).field('nombre', nombre).field('categoria', 'Deportivos').expect(201);
    const ids = new Map<number, string>();
    for (let year = from; year <= to; year += 1) {
      const c = await createChampionship(t, token, { nombreCampeonato: `${nombre} ${year}`, serieId: serie.body.data.id, temporada: String(year), fechaInicio: `${year}-04-01`, fechaFin: `${year}-06-30` });
      ids.set(year, c.id);
    }
    return ids;
  }

  it('answers the newest edition of each series and every championship outside a series, and how many past editions wait', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const gt3 = await series(admin.token, 'Copa GT3', 2024, 2026);
    const formulas = await series(admin.token, 'Copa Fórmulas', 2025, 2025);
    const alone = await createChampionship(t, admin.token, { nombreCampeonato: 'Carrera de Navidad', fechaInicio: '2025-12-20', fechaFin: '2025-12-20' });

    const res = await t.api.request.get('/api/campeonatos?vigentes=1').expect(200);
    expect(res.body.data.map((c: { id: string }) => c.id)).to.deep.equal([formulas.get(2025), alone.id, gt3.get(2026)]);
    expect(res.body.anteriores).to.equal(2);
    // The list without parameters: every championship, a page at a time (all five on the first).
    expect((await t.api.request.get('/api/campeonatos').expect(200)).body.data).to.have.length(5);
  });

  it('pages the past editions newest first, saying where the next page starts', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const years = await series(admin.token, 'Copa GT3', 2026 - PAST_EDITIONS_PAGE - 1, 2026);
    const pastNewestFirst = [...years.entries()].filter(([year]) => year < 2026).sort(([a], [b]) => b - a).map(([, id]) => id);

    const first = await t.api.request.get('/api/campeonatos?anteriores=1').expect(200);
    expect(first.body.data.map((c: { id: string }) => c.id)).to.deep.equal(pastNewestFirst.slice(0, PAST_EDITIONS_PAGE));
    expect(first.body.siguiente).to.equal(PAST_EDITIONS_PAGE);
    expect(first.body.data[0]).to.include({ nombreCampeonato: 'Copa GT3 2025', participantesRegistrados: 0 });

    const next = await t.api.request.get(`/api/campeonatos?anteriores=1&desde=${first.body.siguiente}`).expect(200);
    expect(next.body.data.map((c: { id: string }) => c.id)).to.deep.equal(pastNewestFirst.slice(PAST_EDITIONS_PAGE));
    expect(next.body.siguiente).to.equal(null);
  });

  it('a new edition moves the one before it to the past at once', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const years = await series(admin.token, 'Copa GT3', 2025, 2025);
    expect((await t.api.request.get('/api/campeonatos?vigentes=1').expect(200)).body.data.map((c: { id: string }) => c.id)).to.deep.equal([years.get(2025)]);
    const serie = (await t.api.request.get(`/api/series/ediciones/${years.get(2025)}`)).body.data.serieId;
    const next = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa GT3 2026', serieId: serie, temporada: '2026', fechaInicio: '2026-04-01' });

    const current = await t.api.request.get('/api/campeonatos?vigentes=1').expect(200);
    expect([current.body.data.map((c: { id: string }) => c.id), current.body.anteriores]).to.deep.equal([[next.id], 1]);
    expect((await t.api.request.get('/api/campeonatos?anteriores=1').expect(200)).body.data.map((c: { id: string }) => c.id)).to.deep.equal([years.get(2025)]);
  });

  it('pages the past editions by place too: despues names the last one shown, and the walk gives each once, as the pages by position do', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    // Two series with the same start days, so places tie on the start and go by name, then id.
    const gt3 = await series(admin.token, 'Copa GT3', 2026 - PAST_EDITIONS_PAGE - 2, 2026);
    const gt4 = await series(admin.token, 'Copa GT4', 2026 - 3, 2026);
    const ids = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((c) => c.id);

    const byPosition: string[] = [];
    for (let desde: number | null = 0; desde !== null; ) {
      const res: { body: { data: Array<{ id: string }>; siguiente: number | null } } = await t.api.request.get(`/api/campeonatos?anteriores=1&desde=${desde}`).expect(200);
      byPosition.push(...ids(res));
      desde = res.body.siguiente;
    }
    const first = await t.api.request.get('/api/campeonatos?anteriores=1').expect(200);
    const byPlace = ids(first);
    for (let despues: string | null | undefined = byPlace[byPlace.length - 1]; despues; ) {
      const res: { body: { data: Array<{ id: string }>; siguiente: string | null } } = await t.api.request.get(`/api/campeonatos?anteriores=1&despues=${despues}`).expect(200);
      byPlace.push(...ids(res));
      expect(res.body.siguiente, 'the next place is the last one shown').to.equal(res.body.siguiente === null ? null : ids(res).at(-1));
      despues = res.body.siguiente;
    }
    const past = [...gt3.entries(), ...gt4.entries()].filter(([year]) => year < 2026);
    expect(byPlace).to.deep.equal(byPosition);
    expect([...byPlace].sort()).to.deep.equal(past.map(([, id]) => id).sort());
    expect(byPlace.slice(0, 2)).to.deep.equal([gt4.get(2025), gt3.get(2025)]);
  });

  it('keeps the mark in step with every edition written: moved to a newer season, and the newest championship deleted', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const years = await series(admin.token, 'Copa GT3', 2024, 2025);
    const current = async () => {
      const res = await t.api.request.get('/api/campeonatos?vigentes=1').expect(200);
      return [res.body.data.map((c: { id: string }) => c.id), res.body.anteriores];
    };
    expect(await current()).to.deep.equal([[years.get(2025)], 1]);
    const serieId = (await t.api.request.get(`/api/series/ediciones/${years.get(2024)}`)).body.data.serieId;
    // The 2024 edition moved to 2027: now it is the newest, and 2025 the past one.
    await t.api.request.put(`/api/series/ediciones/${years.get(2024)}`).set(bearer(admin.token)).send({ serieId, temporada: 2027 }).expect(200);
    expect(await current()).to.deep.equal([[years.get(2024)], 1]);
    expect((await t.api.request.get('/api/campeonatos?anteriores=1').expect(200)).body.data.map((c: { id: string }) => c.id)).to.deep.equal([years.get(2025)]);
    // The newest one deleted: the one before it is current again, and none is past.
    await t.api.request.delete(`/api/campeonatos/${years.get(2024)}`).set(bearer(admin.token)).expect(200);
    expect(await current()).to.deep.equal([[years.get(2025)], 0]);
  });

  it('refuses a place no page gave, and a page by position past the first ten, in Spanish', async () => {
    for (const despues of ['no-existe', '']) {
      const res = await t.api.request.get(`/api/campeonatos?anteriores=1&despues=${despues}`);
      expect([res.status, res.body.errors?.despues], despues).to.deep.equal([400, LOST_PAGE]);
    }
    expect((await t.api.request.get(`/api/campeonatos?anteriores=1&desde=${PAST_EDITIONS_MAX_START}`)).status).to.equal(200);
    const far = await t.api.request.get(`/api/campeonatos?anteriores=1&desde=${PAST_EDITIONS_MAX_START + 1}`);
    expect([far.status, far.body.errors?.desde]).to.deep.equal([400, 'Esa página está demasiado lejos para pedirla por posición: avanza con «Ver más» desde la página anterior.']);
  });

  it('refuses a page that is not a whole number from 0, in Spanish', async () => {
    for (const desde of ['-1', 'dos', '1.5', '100001']) {
      const res = await t.api.request.get(`/api/campeonatos?anteriores=1&desde=${desde}`);
      expect([res.status, res.body.code], desde).to.deep.equal([400, 'VALIDATION_ERROR']);
      expect(res.body.errors.desde, desde).to.equal('El inicio de la página debe ser un número entero de 0 en adelante.');
    }
  });
});
