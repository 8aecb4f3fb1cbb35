import { expect } from 'chai';
import { RESULTS_MESSAGES } from '../../../src/contracts/results.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { AnalyzeEvent } from '../../../src/modules/results/application/analyze-event.use-case.js';
import { DeleteEvent } from '../../../src/modules/results/application/delete-event.use-case.js';
import { ExportEvent } from '../../../src/modules/results/application/export-event.use-case.js';
import { GetEvent } from '../../../src/modules/results/application/get-event.use-case.js';
import { GetLapChart } from '../../../src/modules/results/application/get-lap-chart.use-case.js';
import { GetPodium } from '../../../src/modules/results/application/get-podium.use-case.js';
import { ImportEventFile } from '../../../src/modules/results/application/import-event-file.use-case.js';
import { ListEvents } from '../../../src/modules/results/application/list-events.use-case.js';
import { NextPublication } from '../../../src/modules/results/application/next-publication.use-case.js';
import { StoreLapChart } from '../../../src/modules/results/application/store-lap-chart.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError } from '../../../src/platform/errors.js';
import { endedRace, row } from '../../support/iracing-exports.js';
import { MemoryBestLaps, MemoryRaceDirectory, MemoryResultEvents } from '../../support/in-memory/results.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };
const HOUR = 3_600_000;
const NOT_FOUND = 'Evento no encontrado';

const drivers = [
  row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 20, incidents: 2, best_lap_time: 905_1234 }),
  row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 20, incidents: 4, best_lap_time: 904_0000 }),
];
const lapRows = [
  { group_id: 1, lap_number: 0, lap_position: 2, display_name: 'Ana Pista', car_number: '1' },
  { group_id: 2, lap_number: 0, lap_position: 1, display_name: 'Beto Curva', car_number: '2' },
  { group_id: 1, lap_number: 1, lap_position: 1, display_name: 'Ana Pista', car_number: '1' },
  { group_id: 2, lap_number: 1, lap_position: 2, display_name: 'Beto Curva', car_number: '2' },
];

function results() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const events = new MemoryResultEvents();
  const bestLaps = new MemoryBestLaps();
  const { audit, log } = memoryAudit(clock);
  const deps = { events, races: new MemoryRaceDirectory(['carrera-1']), closedSeasons: { assertRacesOpen: async () => undefined }, bestLaps, tx: new MemoryTransactions(events, bestLaps, log), clock, newId: sequentialIds('r'), audit };
  /** An export of a race that ended `endedAgoMs` ago. */
  const file = (endedAgoMs: number, overrides: Record<string, unknown> = {}) => JSON.stringify(endedRace(clock.now(), endedAgoMs, drivers, overrides));
  return {
    clock,
    events,
    bestLaps,
    log,
    file,
    importFile: new ImportEventFile(deps),
    remove: new DeleteEvent(deps),
    exportEvent: new ExportEvent(deps),
    get: new GetEvent(deps),
    list: new ListEvents(deps),
    analyze: new AnalyzeEvent(deps),
    lapChart: new GetLapChart(deps),
    storeLapChart: new StoreLapChart(deps),
    podium: new GetPodium(deps),
    nextPublication: new NextPublication(deps),
  };
}

describe('Result use cases over memory', () => {
  it('an administrator imports an export; importing it again replaces it and keeps its id, link and lap chart', async () => {
    const r = results();
    const first = await r.importFile.execute(admin, { bytes: r.file(2 * HOUR), carreraId: 'carrera-1', lapChart: lapRows });
    expect(first.replaced).to.equal(false);
    expect(first.event).to.include({ subsession_id: 90000001, carreraId: 'carrera-1', sesion: 1, published: true });
    const again = await r.importFile.execute(admin, { bytes: r.file(2 * HOUR) });
    expect(again).to.deep.include({ replaced: true });
    expect(again.event).to.include({ id: first.event.id, carreraId: 'carrera-1', sesion: 1 });
    expect((await r.lapChart.execute(null, first.event.id)).autos.map((a) => a.posiciones)).to.deep.equal([[2, 1], [1, 2]]);
    expect(r.events.t.events).to.have.length(1);
  });

  it('tells track records, in the import’s transaction, each driver’s best lap per car of qualifying and race; a re-import replaces them, a deletion removes them', async () => {
    const r = results();
    const sessions = (anaQualifying: number) => ({
      session_results: [
        { simsession_number: -2, simsession_type: 3, simsession_name: 'PRACTICE', results: [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 5, incidents: 0, best_lap_time: 890_0000 })] },
        { simsession_number: -1, simsession_type: 4, simsession_name: 'QUALIFY', results: [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 5, incidents: 0, best_lap_time: anaQualifying }), row({ cust_id: 3, display_name: 'Sin Vuelta', finish_position: 1, laps_complete: 0, incidents: 0 })] },
        { simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: drivers },
      ],
    });
    const file = (anaQualifying: number) => JSON.stringify({ ...endedRace(r.clock.now(), 2 * HOUR, drivers), ...sessions(anaQualifying) });
    const { event } = await r.importFile.execute(admin, { bytes: file(903_0000) });
    const told = () => (r.bestLaps.byEvent.get(event.id) ?? []).map((l) => [l.custId, l.displayName, l.carName, l.bestLapTime, l.subsessionId]);
    expect([...r.bestLaps.byEvent.keys()]).to.deep.equal([event.id]);
    // Ana's practice lap does not count; her qualifying one beats her race one; a driver without a lap is left out.
    expect(told()).to.deep.equal([
      [1, 'Ana Pista', 'Coche Inventado', 903_000, 90000001],
      [2, 'Beto Curva', 'Coche Inventado', 904_000, 90000001],
    ]);
    await r.importFile.execute(admin, { bytes: file(906_0000) });
    expect(told()).to.deep.equal([
      [1, 'Ana Pista', 'Coche Inventado', 905_123.4, 90000001],
      [2, 'Beto Curva', 'Coche Inventado', 904_000, 90000001],
    ]);
    await r.remove.execute(admin, event.id);
    expect([...r.bestLaps.byEvent.keys()]).to.deep.equal([]);
  });

  it('refuses drivers, unknown races, a session without a race and a session another event holds, storing nothing', async () => {
    const r = results();
    expect((await refusal(r.importFile.execute(driver, { bytes: r.file(HOUR) }))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(r.importFile.execute(admin, { bytes: r.file(HOUR), carreraId: 'nada' }))).errors).to.deep.equal({ carreraId: 'No existe una carrera con ese id' });
    expect((await refusal(r.importFile.execute(admin, { bytes: r.file(HOUR), sesion: '2' }))).errors).to.deep.equal({ sesion: RESULTS_MESSAGES.sesionWithoutRace });
    expect((await refusal(r.importFile.execute(admin, { bytes: '{"no":"es un resultado"}' }))).code).to.equal('VALIDATION_ERROR');
    await r.importFile.execute(admin, { bytes: r.file(HOUR), carreraId: 'carrera-1', sesion: '2' });
    const taken = await refusal(r.importFile.execute(admin, { bytes: r.file(HOUR, { subsession_id: 90000002 }), carreraId: 'carrera-1', sesion: '2' }));
    expect(taken.code).to.equal('RESULT_SESSION_TAKEN');
    expect(taken.message).to.match(/^La sesión 2 de esa carrera ya tiene resultados: el evento 90000001/);
    expect(r.events.t.events.map((e) => e.subsessionId)).to.deep.equal([90000001]);
  });

  it('checks, before any file is at hand, what an import into a race and session would refuse, by the same rules', async () => {
    const r = results();
    expect((await refusal(r.importFile.check(driver, { subsessionId: 90000002 }))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(r.importFile.check(admin, { subsessionId: 90000002, carreraId: 'nada' }))).errors).to.deep.equal({ carreraId: 'No existe una carrera con ese id' });
    expect((await refusal(r.importFile.check(admin, { subsessionId: 90000002, sesion: '2' }))).errors).to.deep.equal({ sesion: RESULTS_MESSAGES.sesionWithoutRace });
    expect((await refusal(r.importFile.check(admin, { subsessionId: 90000002, carreraId: 'carrera-1', sesion: '9' }))).code).to.equal('VALIDATION_ERROR');
    await r.importFile.execute(admin, { bytes: r.file(HOUR), carreraId: 'carrera-1', sesion: '2' });
    const taken = await refusal(r.importFile.check(admin, { subsessionId: 90000002, carreraId: 'carrera-1', sesion: '2' }));
    expect(taken.code).to.equal('RESULT_SESSION_TAKEN');
    expect(taken.message).to.match(/^La sesión 2 de esa carrera ya tiene resultados: el evento 90000001/);
    // The event holding it may be imported again into its own session; another session is free.
    await r.importFile.check(admin, { subsessionId: 90000001, carreraId: 'carrera-1', sesion: '2' });
    await r.importFile.check(admin, { subsessionId: 90000002, carreraId: 'carrera-1', sesion: '3' });
    // A race in a closed season is refused as the import refuses it.
    const closed = { ...r, importFile: new ImportEventFile({ events: r.events, races: new MemoryRaceDirectory(['carrera-1']), closedSeasons: { assertRacesOpen: async (ids: ReadonlyArray<string | null | undefined>) => { if (ids.includes('carrera-1')) throw new ConflictError('SEASON_CLOSED', 'La temporada está cerrada'); } }, bestLaps: r.bestLaps, tx: new MemoryTransactions(r.events), clock: r.clock, newId: sequentialIds('x'), audit: memoryAudit().audit }) };
    expect((await refusal(closed.importFile.check(admin, { subsessionId: 90000003, carreraId: 'carrera-1' }))).code).to.equal('SEASON_CLOSED');
    expect(r.events.t.events.map((e) => e.subsessionId)).to.deep.equal([90000001]);
  });

  it('an event is hidden from everybody but administrators until an hour after it ends', async () => {
    const r = results();
    const { event } = await r.importFile.execute(admin, { bytes: r.file(30 * 60_000) });
    expect((await r.list.page(null, {})).events.map((e) => e.id)).to.deep.equal([]);
    expect((await r.list.page(admin, {})).events.map((e) => e.id)).to.deep.equal([event.id]);
    for (const work of [r.get.execute(driver, event.id), r.analyze.execute(null, event.subsession_id, 'bestlaps'), r.lapChart.execute(driver, event.id)]) {
      expect((await refusal(work)).message).to.equal(NOT_FOUND);
    }
    expect(await r.podium.execute()).to.deep.equal({ event: null, classes: [] });
    expect(await r.nextPublication.execute()).to.deep.equal(new Date(event.published_at));
    r.clock.advance(30 * 60_000);
    expect((await r.get.execute(driver, event.id)).id).to.equal(event.id);
    expect((await r.podium.execute()).event?.id).to.equal(event.id);
    expect(await r.nextPublication.execute()).to.equal(null);
  });

  it('lists events a page at a time by place, the latest start first, with no gap or repeat; visitors see only published ones', async () => {
    const r = results();
    // Seven events, two of them starting at the same instant (the higher subsession first), the newest unpublished.
    const ago = [50, 40, 30, 30, 20, 10, 0.5].map((h) => h * HOUR);
    for (const [i, endedAgo] of ago.entries()) await r.importFile.execute(admin, { bytes: r.file(endedAgo, { subsession_id: 90000001 + i }) });
    const all = async (viewer: Actor | null, limite: number) => {
      const pages: number[][] = [];
      let desde: string | undefined;
      do {
        const page = await r.list.page(viewer, { limite: String(limite), desde });
        pages.push(page.events.map((e) => e.subsession_id));
        desde = page.siguiente ?? undefined;
      } while (desde !== undefined && pages.length < 10);
      return pages;
    };
    expect(await all(admin, 3)).to.deep.equal([[90000007, 90000006, 90000005], [90000004, 90000003, 90000002], [90000001]]);
    expect(await all(null, 2)).to.deep.equal([[90000006, 90000005], [90000004, 90000003], [90000002, 90000001]]);
    expect(await all(driver, 6)).to.deep.equal([[90000006, 90000005, 90000004, 90000003, 90000002, 90000001]]);
    // 30 when no size is said.
    expect((await r.list.page(admin, {})).events.map((e) => e.subsession_id)).to.deep.equal([90000007, 90000006, 90000005, 90000004, 90000003, 90000002, 90000001]);
    expect((await r.list.page(admin, {})).siguiente).to.equal(null);
  });

  it("lists the events of the races asked in the list's order, published ones only for visitors, and refuses more than 500 races", async () => {
    const r = results();
    // Three sessions of one race (the last one not yet published) and an event of no race.
    const ago = [50, 40, 30, 0.5].map((h) => h * HOUR);
    const sessions = ['1', null, '2', '3'];
    for (const [i, endedAgo] of ago.entries()) {
      const sesion = sessions[i];
      await r.importFile.execute(admin, { bytes: r.file(endedAgo, { subsession_id: 90000001 + i }), ...(sesion ? { carreraId: 'carrera-1', sesion } : {}) });
    }
    expect((await r.list.ofRaces(admin, ['carrera-1'])).map((e) => e.subsession_id)).to.deep.equal([90000004, 90000003, 90000001]);
    expect((await r.list.ofRaces(null, ['otra', 'carrera-1', 'carrera-1'])).map((e) => e.subsession_id)).to.deep.equal([90000003, 90000001]);
    expect(await r.list.ofRaces(null, ['otra', ''])).to.deep.equal([]);
    const many = Array.from({ length: 501 }, (_, i) => `c${i}`);
    expect((await refusal(r.list.ofRaces(null, many))).errors).to.deep.equal({ carreras: 'Se piden como máximo 500 carreras a la vez' });
    expect(await r.list.ofRaces(null, many.slice(0, 500))).to.deep.equal([]);
  });

  it('refuses a page size out of bounds and a place no page gave, in Spanish', async () => {
    const r = results();
    for (const limite of ['0', '101', 'muchos', '2.5', ['1', '2']]) {
      expect((await refusal(r.list.page(null, { limite }))).errors).to.deep.equal({ limite: 'Se muestran de 1 a 100 eventos por página' });
    }
    const lost = { desde: 'La página pedida no es válida: vuelve al inicio de la lista' };
    const place = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const desde of ['???', place(['ayer', 1]), place(['2026-04-01T10:00:00.000Z', -1]), place({ a: 1 }), place(['2026-04-01T10:00:00.000Z'])]) {
      expect((await refusal(r.list.page(null, { desde }))).errors).to.deep.equal(lost);
    }
    expect((await r.list.page(null, { limite: '100', desde: place(['2026-04-01T10:00:00.000Z', 90000001]) })).events).to.deep.equal([]);
  });

  it('names the event imported last, published or not for administrators', async () => {
    const r = results();
    expect(await r.list.lastImported(admin)).to.equal(null);
    await r.importFile.execute(admin, { bytes: r.file(2 * HOUR, { subsession_id: 90000002 }) });
    r.clock.advance(60_000);
    // Imported later, though it raced earlier; not yet public.
    const later = await r.importFile.execute(admin, { bytes: r.file(30 * 60_000 + 60_000, { subsession_id: 90000001 }) });
    expect((await r.list.lastImported(admin))?.subsession_id).to.equal(later.event.subsession_id);
    expect((await r.list.lastImported(null))?.subsession_id).to.equal(90000002);
  });

  it('analyses answer by subsession id, and a missing parameter is refused naming it before the event is read', async () => {
    const r = results();
    await r.importFile.execute(admin, { bytes: r.file(2 * HOUR) });
    const best = (await r.analyze.execute(null, '90000001', 'bestlaps')) as { data: Array<{ cust_id: number }> };
    expect(best.data.map((d) => d.cust_id)).to.deep.equal([2, 1]);
    expect((await refusal(r.analyze.execute(null, 'nada', 'phase-results'))).errors).to.deep.equal({ phase: RESULTS_MESSAGES.phaseRequired });
    expect((await refusal(r.analyze.execute(null, 1, 'driver-performance'))).errors).to.deep.equal({ custId: RESULTS_MESSAGES.customerRequired });
    expect((await refusal(r.analyze.execute(null, 1, 'class-standings'))).errors).to.deep.equal({ carClassId: RESULTS_MESSAGES.carClassRequired });
    expect((await refusal(r.analyze.execute(null, 1, 'bestlaps'))).message).to.equal(NOT_FOUND);
  });

  it('exports and removals are for administrators; an unknown format is refused by name', async () => {
    const r = results();
    const { event } = await r.importFile.execute(admin, { bytes: r.file(2 * HOUR) });
    const csv = await r.exportEvent.execute(admin, event.id, 'CSV');
    expect(csv.fileName).to.equal('resultados-90000001.csv');
    expect(csv.body.split('\n')[0]).to.match(/^fase,position,/);
    expect(JSON.parse((await r.exportEvent.execute(admin, event.id, undefined)).body).phases).to.have.length(1);
    expect((await refusal(r.exportEvent.execute(admin, event.id, 'xml'))).errors).to.deep.equal({ format: 'El formato debe ser csv o json' });
    expect((await refusal(r.exportEvent.execute(driver, event.id, 'csv'))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(r.remove.execute(driver, event.id))).code).to.equal('ADMIN_ONLY');
    expect(await r.remove.execute(admin, '90000001')).to.deep.equal({ subsession_id: 90000001 });
    expect((await refusal(r.remove.execute(admin, '90000001'))).message).to.equal(NOT_FOUND);
    const recorded = r.log.entries.filter((e) => e.accion.startsWith('resultados.'));
    expect(recorded.map((e) => [e.accion, e.actorId, e.objetoNombre?.split(' ')[0]])).to.include.deep.members([
      ['resultados.importados', 'admin-1', '90000001'],
      ['resultados.eliminados', 'admin-1', '90000001'],
    ]);
    expect(recorded.filter((e) => e.accion === 'resultados.eliminados'), 'the refused second deletion records nothing').to.have.length(1);
    expect(r.events.t.entries).to.deep.equal([]);
  });

  it('a lap chart fetched later replaces the stored one; it is for administrators and must be a lap chart', async () => {
    const r = results();
    const { event } = await r.importFile.execute(admin, { bytes: r.file(2 * HOUR) });
    expect((await r.lapChart.execute(null, event.id)).disponible).to.equal(false);
    expect((await refusal(r.storeLapChart.execute(driver, event.id, lapRows))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(r.storeLapChart.execute(admin, event.id, []))).code).to.equal('VALIDATION_ERROR');
    expect((await refusal(r.storeLapChart.execute(admin, 'nada', lapRows))).message).to.equal(NOT_FOUND);
    const stored = await r.storeLapChart.execute(admin, event.id, lapRows);
    expect(stored).to.include({ disponible: true, vueltas: 1 });
    expect(stored.autos.map((a) => [a.nombre, a.posicionFinal])).to.deep.equal([['Ana Pista', 1], ['Beto Curva', 2]]);
    // Recorded once, the refusals not at all: how many cars and laps the chart held before and after.
    expect(r.log.entries.filter((e) => e.accion === 'resultados.vueltas-importadas').map((e) => [e.actorId, e.objetoId, e.cambios])).to.deep.equal([
      [
        'admin-1',
        event.id,
        [
          { campo: 'autos', antes: 0, despues: 2 },
          { campo: 'vueltas', antes: 0, despues: 1 },
        ],
      ],
    ]);
  });
});
