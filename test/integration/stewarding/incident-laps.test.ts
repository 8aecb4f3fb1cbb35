import { expect } from 'chai';
import { REPORT_MSG } from '../../../src/contracts/stewarding.messages.js';
import type { IncidentLapsAnswer } from '../../../src/contracts/stewarding.views.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { endedRace, fixtureBytes, needFixtures, rawFixture, row } from '../../support/iracing-exports.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, bearer, count, league, postReport, queuedMails, reportFields, type League } from './stewarding-fixtures.js';

type ChartRow = { group_id: number; lap_number: number; lap_time: number; session_time: number; lap_position: number };

/** `mm:ss` or `h:mm:ss`, written here independently of the product's formatter. */
const clockText = (s: number) => (s >= 3600 ? `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}` : `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`);

describeEachDatabase("Reports stewards can judge: the incident's session time, corner and timestamped videos, and both drivers' laps around it", (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  let carla: Awaited<ReturnType<typeof createUser>>;

  beforeEach(async () => {
    clock.set(BEFORE_RACE);
    l = await league(t);
    carla = await createUser(t.context, { nombre: 'Carla', apellido: 'Comisaria', rol: 'comisario' });
    await t.api.request.post('/api/reportes/comisarios').set(bearer(l.admin.token)).send({ campeonato: l.campeonatoId, comisario: carla.id }).expect(201);
    clock.set(AFTER_RACE);
  });

  /** Imports a result into the league's race (scored session 1) with these lap-chart rows, as the iRacing sync does. */
  async function importWithLapChart(result: Buffer | string, lapChart: unknown[]) {
    await t.context.container.get(RESULTS.ImportEventFile).execute({ id: l.admin.id, rol: 'admin', suspendido: false }, { bytes: result, carreraId: l.carreraId, sesion: 1, lapChart });
  }

  const lapsOf = async (reportId: string, token = carla.token) => {
    const res = await t.api.request.get(`/api/reportes/${reportId}/vueltas`).set(bearer(token));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as IncidentLapsAnswer;
  };

  it('files the session time, the corner and timestamped links, and the steward reads when and where, with each video opening at its second', async () => {
    const res = await postReport(t, l.ana.token, reportFields(l, { tiempoSesion: '1:02:03', curva: 'Curva 1 (Peraltada)' }), [], ['https://youtu.be/M7lc1UVf-VE?t=12m34s', 'https://www.twitch.tv/videos/123456789?t=1h2m3s']);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const view = (await t.api.request.get(`/api/reportes/${res.body._id}`).set(bearer(carla.token)).expect(200)).body;
    expect(view).to.include({ tiempoSesion: '1:02:03', segundoSesion: 3723, curva: 'Curva 1 (Peraltada)' });
    expect(view.videos.map((v: { plataforma: string; inicio: number; verDesde: string }) => [v.plataforma, v.inicio, v.verDesde])).to.deep.equal([
      ['youtube', 754, 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=754s'],
      ['twitch', 3723, 'https://www.twitch.tv/videos/123456789?t=1h2m3s'],
    ]);
    const mine = (await t.api.request.get('/api/reportes/mis-reportes').set(bearer(l.ana.token)).expect(200)).body;
    expect(mine.presentados[0]).to.include({ tiempoSesion: '1:02:03', curva: 'Curva 1 (Peraltada)' });
  });

  it('refuses a wrong session time, a long corner and a link without its moment with Spanish 400s naming each field, and stores nothing', async () => {
    const res = await postReport(t, l.ana.token, reportFields(l, { tiempoSesion: '75:00', curva: 'x'.repeat(61) }), [], ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://vimeo.com/1?t=5', 'https://youtu.be/M7lc1UVf-VE?t=ayer']);
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.deep.equal({
      tiempoSesion: REPORT_MSG.sessionTimeInvalid,
      curva: REPORT_MSG.cornerTooLong,
      'videos.0': REPORT_MSG.videoNoTime,
      'videos.1': REPORT_MSG.videoNotYoutubeOrTwitch,
      'videos.2': REPORT_MSG.videoBadTime,
    });
    expect(await count(t.context, 'reports')).to.equal(0);
    expect(await queuedMails(t.context)).to.deep.equal([]);
  });

  it("shows both drivers' laps around the incident from iRacing's real lap chart: the lap in progress at that session time and two either side", async function () {
    needFixtures(this);
    const rows: ChartRow[] = rawFixture('lap-chart-chunk-0.json');
    // Ana and Beto are two drivers of the real chart: the winner and the car that started second.
    const [first, second] = [rows.find((r) => r.lap_number === 0 && r.lap_position === 1)!.group_id, rows.find((r) => r.lap_number === 0 && r.lap_position === 2)!.group_id];
    await t.context.knex('users').where({ id: l.ana.id }).update({ iracingId: first });
    await t.context.knex('users').where({ id: l.beto.id }).update({ iracingId: second });
    // A real result export as the event, with the real lap chart of another race beside it (as `FetchLapChart` stores one).
    await importWithLapChart(fixtureBytes('league-hosted-single-class.json'), rows);

    const lapsOfCar = (car: number) => rows.filter((r) => r.group_id === car).sort((a, b) => a.lap_number - b.lap_number);
    // Ten seconds before Beto ends his 6th lap.
    const at = Math.floor(lapsOfCar(second).find((r) => r.lap_number === 6)!.session_time / 10_000) - 10;
    const filed = await postReport(t, l.ana.token, reportFields(l, { vuelta: '6', tiempoSesion: clockText(at), curva: 'Variante del Rettifilo' }), [], ['https://youtu.be/M7lc1UVf-VE?t=754']);
    expect(filed.status, JSON.stringify(filed.body)).to.equal(201);

    const answer = await lapsOf(filed.body._id);
    expect(answer).to.include({ disponible: true, motivo: null, subsessionId: rawFixture('league-hosted-single-class.json').subsession_id, sesion: 1, segun: 'tiempo' });
    for (const [i, car] of [first, second].entries()) {
      const laps = lapsOfCar(car);
      // The lap in progress: the first whose end (in ten-thousandths of a second) comes at or after the incident.
      const inProgress = laps.find((r) => r.lap_number > 0 && r.session_time >= at * 10_000)!.lap_number;
      const expected = laps
        .filter((r) => r.lap_number >= Math.max(1, inProgress - 2) && r.lap_number <= inProgress + 2)
        .map((r) => [r.lap_number, r.lap_time > 0 ? r.lap_time / 10 : null, r.lap_position, r.lap_number === inProgress]);
      expect(answer.pilotos[i]!.vueltas.map((v) => [v.vuelta, v.tiempo, v.posicion, v.delIncidente]), `car ${car}`).to.deep.equal(expected);
      if (i === 1) expect(answer.vueltaIncidente).to.equal(inProgress);
    }
    expect(answer.pilotos.map((p) => [p.rol, p.piloto?.nombre])).to.deep.equal([['denunciante', 'Ana'], ['denunciado', 'Beto']]);
  });

  it("with invented data: goes by the report's lap when the chart has no times, says why when nothing was imported, and refuses the drivers themselves", async () => {
    await t.context.knex('users').where({ id: l.ana.id }).update({ iracingId: 9001 });
    await t.context.knex('users').where({ id: l.beto.id }).update({ iracingId: 9002 });
    const filed = await postReport(t, l.ana.token, reportFields(l, { vuelta: '3', tiempoSesion: '05:00' }));
    expect(filed.status).to.equal(201);
    const reportId: string = filed.body._id;
    expect(await lapsOf(reportId)).to.include({ disponible: false, motivo: REPORT_MSG.lapsNoResults(1) });

    // Six laps of 100 s from a start at 0:30 (ten-thousandths of a second, as iRacing writes them); Beto always a place behind.
    const chart = [9001, 9002].flatMap((car, k) =>
      Array.from({ length: 7 }, (_, lap) => ({ group_id: car, cust_id: car, display_name: `Piloto ${car}`, car_number: String(k + 1), lap_number: lap, lap_position: k + 1, lap_time: lap === 0 ? -1 : 1_000_000, session_time: (30 + 100 * lap + k) * 10_000 })),
    );
    const result = endedRace(clock.now(), 3_600_000, [row({ cust_id: 9001, display_name: 'Ana Ruiz', finish_position: 0, laps_complete: 6, incidents: 0 }), row({ cust_id: 9002, display_name: 'Beto Luna', finish_position: 1, laps_complete: 6, incidents: 4 })], { subsession_id: 91_000_777 });
    await importWithLapChart(JSON.stringify(result), chart);
    // 5:00 = 300 s: lap 3 runs from 230 s to 330 s.
    let answer = await lapsOf(reportId, l.admin.token);
    expect(answer).to.include({ disponible: true, segun: 'tiempo', vueltaIncidente: 3, subsessionId: 91_000_777 });
    expect(answer.pilotos[1]!.vueltas.map((v) => [v.vuelta, v.tiempo, v.posicion, v.finSesion, v.delIncidente])).to.deep.equal([
      [1, 100_000, 2, 131, false],
      [2, 100_000, 2, 231, false],
      [3, 100_000, 2, 331, true],
      [4, 100_000, 2, 431, false],
      [5, 100_000, 2, 531, false],
    ]);

    // A chart stored before lap times were kept: positions only, found by the report's lap.
    await t.context.knex('result_lap_charts').update({ tiemposVuelta: null, finesVuelta: null });
    answer = await lapsOf(reportId);
    expect(answer).to.include({ disponible: true, segun: 'vuelta', vueltaIncidente: 3 });
    expect(answer.pilotos[0]!.vueltas.map((v) => [v.vuelta, v.tiempo, v.posicion, v.delIncidente])).to.deep.equal([
      [1, null, 1, false],
      [2, null, 1, false],
      [3, null, 1, true],
      [4, null, 1, false],
      [5, null, 1, false],
    ]);

    for (const token of [l.ana.token, l.beto.token]) expect((await t.api.request.get(`/api/reportes/${reportId}/vueltas`).set(bearer(token))).status).to.equal(403);
    expect((await t.api.request.get(`/api/reportes/${reportId}/vueltas`)).status).to.equal(401);
  });
});
