import { expect } from 'chai';
import type { AdminChampionshipsAnswer, ChampionshipOptionsAnswer, ChampionshipView } from '../../../src/contracts/championships.views.js';
import { matchesSearch } from '../../../src/contracts/search-text.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from './championship-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase("The admin's championships by pages (GET /api/campeonatos/admin and /admin/opciones)", (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  /** A series with an edition per year, each starting on `month` of its year; answers the ids by year. */
  async function series(token: string, nombre: string, edition: string, month: string, from: number, to: number): Promise<Map<number, string>> {
    const serie = await t.api.request.post('/api/series').set(bearer(token)).field('nombre', nombre).field('categoria', 'Deportivos').expect(201);
    const ids = new Map<number, string>();
    for (let year = from; year <= to; year += 1) {
      const c = await createChampionship(t, token, { nombreCampeonato: `${edition} ${year}`, serieId: serie.body.data.id, temporada: String(year), fechaInicio: `${year}-${month}-01`, fechaFin: `${year}-11-30` });
      ids.set(year, c.id);
    }
    return ids;
  }

  async function league() {
    const admin = await createUser(t.context, { rol: 'admin' });
    const gt3 = await series(admin.token, 'Serie Volcán', 'Copa Volcán GT3', '03', 2015, 2026);
    const formulas = await series(admin.token, 'Serie Pacífico', 'Fórmula Pacífico', '04', 2016, 2026);
    const alone = await createChampionship(t, admin.token, { nombreCampeonato: 'Carrera de las Estrellas', categoria: 'Exhibición', fechaInicio: '2025-12-20', fechaFin: '2025-12-20' });
    // Two on the same day: the id breaks the tie, on both databases alike.
    const twinA = await createChampionship(t, admin.token, { nombreCampeonato: 'Gemela Ñandú', fechaInicio: '2020-04-01', fechaFin: '2020-05-01' });
    const twinB = await createChampionship(t, admin.token, { nombreCampeonato: 'Gemela Búho', fechaInicio: '2020-04-01', fechaFin: '2020-05-01' });
    return { admin, gt3, formulas, alone, twins: [twinA.id, twinB.id] };
  }

  const ask = (token: string, query: Record<string, string> = {}) => t.api.request.get(`/api/campeonatos/admin?${new URLSearchParams(query)}`).set(bearer(token));
  const options = (token: string, query: Record<string, string> = {}) => t.api.request.get(`/api/campeonatos/admin/opciones?${new URLSearchParams(query)}`).set(bearer(token));

  /** Every page of a query, by place. */
  async function walk(token: string, query: Record<string, string>): Promise<ChampionshipView[][]> {
    const pages: ChampionshipView[][] = [];
    let despues: string | null = '';
    while (despues !== null) {
      const res = await ask(token, { ...query, ...(despues ? { despues } : {}) }).expect(200);
      const body = res.body as AdminChampionshipsAnswer;
      pages.push(body.data);
      despues = body.siguiente;
    }
    return pages;
  }

  it('pages every championship, the latest start first, with the same views as the whole list', async () => {
    const { admin, twins } = await league();
    const pages = await walk(admin.token, {});
    expect(pages.map((p) => p.length)).to.deep.equal([20, 6]);
    const whole = ((await t.api.request.get('/api/campeonatos?limite=50').expect(200)).body.data as ChampionshipView[]).sort((a, b) => (a.fechaInicio === b.fechaInicio ? (a.id < b.id ? 1 : -1) : a.fechaInicio < b.fechaInicio ? 1 : -1));
    expect(pages.flat()).to.deep.equal(whole);
    // Everyone's pages of the same list are the admin's, page for page.
    const everyone: ChampionshipView[][] = [];
    for (let despues: string | null = ''; despues !== null; ) {
      const body = (await t.api.request.get(`/api/campeonatos${despues ? `?despues=${despues}` : ''}`).expect(200)).body as { data: ChampionshipView[]; siguiente: string | null };
      everyone.push(body.data);
      despues = body.siguiente;
    }
    expect(everyone).to.deep.equal(pages);
    expect(pages[0].slice(0, 3).map((c) => c.nombreCampeonato)).to.deep.equal(['Fórmula Pacífico 2026', 'Copa Volcán GT3 2026', 'Carrera de las Estrellas']);
    const twinOrder = pages.flat().filter((c) => twins.includes(c.id)).map((c) => c.id);
    expect(twinOrder).to.deep.equal([...twins].sort().reverse());
    // Pages of 7 meet the same order.
    expect((await walk(admin.token, { limite: '7' })).flat()).to.deep.equal(whole);
  });

  it('searches the name, category, series and year as typed, accents and case aside, the same matches as the old filter', async () => {
    const { admin, gt3, formulas, alone } = await league();
    const ids = async (q: string, limite = '50') => ((await ask(admin.token, { q, limite }).expect(200)).body as AdminChampionshipsAnswer).data.map((c) => c.id);
    const whole = (await t.api.request.get('/api/campeonatos?limite=50').expect(200)).body.data as ChampionshipView[];
    for (const q of ['volcan', 'VOLCÁN', 'fórmula', 'gemela', 'ñandu', 'exhibicion', 'deport']) {
      const old = whole.filter((c) => matchesSearch(q, c.nombreCampeonato, c.categoria)).map((c) => c.id);
      expect([...(await ids(q))].sort(), q).to.deep.equal([...old].sort());
    }
    // A series' name: its editions, though their names do not hold it.
    expect(await ids('serie pacifico')).to.deep.equal([...formulas.keys()].sort((a, b) => b - a).map((y) => formulas.get(y)));
    // A year: the championships that start in it, and the editions of that season.
    expect(await ids('2025')).to.deep.equal([alone.id, formulas.get(2025), gt3.get(2025)]);
    // Wildcards are taken literally.
    expect(await ids('%')).to.deep.equal([]);
    expect(await ids('_')).to.deep.equal([]);
    // A search by pages: 5, then the rest, in order.
    const pages = await walk(admin.token, { q: 'volcan', limite: '5' });
    expect(pages.map((p) => p.length)).to.deep.equal([5, 5, 2]);
    expect(pages.flat().map((c) => c.id)).to.deep.equal([...gt3.keys()].sort((a, b) => b - a).map((y) => gt3.get(y)));
  });

  it('offers the pickers the current editions first, the matches of a search, and one championship by id', async () => {
    const { admin, gt3, formulas, alone, twins } = await league();
    // The current editions (each series' newest, every championship outside a series), the latest start first; then the newest past ones.
    const empty = (await options(admin.token, { limite: '7' }).expect(200)).body as ChampionshipOptionsAnswer;
    expect(empty.data.map((c) => c.id)).to.deep.equal([formulas.get(2026), gt3.get(2026), alone.id, ...[...twins].sort().reverse(), formulas.get(2025), gt3.get(2025)]);
    expect(empty.data.map((c) => c.vigente)).to.deep.equal([true, true, true, true, true, false, false]);
    expect(empty.data[0]).to.deep.equal({
      id: formulas.get(2026),
      nombreCampeonato: 'Fórmula Pacífico 2026',
      categoria: 'Deportivos',
      fechaInicio: '2026-04-01T00:00:00.000Z',
      fechaFin: '2026-11-30T00:00:00.000Z',
      precio: 1500,
      participantesRegistrados: 0,
      participantesMaximos: 20,
      vigente: true,
    });
    expect(((await options(admin.token).expect(200)).body as ChampionshipOptionsAnswer).data).to.have.length(20);
    expect(((await options(admin.token, { q: 'volcán 2019' }).expect(200)).body as ChampionshipOptionsAnswer).data.map((c) => c.id)).to.deep.equal([gt3.get(2019)]);
    expect(((await options(admin.token, { id: gt3.get(2015)! }).expect(200)).body as ChampionshipOptionsAnswer).data.map((c) => c.nombreCampeonato)).to.deep.equal(['Copa Volcán GT3 2015']);
  });

  it("names each championship's entrants in the order they entered, and the pickers count them", async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const full = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Llena', fechaInicio: '2026-05-01', fechaFin: '2026-06-01' });
    const one = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Sola', fechaInicio: '2026-04-01', fechaFin: '2026-06-01' });
    const empty = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Vacía', fechaInicio: '2026-03-15', fechaFin: '2026-06-01' });
    const drivers = await Promise.all(['Ana', 'Beto', 'Carla', 'Dora'].map((nombre) => createUser(t.context, { nombre })));
    const entry = (id: string, campeonatoId: string, userId: string, createdAt: string) => ({ id, campeonatoId, userId, origen: 'admin', createdAt });
    // Written out of order; two at the same instant, their ids break the tie.
    await t.context.knex('championship_enrolments').insert([
      entry('e-4', full.id, drivers[3]!.id, '2026-02-03T00:00:00.000Z'),
      entry('e-2', full.id, drivers[1]!.id, '2026-02-01T00:00:00.000Z'),
      entry('e-1', full.id, drivers[0]!.id, '2026-02-01T00:00:00.000Z'),
      entry('e-3', full.id, drivers[2]!.id, '2026-02-02T00:00:00.000Z'),
      entry('e-5', one.id, drivers[2]!.id, '2026-02-05T00:00:00.000Z'),
    ]);
    const page = ((await ask(admin.token).expect(200)).body as AdminChampionshipsAnswer).data;
    const shown = new Map(page.map((c) => [c.nombreCampeonato, [c.participantesRegistrados, c.participantes]]));
    expect(shown.get('Copa Llena')).to.deep.equal([4, [drivers[0]!.id, drivers[1]!.id, drivers[2]!.id, drivers[3]!.id]]);
    expect(shown.get('Copa Sola')).to.deep.equal([1, [drivers[2]!.id]]);
    expect(shown.get('Copa Vacía')).to.deep.equal([0, []]);
    const counted = ((await options(admin.token).expect(200)).body as ChampionshipOptionsAnswer).data;
    expect(new Map(counted.map((c) => [c.id, c.participantesRegistrados]))).to.deep.equal(new Map([[full.id, 4], [one.id, 1], [empty.id, 0]]));
    // Kept as bytes for the admins between writes: an entrant gone (here in SQL) is counted at once.
    await t.context.knex('championship_enrolments').where({ id: 'e-5' }).delete();
    const recounted = ((await options(admin.token).expect(200)).body as ChampionshipOptionsAnswer).data;
    expect(recounted.find((c) => c.id === one.id)?.participantesRegistrados).to.equal(0);
    expect(((await ask(admin.token).expect(200)).body as AdminChampionshipsAnswer).data.find((c) => c.id === one.id)?.participantes).to.deep.equal([]);
  });

  it('refuses a size out of 1 to 50 and a place no page gave with 400, and anyone but an admin', async () => {
    const { admin } = await league();
    for (const limite of ['0', '51', 'x']) {
      const res = await ask(admin.token, { limite }).expect(400);
      expect(res.body).to.include({ message: 'Se muestran de 1 a 50 campeonatos por página', code: 'VALIDATION_ERROR' });
      expect(res.body.errors).to.deep.equal({ limite: 'Se muestran de 1 a 50 campeonatos por página' });
    }
    expect((await options(admin.token, { limite: '51' }).expect(400)).body.message).to.equal('Se muestran de 1 a 50 campeonatos por página');
    const lost = await ask(admin.token, { despues: 'inventado' }).expect(400);
    expect(lost.body.message).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
    const driver = await createUser(t.context);
    await ask(driver.token).expect(403);
    await options(driver.token).expect(403);
    await t.api.request.get('/api/campeonatos/admin').expect(401);
    await t.api.request.get('/api/campeonatos/admin/opciones').expect(401);
    // The broadcast team picks a championship on its page, and reads nothing else of the admin's.
    const broadcaster = await createUser(t.context, { rol: 'transmision' });
    expect(((await options(broadcaster.token, { limite: '2' }).expect(200)).body as ChampionshipOptionsAnswer).data).to.have.length(2);
    await ask(broadcaster.token).expect(403);
  });
});
