import { expect } from 'chai';
import { IRACING_MSG, type SeasonSessionView } from '../../../src/contracts/iracing.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { FetchLapChart } from '../../../src/modules/iracing/application/fetch-lap-chart.use-case.js';
import { GetIracingStatus } from '../../../src/modules/iracing/application/iracing-status.use-case.js';
import { ListLeagueSeasons } from '../../../src/modules/iracing/application/league-seasons.use-case.js';
import { LEASE_MS } from '../../../src/modules/iracing/application/held-leases.js';
import { ListSeasonSessions } from '../../../src/modules/iracing/application/season-sessions.use-case.js';
import { inMaintenance } from '../../../src/modules/iracing/domain/iracing.errors.js';
import type { SeasonSession } from '../../../src/modules/iracing/domain/season-matching.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../../src/platform/errors.js';
import { FakeIracingApi, FakeResults, MemorySeasonChampionships, MemorySyncLedger, type MemoryChampionship } from '../../support/in-memory/iracing.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'piloto', rol: 'user', suspendido: false };
const MINUTE = 60_000;
const RACE_1 = new Date('2026-04-04T02:00:00.000Z');
const RACE_2 = new Date('2026-04-11T02:00:00.000Z');
const at = (base: Date, ms: number) => new Date(base.getTime() + ms).toISOString();

const copa = (over: Partial<MemoryChampionship> = {}): MemoryChampionship => ({
  id: 'copa',
  nombreCampeonato: 'Copa Bajío',
  iracingLigaId: 100,
  iracingTemporadaId: 200,
  carreras: [
    { id: 'carrera-1', circuito: 'Interlagos', inicio: RACE_1.toISOString(), estado: 'finalizada' },
    { id: 'carrera-2', circuito: 'Monza', inicio: RACE_2.toISOString(), estado: 'programada' },
  ],
  ...over,
});

const session = (subsessionId: number, launchAt: string, hasResults = true): SeasonSession => ({ subsessionId, launchAt, hasResults, track: `Pista ${subsessionId}` });


describe("A championship's iRacing season as its admin screen lists it", () => {
  function listing(championships: MemoryChampionship[] = [copa()]) {
    const api = new FakeIracingApi();
    const results = new FakeResults();
    const ledger = new MemorySyncLedger();
    const clock = new ManualClock(new Date(RACE_2.getTime() + 3 * 60 * MINUTE));
    const list = new ListSeasonSessions({ api, results, ledger, clock, championships: new MemorySeasonChampionships(championships) });
    return { api, results, ledger, list, clock };
  }

  it('shows each session imported (with its race, session and event), with results to import, held by a sync, waiting for results, without a race, or failed (with why), and counts them', async () => {
    const { api, results, ledger, list, clock } = listing();
    api.setSessions(100, 200, [
      session(1005, at(RACE_2, 10 * MINUTE)),
      session(1001, at(RACE_1, 5 * MINUTE)),
      session(1002, at(RACE_1, 60 * MINUTE)),
      session(1003, at(RACE_1, 120 * MINUTE), false),
      session(1004, at(RACE_1, 3 * 24 * 60 * MINUTE)),
      session(1006, at(RACE_2, 30 * MINUTE)),
    ]);
    // 1001 was imported by hand into the second race's third session.
    results.importedRows.push({ id: 'evento-9', subsessionId: 1001, carreraId: 'carrera-2', sesion: 3 });
    await ledger.recordSessionFailure(1005, 'copa', 'La sesión 1 de esa carrera ya tiene otro evento', RACE_2);
    // A sync holds 1006 for another 40 s; an ended lease on 1002 holds nothing.
    await ledger.claim('subsesion:1006', 'proceso-otro', new Date(clock.now().getTime() - 20_000), LEASE_MS);
    await ledger.claim('subsesion:1002', 'proceso-muerto', new Date(clock.now().getTime() - 2 * LEASE_MS), LEASE_MS);

    const answer = await list.execute(admin, 'copa');
    const view = (subsessionId: number, launchAt: string, rest: Partial<SeasonSessionView>): SeasonSessionView => ({
      subsessionId,
      lanzada: launchAt,
      pista: `Pista ${subsessionId}`,
      tieneResultados: true,
      estado: 'esperando',
      carreraId: null,
      circuito: null,
      sesion: null,
      eventoId: null,
      motivo: null,
      ocupadaHasta: null,
      ...rest,
    });
    expect(answer.sesiones).to.deep.equal([
      view(1001, at(RACE_1, 5 * MINUTE), { estado: 'importada', carreraId: 'carrera-2', circuito: 'Monza', sesion: 3, eventoId: 'evento-9' }),
      view(1002, at(RACE_1, 60 * MINUTE), { estado: 'por-importar', carreraId: 'carrera-1', circuito: 'Interlagos', sesion: 2 }),
      view(1003, at(RACE_1, 120 * MINUTE), { estado: 'esperando', tieneResultados: false, carreraId: 'carrera-1', circuito: 'Interlagos', sesion: 3 }),
      view(1004, at(RACE_1, 3 * 24 * 60 * MINUTE), { estado: 'sin-carrera' }),
      view(1005, at(RACE_2, 10 * MINUTE), { estado: 'fallida', carreraId: 'carrera-2', circuito: 'Monza', sesion: 1, motivo: 'La sesión 1 de esa carrera ya tiene otro evento' }),
      view(1006, at(RACE_2, 30 * MINUTE), { estado: 'en-curso', carreraId: 'carrera-2', circuito: 'Monza', sesion: 2, ocupadaHasta: new Date(clock.now().getTime() + 40_000).toISOString() }),
    ]);
    expect(answer.resumen).to.deep.equal({ importada: 1, 'por-importar': 1, 'en-curso': 1, esperando: 1, 'sin-carrera': 1, fallida: 1 });
    expect(answer.ocupadasHasta).to.equal(new Date(clock.now().getTime() + 40_000).toISOString());
    expect(answer).to.deep.include({ ligaId: 100, temporadaId: 200 });
    expect(answer.carreras).to.deep.equal([
      { id: 'carrera-1', circuito: 'Interlagos', inicio: RACE_1.toISOString() },
      { id: 'carrera-2', circuito: 'Monza', inicio: RACE_2.toISOString() },
    ]);
  });

  it('answers not found for a championship that does not exist, asking iRacing nothing', async () => {
    const { api, list } = listing();
    expect(await refusal(list.execute(admin, 'no-existe'))).to.be.instanceOf(NotFoundError);
    expect(api.calls).to.deep.equal([]);
  });

  it('refuses a championship without an iRacing league and season, asking iRacing nothing', async () => {
    const { api, list } = listing([copa({ iracingLigaId: null })]);
    const error = await refusal(list.execute(admin, 'copa'));
    expect(error).to.be.instanceOf(ConflictError);
    expect(error.message).to.equal(IRACING_MSG.championshipWithoutSeason);
    expect(api.calls).to.deep.equal([]);
  });

  it("lets iRacing's connection error through with its Spanish reason", async () => {
    const { api, list } = listing();
    api.fail('seasonSessions', inMaintenance());
    const error = await refusal(list.execute(admin, 'copa'));
    expect(error).to.be.instanceOf(ServiceUnavailableError);
    expect(error.message).to.equal(IRACING_MSG.maintenance);
  });

  it('refuses a driver who is not an admin, asking iRacing nothing', async () => {
    const { api, list } = listing();
    expect(await refusal(list.execute(driver, 'copa'))).to.be.instanceOf(ForbiddenError);
    expect(api.calls).to.deep.equal([]);
  });
});

describe("The seasons of an iRacing league, for the championship form", () => {
  function listing() {
    const api = new FakeIracingApi();
    api.seasons.set(77, [
      { id: 1, nombre: 'Temporada 1', activa: false },
      { id: 3, nombre: 'Temporada 3', activa: true },
      { id: 2, nombre: 'Temporada 2', activa: false },
      { id: 4, nombre: 'Temporada 4', activa: true },
    ]);
    return { api, list: new ListLeagueSeasons({ api }) };
  }

  it('lists the active seasons first, newest first within each group', async () => {
    const { list } = listing();
    const answer = await list.execute(admin, 77);
    expect(answer.temporadas.map((t) => [t.id, t.activa])).to.deep.equal([
      [4, true],
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('takes the league id as text, as a route parameter sends it', async () => {
    const { api, list } = listing();
    expect((await list.execute(admin, ' 77 ')).temporadas).to.have.length(4);
    expect(api.calls).to.deep.equal([{ method: 'leagueSeasons', args: [77] }]);
  });

  for (const bad of ['abc', '0', '-3', '1.5', 0]) {
    it(`refuses ${JSON.stringify(bad)} as a league id with its reason, asking iRacing nothing`, async () => {
      const { api, list } = listing();
      const error = await refusal(list.execute(admin, bad));
      expect(error).to.be.instanceOf(ValidationError);
      expect(error.message).to.equal(IRACING_MSG.leagueInvalid);
      expect(api.calls).to.deep.equal([]);
    });
  }

  it('refuses a driver who is not an admin, asking iRacing nothing', async () => {
    const { api, list } = listing();
    expect(await refusal(list.execute(driver, 77))).to.be.instanceOf(ForbiddenError);
    expect(api.calls).to.deep.equal([]);
  });
});

describe('Fetching the positions by lap of an imported event from iRacing', () => {
  const ROWS = [
    { group_id: 11, lap_number: 0, lap_position: 1 },
    { group_id: 11, lap_number: 1, lap_position: 1 },
  ];

  function fetching() {
    const api = new FakeIracingApi();
    api.lapCharts.set(70001234, ROWS);
    const results = new FakeResults();
    results.events.set('evento-1', 70001234);
    return { api, results, fetch: new FetchLapChart({ api, results }) };
  }

  it("stores the event's lap-chart rows through results and answers what results answers", async () => {
    const { api, results, fetch } = fetching();
    const answer = await fetch.execute(admin, 'evento-1');
    expect(api.calls).to.deep.equal([{ method: 'lapChart', args: [70001234] }]);
    expect(results.storedLapCharts).to.deep.equal([{ eventId: 'evento-1', rows: ROWS }]);
    expect(answer).to.deep.equal({ disponible: true, vueltas: 2, autos: [] });
  });

  it('answers not found for an unknown event, asking iRacing nothing', async () => {
    const { api, results, fetch } = fetching();
    expect(await refusal(fetch.execute(admin, 'no-existe'))).to.be.instanceOf(NotFoundError);
    expect(api.calls).to.deep.equal([]);
    expect(results.storedLapCharts).to.deep.equal([]);
  });

  it('answers not found, saying iRacing has no positions by lap, when iRacing answers 404, storing nothing', async () => {
    const { api, results, fetch } = fetching();
    api.lapCharts.delete(70001234);
    const error = await refusal(fetch.execute(admin, 'evento-1'));
    expect(error).to.be.instanceOf(NotFoundError);
    expect(error.message).to.equal(IRACING_MSG.noLapChartFromIracing);
    expect(results.storedLapCharts).to.deep.equal([]);
  });

  it('refuses an event that is no real iRacing session, asking iRacing nothing', async () => {
    const { api, results, fetch } = fetching();
    results.events.set('evento-editado', 0);
    const error = await refusal(fetch.execute(admin, 'evento-editado'));
    expect(error).to.be.instanceOf(ValidationError);
    expect(error.message).to.equal(IRACING_MSG.lapChartNotFromIracing);
    expect(api.calls).to.deep.equal([]);
  });

  it("lets iRacing's connection error through, storing nothing", async () => {
    const { api, results, fetch } = fetching();
    api.fail('lapChart', inMaintenance());
    expect((await refusal(fetch.execute(admin, 'evento-1'))).message).to.equal(IRACING_MSG.maintenance);
    expect(results.storedLapCharts).to.deep.equal([]);
  });

  it('refuses a driver who is not an admin, asking iRacing nothing and storing nothing', async () => {
    const { api, results, fetch } = fetching();
    expect(await refusal(fetch.execute(driver, 'evento-1'))).to.be.instanceOf(ForbiddenError);
    expect(api.calls).to.deep.equal([]);
    expect(results.storedLapCharts).to.deep.equal([]);
  });
});

describe("The dashboard's line about the iRacing sync", () => {
  async function status(configured = true) {
    const ledger = new MemorySyncLedger();
    const championships = new MemorySeasonChampionships([
      copa(),
      copa({ id: 'norte', nombreCampeonato: 'Copa Norte', iracingLigaId: 101 }),
      copa({ id: 'sur', nombreCampeonato: 'Copa Sur', iracingLigaId: 102 }),
      // Its league and season were removed after it failed: no longer shown.
      copa({ id: 'suelta', nombreCampeonato: 'Copa Suelta', iracingLigaId: null, iracingTemporadaId: null }),
    ]);
    await ledger.recordPass('norte', new Date('2026-04-05T08:00:00.000Z'), IRACING_MSG.rejected);
    await ledger.recordPass('norte', new Date('2026-04-05T11:00:00.000Z'), IRACING_MSG.rejected);
    await ledger.recordPass('copa', new Date('2026-04-05T11:45:00.000Z'), null);
    await ledger.recordPass('sur', new Date('2026-04-05T09:30:00.000Z'), IRACING_MSG.maintenance);
    await ledger.recordPass('suelta', new Date('2026-04-05T11:50:00.000Z'), IRACING_MSG.unreachable);
    return new GetIracingStatus({ ledger, championships, configured: async () => configured });
  }

  it("answers the newest pass's instant as the last sync", async () => {
    const answer = await (await status()).execute(admin);
    expect(answer.ultimaSincronizacion).to.equal('2026-04-05T11:50:00.000Z');
    expect(answer.configurado).to.be.true;
  });

  it('lists each linked championship whose sync is failing, with why and since when, the oldest failure first', async () => {
    const answer = await (await status()).execute(admin);
    expect(answer.fallos).to.deep.equal([
      { campeonatoId: 'norte', nombreCampeonato: 'Copa Norte', desde: '2026-04-05T08:00:00.000Z', motivo: IRACING_MSG.rejected },
      { campeonatoId: 'sur', nombreCampeonato: 'Copa Sur', desde: '2026-04-05T09:30:00.000Z', motivo: IRACING_MSG.maintenance },
    ]);
  });

  it('asks the championships only about the failing ones, never for every linked championship', async () => {
    const ledger = new MemorySyncLedger();
    const championships = new MemorySeasonChampionships([copa(), copa({ id: 'norte', nombreCampeonato: 'Copa Norte', iracingLigaId: 101 })]);
    championships.linked = () => Promise.reject(new Error('every linked championship read'));
    await ledger.recordPass('copa', new Date('2026-04-05T11:45:00.000Z'), null);
    await ledger.recordPass('norte', new Date('2026-04-05T08:00:00.000Z'), IRACING_MSG.rejected);
    const answer = await new GetIracingStatus({ ledger, championships, configured: async () => true }).execute(admin);
    expect(answer.fallos.map((f) => f.campeonatoId)).to.deep.equal(['norte']);
    expect(answer.ultimaSincronizacion).to.equal('2026-04-05T11:45:00.000Z');
    expect(championships.askedAmong).to.deep.equal([['norte']]);
  });

  it('says when iRacing is not configured, with no sync yet when nothing ran', async () => {
    const answer = await new GetIracingStatus({ ledger: new MemorySyncLedger(), championships: new MemorySeasonChampionships(), configured: async () => false }).execute(admin);
    expect(answer).to.deep.equal({ configurado: false, desactivado: false, ultimaSincronizacion: null, fallos: [] });
  });

  it('says when the league turned iRacing off as a processor', async () => {
    const answer = await new GetIracingStatus({ ledger: new MemorySyncLedger(), championships: new MemorySeasonChampionships(), configured: async () => true, iracing: { iracingOn: async () => false } }).execute(admin);
    expect(answer).to.deep.include({ configurado: true, desactivado: true });
  });

  it('refuses a driver who is not an admin', async () => {
    expect(await refusal((await status()).execute(driver))).to.be.instanceOf(ForbiddenError);
  });
});
