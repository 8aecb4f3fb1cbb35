import { expect } from 'chai';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { IRACING } from '../../../src/modules/iracing/index.js';
import { NOTIFICATIONS } from '../../../src/modules/notifications/index.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { STANDINGS } from '../../../src/modules/standings/index.js';
import { cliEnv, parrillaProcess, spawnParrilla } from '../../support/cli.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { fixtureBytes, inventedExport, needFixtures, rawFixture, row } from '../../support/iracing-exports.js';
import { count, createChampionship, postRace, raceFields } from '../championships/championship-fixtures.js';
import { bearer } from '../identity/identity-fixtures.js';
import { useIracingSite } from './iracing-fixtures.js';

const ADMIN: Actor = { id: 'test-admin', rol: 'admin', suspendido: false };
const HOUR = 3_600_000;
const LEAGUE = 5453;
const SEASON = 80478;

/** The real export of the first session of the fixtures' league season (its launch is the real one). */
const REAL = { subsessionId: 46557088, launch: '2022-06-19T19:00:55Z' };
/** Invented sessions of the same season: round 2 ran twice; round 3 has no results yet; one ran a week with no race. */
const ROUND2 = { subsessionId: 46681019, launch: '2022-06-26T19:00:03Z' };
const ROUND2_SECOND = { subsessionId: 46681020, launch: '2022-06-26T21:30:00Z' };
const ROUND3 = { subsessionId: 47067486, launch: '2022-07-03T19:00:35Z' };
const NO_RACE = { subsessionId: 49675743, launch: '2022-07-10T19:00:32Z' };

const NAMES: Record<number, string> = { 7001: 'Ana Pista', 7002: 'Beto Curva', 7003: 'Carla Recta', 7004: 'Diego Frenada' };

/** An invented race export of one session, run from `launch` for an hour, in `order` (customer ids). */
function inventedRound(subsessionId: number, launch: string, order: number[]) {
  const start = new Date(new Date(launch).getTime() + 60_000);
  return inventedExport({
    subsession_id: subsessionId,
    session_name: `Ronda ${subsessionId}`,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + HOUR).toISOString(),
    session_results: [
      {
        simsession_number: 0,
        simsession_type: 6,
        simsession_name: 'RACE',
        results: order.map((custId, i) => row({ cust_id: custId, display_name: NAMES[custId]!, finish_position: i, laps_complete: 20, incidents: i, best_lap_time: 900_000 + i * 1000 })),
      },
    ],
  });
}

/** Lap-chart rows of an invented race: each car's position at the end of laps 0..laps. */
function inventedLapChart(positions: Record<number, number[]>) {
  return Object.entries(positions).flatMap(([custId, laps]) =>
    laps.map((position, lap) => ({ group_id: Number(custId), cust_id: Number(custId), display_name: NAMES[Number(custId)], name: NAMES[Number(custId)], lap_number: lap, lap_position: position, car_number: custId.slice(-1), flags: 0, lap_time: -1 })),
  );
}

describeEachDatabase('iRacing: a league season kept in sync', (kind) => {
  const { t, stand, clock, warnings } = useIracingSite(kind);
  let admin: { token: string };
  let campeonatoId: string;
  let races: { r1: string; r2: string; r3: string };

  const files = {
    round2: inventedRound(ROUND2.subsessionId, ROUND2.launch, [7002, 7001, 7003]),
    round2Second: inventedRound(ROUND2_SECOND.subsessionId, ROUND2_SECOND.launch, [7001, 7003, 7002, 7004]),
  };

  beforeEach(async function () {
    needFixtures(this);
    stand.reset();
    clock.set(new Date());
    admin = await createUser(t.context, { rol: 'admin' });
    const championship = await createChampionship(t, admin.token, { fechaInicio: '2022-06-01', fechaFin: '2022-07-31', iracingLigaId: String(LEAGUE), iracingTemporadaId: String(SEASON) });
    campeonatoId = championship.id;
    const race = async (fechaInicio: string, circuito: string) => {
      const res = await postRace(t, admin.token, raceFields(campeonatoId, { fechaInicio, horaInicio: '14:00', circuito }));
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      return (res.body.data ?? res.body).id as string;
    };
    // 14:00 in Mexico City, which kept daylight saving in 2022: 19:00 UTC.
    races = { r1: await race('2022-06-19', 'Hockenheim'), r2: await race('2022-06-26', 'Long Beach'), r3: await race('2022-07-03', 'Fuji') };
    // The real answer of the season's sessions, with its sessions replaced by ours.
    const real = rawFixture('data-league-season-sessions.json');
    const template = real.sessions[0];
    const session = (s: { subsessionId: number; launch: string }, hasResults: boolean) => ({ ...template, subsession_id: s.subsessionId, launch_at: s.launch, has_results: hasResults });
    stand.seasonSessions.set(`${LEAGUE}:${SEASON}`, {
      ...real,
      league_id: LEAGUE,
      season_id: SEASON,
      sessions: [session(NO_RACE, true), session(ROUND2_SECOND, true), session(REAL, true), session(ROUND3, false), session(ROUND2, true)],
    });
    stand.results.set(REAL.subsessionId, rawFixture('league-hosted-single-class.json'));
    stand.results.set(ROUND2.subsessionId, files.round2);
    stand.results.set(ROUND2_SECOND.subsessionId, files.round2Second);
    stand.results.set(NO_RACE.subsessionId, inventedRound(NO_RACE.subsessionId, NO_RACE.launch, [7001]));
    // Three rows a chunk: the client must join the chunks in order.
    stand.setLapChart(ROUND2.subsessionId, inventedLapChart({ 7002: [2, 1, 1, 1], 7001: [1, 2, 2, 2], 7003: [3, 3, 3, 3] }), 3);
  });

  const sync = (body: Record<string, unknown> = { campeonatoId }) => t.api.request.post('/api/iracing/sincronizar').set(bearer(admin.token)).send(body);

  it("imports one of its sessions into one of its races from the championship's screen, and refuses a race of another championship in Spanish, importing nothing", async () => {
    const other = await createChampionship(t, admin.token, { nombreCampeonato: 'Otra Copa', fechaInicio: '2022-06-01', fechaFin: '2022-07-31' });
    const otherRace = await postRace(t, admin.token, raceFields(other.id, { fechaInicio: '2022-06-26', horaInicio: '14:00', circuito: 'Suzuka' }));
    const importInto = (championship: string, carreraId: string) =>
      t.api.request.post(`/api/iracing/campeonatos/${championship}/sesiones/${ROUND2.subsessionId}/importar`).set(bearer(admin.token)).send({ carreraId, sesion: 1 });
    const wrong = await importInto(campeonatoId, (otherRace.body.data ?? otherRace.body).id);
    expect(wrong.status).to.equal(400);
    expect(wrong.body.errors).to.deep.equal({ carreraId: 'Esa carrera no es de este campeonato' });
    expect(await linkedEvents()).to.deep.equal([]);
    const right = await importInto(campeonatoId, races.r2);
    expect(right.status, JSON.stringify(right.body)).to.equal(201);
    expect(await linkedEvents()).to.deep.equal([{ subsessionId: ROUND2.subsessionId, carreraId: races.r2, sesion: 1 }]);
  });

  async function linkedEvents() {
    const rows: Array<{ subsessionId: unknown; carreraId: string; sesion: unknown }> = await t.context.knex('result_events').select('subsessionId', 'carreraId', 'sesion').orderBy('subsessionId');
    return rows.map((r) => ({ subsessionId: Number(r.subsessionId), carreraId: r.carreraId, sesion: Number(r.sesion) }));
  }

  it("the scheduler's pass syncs the championship whose round ran within the last week, and not one whose rounds ran long ago", async () => {
    // Linked to a season the stand-in does not know: synced, it would show in the summary with its error.
    const old = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa 2021', fechaInicio: '2021-06-01', fechaFin: '2021-07-31', iracingLigaId: '9999', iracingTemporadaId: '1' });
    expect((await postRace(t, admin.token, raceFields(old.id, { fechaInicio: '2021-06-20', horaInicio: '14:00', circuito: 'Spa' }))).status).to.equal(201);
    // Three hours after round 2's start (14:00 in Mexico City, 19:00 UTC).
    clock.set(new Date('2022-06-26T22:00:00.000Z'));
    const summary = await t.context.container.get(IRACING.SyncJob).run(clock.now());
    expect(summary).to.match(/^1 campeonatos, [1-9]\d* sesiones importadas$/);
    expect((await linkedEvents()).map((e) => e.subsessionId)).to.include(ROUND2.subsessionId);
  });

  it('imports each session with results into the race it launched near, numbered in launch order, and leaves the others listed', async () => {
    const list = () => t.api.request.get(`/api/iracing/campeonatos/${campeonatoId}/sesiones`).set(bearer(admin.token));
    // Before the sync: the sessions with results are to import, not waiting for results.
    const before = await list();
    expect(before.status).to.equal(200);
    expect(before.body.resumen).to.deep.equal({ importada: 0, 'por-importar': 3, 'en-curso': 0, esperando: 1, 'sin-carrera': 1, fallida: 0 });
    expect(before.body.sesiones.find((s: { subsessionId: number }) => s.subsessionId === ROUND2.subsessionId).estado).to.equal('por-importar');
    const res = await sync();
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const [report] = res.body.campeonatos;
    expect(report.error).to.equal(null);
    expect(report.importadas.map((i: { subsessionId: number; carreraId: string; sesion: number }) => [i.subsessionId, i.carreraId, i.sesion])).to.deep.equal([
      [REAL.subsessionId, races.r1, 1],
      [ROUND2.subsessionId, races.r2, 1],
      [ROUND2_SECOND.subsessionId, races.r2, 2],
    ]);
    expect(report.estados).to.deep.equal({ importada: 3, 'por-importar': 0, 'en-curso': 0, esperando: 1, 'sin-carrera': 1, fallida: 0 });
    expect(await linkedEvents()).to.deep.equal([
      { subsessionId: REAL.subsessionId, carreraId: races.r1, sesion: 1 },
      { subsessionId: ROUND2.subsessionId, carreraId: races.r2, sesion: 1 },
      { subsessionId: ROUND2_SECOND.subsessionId, carreraId: races.r2, sesion: 2 },
    ]);
    // The real export's 27 drivers in its race, as a file upload stores them.
    const real = rawFixture('league-hosted-single-class.json');
    const realRace = real.session_results.find((s: { simsession_number: number }) => s.simsession_number === 0);
    const event = await t.api.request.get(`/api/events/${REAL.subsessionId}/phase-results/RACE`).set(bearer(admin.token));
    expect(event.status).to.equal(200);
    expect(event.body.results).to.have.length(realRace.results.length);

    const listed = await list();
    expect(listed.status).to.equal(200);
    // The list and the report count alike.
    expect(listed.body.resumen).to.deep.equal(report.estados);
    const states = Object.fromEntries(listed.body.sesiones.map((s: { subsessionId: number; estado: string; carreraId: string | null; sesion: number | null }) => [s.subsessionId, [s.estado, s.carreraId, s.sesion]]));
    expect(states).to.deep.equal({
      [REAL.subsessionId]: ['importada', races.r1, 1],
      [ROUND2.subsessionId]: ['importada', races.r2, 1],
      [ROUND2_SECOND.subsessionId]: ['importada', races.r2, 2],
      [ROUND3.subsessionId]: ['esperando', races.r3, 1],
      [NO_RACE.subsessionId]: ['sin-carrera', null, null],
    });

    const status = await t.api.request.get('/api/iracing/estado').set(bearer(admin.token));
    expect(status.body.configurado).to.equal(true);
    expect(status.body.ultimaSincronizacion).to.be.a('string');
    expect(status.body.fallos).to.deep.equal([]);
  });

  it('stores the positions by lap from the chunked lap chart, and the analyzer reads them', async () => {
    await sync();
    const res = await t.api.request.get(`/api/events/${ROUND2.subsessionId}/vueltas`);
    expect(res.status).to.equal(200);
    expect(res.body.disponible).to.equal(true);
    expect(res.body.vueltas).to.equal(3);
    // Ordered by the race's finish (7002 won), each car's position at the end of laps 0..3.
    expect(res.body.autos.map((a: { id: number; posicionFinal: number; posiciones: number[] }) => [a.id, a.posicionFinal, a.posiciones])).to.deep.equal([
      [7002, 1, [2, 1, 1, 1]],
      [7001, 2, [1, 2, 2, 2]],
      [7003, 3, [3, 3, 3, 3]],
    ]);
    // The links and the chunks were fetched from the storage host, never with the token.
    expect(stand.counts.storageCalls).to.be.greaterThan(3);
    expect(stand.counts.storageRefusedAuthorization).to.equal(0);
  });

  it("'Sincronizar' pressed five times at once on one server imports each session once and records no failure against any", async () => {
    const passes = await Promise.all(Array.from({ length: 5 }, () => sync()));
    expect(passes.map((p) => p.status)).to.deep.equal([200, 200, 200, 200, 200]);
    expect(passes.flatMap((p) => p.body.campeonatos[0].importadas.map((i: { subsessionId: number }) => i.subsessionId)).sort()).to.deep.equal([REAL.subsessionId, ROUND2.subsessionId, ROUND2_SECOND.subsessionId].sort());
    expect(await linkedEvents()).to.have.length(3);
    expect(await t.context.knex('iracing_session_failures').select('subsessionId', 'motivo')).to.deep.equal([]);
    for (const s of [REAL, ROUND2, ROUND2_SECOND]) expect(stand.fetchedCount('/data/results/get', s.subsessionId), String(s.subsessionId)).to.equal(1);
  });

  it('never fetches an imported session again', async () => {
    await sync();
    const fetchedBefore = stand.fetchedCount('/data/results/get', REAL.subsessionId);
    const again = await sync();
    expect(again.body.campeonatos[0].importadas).to.deep.equal([]);
    expect(fetchedBefore).to.equal(1);
    for (const s of [REAL, ROUND2, ROUND2_SECOND]) expect(stand.fetchedCount('/data/results/get', s.subsessionId), String(s.subsessionId)).to.equal(1);
    expect(await count(t.context, 'result_events')).to.equal(3);
  });

  it('gives the same standings as the same files imported by hand', async () => {
    await t.context.container.get(STANDINGS.SetScoringConfig).execute(ADMIN, campeonatoId, scoringPreset('f1'));
    await sync();
    const standings = () => t.context.container.get(STANDINGS.GetStandings).execute(ADMIN, campeonatoId, {});
    const synced = await standings();
    expect(JSON.stringify(synced)).to.include('Beto Curva');

    for (const id of (await t.context.knex('result_events').select('id')).map((r: { id: string }) => r.id)) await t.context.container.get(RESULTS.DeleteEvent).execute(ADMIN, id);
    expect(await count(t.context, 'result_events')).to.equal(0);
    const importer = t.context.container.get(RESULTS.ImportEventFile);
    await importer.execute(ADMIN, { bytes: fixtureBytes('league-hosted-single-class.json'), carreraId: races.r1, sesion: 1 });
    await importer.execute(ADMIN, { bytes: JSON.stringify(files.round2), carreraId: races.r2, sesion: 1 });
    await importer.execute(ADMIN, { bytes: JSON.stringify(files.round2Second), carreraId: races.r2, sesion: 2 });
    expect(await standings()).to.deep.equal(synced);
  });

  it('a maintenance stops the pass with its Spanish reason, stores nothing, and the dashboard shows it', async () => {
    stand.setMaintenance(true);
    const res = await sync();
    expect(res.status).to.equal(200);
    expect(res.body.campeonatos[0].error).to.equal('iRacing está en mantenimiento');
    expect(await count(t.context, 'result_events')).to.equal(0);
    const status = await t.api.request.get('/api/iracing/estado').set(bearer(admin.token));
    expect(status.body.fallos.map((f: { campeonatoId: string; motivo: string }) => [f.campeonatoId, f.motivo])).to.deep.equal([[campeonatoId, 'iRacing está en mantenimiento']]);
    stand.setMaintenance(false);
    expect((await sync()).body.campeonatos[0].importadas).to.have.length(3);
    expect((await t.api.request.get('/api/iracing/estado').set(bearer(admin.token))).body.fallos).to.deep.equal([]);
  });

  it('refused credentials, a dropped connection and a far rate limit each stop the pass with their reason and store nothing', async () => {
    stand.credentials.password = 'otra-contraseña';
    expect((await sync()).body.campeonatos[0].error).to.equal('iRacing rechazó las credenciales');
    stand.reset();
    stand.seasonSessions.set(`${LEAGUE}:${SEASON}`, { sessions: [] });
    stand.setDropping(true);
    expect((await sync()).body.campeonatos[0].error).to.equal('No se pudo conectar con iRacing');
    stand.setDropping(false);
    stand.fail({ status: 429, resetInSeconds: 3600 });
    expect((await sync()).body.campeonatos[0].error).to.match(/^iRacing pidió esperar \d+ s antes de otra consulta$/);
    expect(await count(t.context, 'result_events')).to.equal(0);
  });

  it('waits out a near rate limit and goes on', async () => {
    stand.fail({ status: 429, resetInSeconds: 1 });
    const res = await sync();
    expect(res.body.campeonatos[0].error).to.equal(null);
    expect(res.body.campeonatos[0].importadas).to.have.length(3);
  });

  it('a session that is not a result is recorded as failed with its reason and the others are imported', async () => {
    stand.results.set(ROUND2.subsessionId, { type: 'event_result', data: { nada: true } });
    const res = await sync();
    expect(res.body.campeonatos[0].importadas.map((i: { subsessionId: number }) => i.subsessionId)).to.deep.equal([REAL.subsessionId, ROUND2_SECOND.subsessionId]);
    const listed = await t.api.request.get(`/api/iracing/campeonatos/${campeonatoId}/sesiones`).set(bearer(admin.token));
    const failed = listed.body.sesiones.find((s: { subsessionId: number }) => s.subsessionId === ROUND2.subsessionId);
    expect(failed.estado).to.equal('fallida');
    expect(failed.motivo).to.be.a('string').and.not.equal('');
    expect((await linkedEvents()).map((e) => e.subsessionId)).to.deep.equal([REAL.subsessionId, ROUND2_SECOND.subsessionId]);
  });

  it('two processes syncing at once import each subsession exactly once', async function () {
    this.timeout(90_000);
    const env = { ...cliEnv(t.context.config.dataDir, kind), ...stand.env() };
    // The first results fetch waits until both processes have asked for the season's sessions.
    const hold = stand.holdAt('/data/results/get');
    const runs = [parrillaProcess(['iracing', 'sync', '--json'], env), parrillaProcess(['iracing', 'sync', '--json'], env)];
    await hold.reached;
    while (stand.fetchedCount('/data/league/season_sessions') < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    hold.release();
    const done = await Promise.all(runs);
    // A run that finished while the other still held sessions names them and exits 1; one that left nothing exits 0.
    for (const run of done) expect(run.code, run.stderr).to.equal(JSON.parse(run.stdout).campeonatos[0].estados['en-curso'] === 0 ? 0 : 1);
    expect(done.filter((run) => run.code === 0), 'the run that imported everything').to.not.have.length(0);
    for (const s of [REAL, ROUND2, ROUND2_SECOND]) expect(stand.fetchedCount('/data/results/get', s.subsessionId), String(s.subsessionId)).to.equal(1);
    expect(await linkedEvents()).to.have.length(3);
    const imported = done.flatMap((run) => JSON.parse(run.stdout).campeonatos[0].importadas.map((i: { subsessionId: number }) => i.subsessionId));
    expect(imported.sort()).to.deep.equal([REAL.subsessionId, ROUND2.subsessionId, ROUND2_SECOND.subsessionId].sort());
  });

  it('a process killed mid-sync leaves no partial event; the next sync names what the dead run holds and exits 1, and imports the rest a minute later', async function () {
    this.timeout(120_000);
    const env = { ...cliEnv(t.context.config.dataDir, kind), ...stand.env() };
    const entriesOfReal = async () => Number((await t.context.knex('result_entries').join('result_events', 'result_events.id', 'result_entries.eventId').where('result_events.subsessionId', REAL.subsessionId).count({ n: '*' }))[0]!.n);
    const hold = stand.holdAt(`lap_chart_data?subsession_id=${ROUND2.subsessionId}`);
    const run = spawnParrilla(['iracing', 'sync'], env);
    await hold.reached;
    // Round 2 is fetched ahead while round 1 is imported: stop the process once round 1 is stored, round 2 still in flight.
    for (let i = 0; i < 200 && (await linkedEvents()).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    run.child.kill('SIGKILL');
    const ended = await run.exited;
    hold.release();
    expect(ended.signal).to.equal('SIGKILL');
    // Round 1 went through whole; round 2 was being fetched: nothing of it is stored.
    expect((await linkedEvents()).map((e) => e.subsessionId)).to.deep.equal([REAL.subsessionId]);
    const fullRealEntries = await entriesOfReal();
    expect(fullRealEntries).to.be.greaterThan(27);

    // The next sync, at once: it says which sessions the dead run still holds and until when, and exits 1.
    const next = await parrillaProcess(['iracing', 'sync'], env);
    expect(next.code, next.stdout + next.stderr).to.equal(1);
    expect(next.stdout).to.match(/: 0 importadas ahora; en la temporada: 1 importada, 2 en otra sincronización hasta las \d\d:\d\d, 1 esperando resultados, 1 sin carrera/);
    expect(next.stderr).to.match(/2 sesiones con resultados quedaron sin importar: las tiene otra sincronización hasta las \d\d:\d\d/);
    const asJson = await parrillaProcess(['iracing', 'sync', '--json'], env);
    expect(asJson.code, asJson.stderr).to.equal(1);
    const held = JSON.parse(asJson.stdout).campeonatos[0];
    expect(held.importadas).to.deep.equal([]);
    expect(held.estados['en-curso']).to.equal(2);
    // A dead run's leases end within about a minute of its last heartbeat.
    expect(new Date(held.ocupadasHasta).getTime() - Date.now()).to.be.within(0, 61_000);
    expect(await linkedEvents()).to.have.length(1);

    // A minute later the leases are over: the next sync imports the rest, once.
    clock.set(new Date(new Date(held.ocupadasHasta).getTime() + 1000));
    const res = await sync();
    expect(res.body.campeonatos[0], warnings().join('\n')).to.deep.include({ ocupadasHasta: null, error: null });
    expect(res.body.campeonatos[0].estados['en-curso']).to.equal(0);
    expect(res.body.campeonatos[0].importadas.map((i: { subsessionId: number }) => i.subsessionId)).to.deep.equal([ROUND2.subsessionId, ROUND2_SECOND.subsessionId]);
    expect(stand.fetchedCount('/data/results/get', REAL.subsessionId)).to.equal(1);
    expect(stand.fetchedCount('/data/results/get', ROUND2.subsessionId)).to.equal(2);
    expect(await entriesOfReal()).to.equal(fullRealEntries);
  });

  it('announces synced results on Discord as it announces uploaded ones', async () => {
    const webhook = `https://discord.com/api/webhooks/100000000000000002/resultados_${'x'.repeat(40)}`;
    expect((await t.api.request.put('/api/ajustes/discord').set(bearer(admin.token)).send({ resultados: webhook })).status).to.equal(200);
    const announce = () => t.context.container.get(NOTIFICATIONS.AnnounceNewsJob).run(clock.now());
    await announce();
    await sync();
    await announce();
    const rows: Array<{ clave: string; canal: string; status: string }> = await t.context.knex('discord_outbox').where({ canal: 'resultados' }).select('clave', 'canal', 'status').orderBy('clave');
    expect(rows).to.deep.equal(
      [REAL, ROUND2, ROUND2_SECOND].map((s) => ({ clave: `resultados:${s.subsessionId}`, canal: 'resultados', status: 'pendiente' })).sort((a, b) => a.clave.localeCompare(b.clave)),
    );
  });

  it('only admins may sync or list a season', async () => {
    const driver = await createUser(t.context);
    expect((await t.api.request.post('/api/iracing/sincronizar').set(bearer(driver.token)).send({ campeonatoId })).status).to.equal(403);
    expect((await t.api.request.get(`/api/iracing/campeonatos/${campeonatoId}/sesiones`).set(bearer(driver.token))).status).to.equal(403);
    expect((await t.api.request.post('/api/iracing/sincronizar').send({})).status).to.equal(401);
    expect(stand.counts.dataCalls).to.equal(0);
    expect(await count(t.context, 'result_events')).to.equal(0);
  });
});
