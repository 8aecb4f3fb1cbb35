import { expect } from 'chai';
import { createReportSchema, REPORT_MSG } from '../../../src/contracts/stewarding.contract.js';
import { embedUrl, formatSessionTime, parseSessionTime, parseVideoTime, readTimestampedVideo, watchUrl } from '../../../src/contracts/video-timestamps.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { SessionLapTimes } from '../../../src/modules/results/application/session-laps.js';
import type { LapChartCar } from '../../../src/modules/results/domain/lap-chart.js';
import type { ResultEvent } from '../../../src/modules/results/index.js';
import { GetIncidentLaps } from '../../../src/modules/stewarding/application/incident-laps.use-case.js';
import { videoView } from '../../../src/modules/stewarding/application/report-views.js';
import type { Report } from '../../../src/modules/stewarding/domain/report.entity.js';
import { DomainError } from '../../../src/platform/errors.js';
import { MemoryDrivers, MemoryIncidentLaps, MemoryReports, MemoryStewardAssignments } from '../../support/in-memory/stewarding.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const carla: Actor = { id: 'carla', rol: 'comisario', suspendido: false };
const person = (id: string, nombre: string) => ({ id, nombre, apellido: 'Prueba', email: `${id}@ejemplo.test` });

/** Invented laps of about 90 s from a start at 2:00 of session time: lap n ends at 120 + 90·n s (plus `late` s). */
const laps = (count: number, position: (lap: number) => number, late = 0) =>
  Array.from({ length: count }, (_, i) => ({ lap: i + 1, lapTimeMs: 90_000 + (i === 0 ? late * 1000 : 0), position: position(i + 1), endsAtMs: (120 + 90 * (i + 1) + late) * 1000 }));

async function setup(report: Partial<Report> = {}) {
  const reports = new MemoryReports();
  const assignments = new MemoryStewardAssignments();
  await assignments.assign({ campeonatoId: 'copa', userId: 'carla', asignadoPor: 'admin', createdAt: '2026-04-01T00:00:00.000Z' });
  const drivers = new MemoryDrivers([person('ana', 'Ana'), person('beto', 'Beto'), person('carla', 'Carla')], { carla: 'comisario' });
  const source = new MemoryIncidentLaps();
  await reports.insert({
    id: 'r-1', numeroReporte: 1, campeonatoId: 'copa', carreraId: 'monza', reporterId: 'ana', reportedId: 'beto', vuelta: 9, heat: null,
    descripcion: 'Contacto en la curva 1.', capturas: [], videos: [], estado: 'pendiente', createdAt: '2026-04-02T03:00:00.000Z', tiempoSesion: 12 * 60 + 34, curva: 'Curva 1', ...report,
  });
  const get = new GetIncidentLaps({ reports, assignments, drivers, iracingIds: source, sessionLaps: source });
  return { source, get };
}

describe('Timestamped video links and the session time of an incident', () => {
  it('reads t= as seconds, h/m/s or a bare number, and refuses anything else', () => {
    expect([parseVideoTime('754'), parseVideoTime('754s'), parseVideoTime('12m34s'), parseVideoTime('1h2m3s'), parseVideoTime('1h'), parseVideoTime('2m')]).to.deep.equal([754, 754, 754, 3723, 3600, 120]);
    for (const bad of ['', 'abc', '12:34', '-5', '1h2x', 'm', '99h']) expect(parseVideoTime(bad), bad).to.equal(null);
  });

  it('takes YouTube and Twitch videos with t=, and says what is wrong with the others', () => {
    expect(readTimestampedVideo('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=754')).to.deep.equal({ provider: 'youtube', videoId: 'M7lc1UVf-VE', start: 754 });
    expect(readTimestampedVideo('https://youtu.be/M7lc1UVf-VE?t=12m34s')).to.deep.equal({ provider: 'youtube', videoId: 'M7lc1UVf-VE', start: 754 });
    expect(readTimestampedVideo('https://www.youtube.com/live/M7lc1UVf-VE?t=1h2m3s')).to.deep.equal({ provider: 'youtube', videoId: 'M7lc1UVf-VE', start: 3723 });
    expect(readTimestampedVideo('https://www.twitch.tv/videos/123456789?t=1h2m3s')).to.deep.equal({ provider: 'twitch', videoId: '123456789', start: 3723 });
    expect(readTimestampedVideo('https://www.youtube.com/watch?v=M7lc1UVf-VE')).to.equal('no_time');
    expect(readTimestampedVideo('https://youtu.be/M7lc1UVf-VE?t=doce')).to.equal('bad_time');
    expect(readTimestampedVideo('https://vimeo.com/123?t=5')).to.equal('not_a_video');
    expect(readTimestampedVideo('https://www.twitch.tv/canal?t=5')).to.equal('not_a_video');
    expect(readTimestampedVideo('https://youtu.be/corto?t=5')).to.equal('not_a_video');
    expect(readTimestampedVideo('no es un enlace')).to.equal('not_a_link');
  });

  it('opens each video at its second, as a link and as a player', () => {
    const yt = { provider: 'youtube' as const, videoId: 'M7lc1UVf-VE', start: 754 };
    const tw = { provider: 'twitch' as const, videoId: '123456789', start: 3723 };
    expect(watchUrl(yt)).to.equal('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=754s');
    expect(watchUrl(tw)).to.equal('https://www.twitch.tv/videos/123456789?t=1h2m3s');
    expect(embedUrl(yt, 'parrilla.mx')).to.equal('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=754');
    expect(embedUrl(tw, 'parrilla.mx')).to.contain('video=v123456789').and.contain('time=1h2m3s').and.contain('parent=parrilla.mx');
    expect(videoView('https://youtu.be/M7lc1UVf-VE?t=754')).to.deep.equal({ url: 'https://youtu.be/M7lc1UVf-VE?t=754', plataforma: 'youtube', videoId: 'M7lc1UVf-VE', inicio: 754, verDesde: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=754s' });
    // A link of a report filed before links had to be timestamped is still shown, as it is.
    expect(videoView('https://youtu.be/abc123')).to.deep.equal({ url: 'https://youtu.be/abc123', plataforma: null, videoId: null, inicio: null, verDesde: null });
  });

  it('reads the session time as mm:ss or h:mm:ss, and writes it back', () => {
    expect([parseSessionTime('12:34'), parseSessionTime('2:05'), parseSessionTime('1:02:03'), parseSessionTime(' 00:09 ')]).to.deep.equal([754, 125, 3723, 9]);
    for (const bad of ['75:00', '12:3', '12', '1:2:3', 'doce', '12:60', '-1:00']) expect(parseSessionTime(bad), bad).to.equal(null);
    expect([formatSessionTime(754), formatSessionTime(3723), formatSessionTime(9)]).to.deep.equal(['12:34', '1:02:03', '00:09']);
  });

  it('the report form takes the session time, the corner and up to three timestamped links, with Spanish errors naming the field', () => {
    const base = { usuarioDenunciado: 'b', campeonato: 'c', carrera: 'r', vuelta: '9', descripcion: 'Contacto.' };
    const ok = createReportSchema.parse({ ...base, tiempoSesion: '1:02:03', curva: ' Curva 1 ', videos: ['https://youtu.be/M7lc1UVf-VE?t=754', '', 'https://www.twitch.tv/videos/123?t=12m34s'] });
    expect(ok).to.include({ tiempoSesion: 3723, curva: 'Curva 1' });
    expect(ok.videos).to.have.length(2);
    const plain = createReportSchema.parse(base);
    expect([plain.tiempoSesion, plain.curva]).to.deep.equal([undefined, undefined]);
    const bad = createReportSchema.safeParse({ ...base, tiempoSesion: '75:00', curva: 'x'.repeat(61), videos: ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://vimeo.com/1?t=5', 'https://youtu.be/M7lc1UVf-VE?t=ayer'] });
    expect(bad.success).to.equal(false);
    const issues = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).to.deep.equal({
      tiempoSesion: REPORT_MSG.sessionTimeInvalid,
      curva: REPORT_MSG.cornerTooLong,
      'videos.0': REPORT_MSG.videoNoTime,
      'videos.1': REPORT_MSG.videoNotYoutubeOrTwitch,
      'videos.2': REPORT_MSG.videoBadTime,
    });
    const four = createReportSchema.safeParse({ ...base, videos: Array.from({ length: 4 }, () => 'https://youtu.be/M7lc1UVf-VE?t=5') });
    expect(four.error!.issues.map((i) => i.message)).to.include(REPORT_MSG.tooManyVideos);
  });
});

describe("Both drivers' laps around an incident, over stores in memory", () => {
  it('shows the lap in progress at the session time and two either side for each driver, lapped or not', async () => {
    const { source, get } = await setup();
    source.iracing.set('ana', 1001).set('beto', 2002);
    // 12:34 = 754 s: Ana's lap 8 ends at 840 s (lap 7 at 750 s); Beto, 80 s behind, is still on lap 7 (ends at 830 s).
    source.sessions.set('monza|1', { subsessionId: 555, drivers: new Map([[1001, laps(12, () => 1)], [2002, laps(12, () => 2, 80)]]) });
    const answer = await get.execute(carla, 'r-1');
    expect(answer).to.include({ disponible: true, motivo: null, subsessionId: 555, sesion: 1, segun: 'tiempo', vueltaIncidente: 7 });
    const [ana, beto] = answer.pilotos;
    expect([ana!.rol, ana!.piloto?.nombre, beto!.rol, beto!.piloto?.nombre]).to.deep.equal(['denunciante', 'Ana', 'denunciado', 'Beto']);
    expect(ana!.vueltas.map((l) => [l.vuelta, l.tiempo, l.posicion, l.finSesion, l.delIncidente])).to.deep.equal([
      [6, 90_000, 1, 660, false],
      [7, 90_000, 1, 750, false],
      [8, 90_000, 1, 840, true],
      [9, 90_000, 1, 930, false],
      [10, 90_000, 1, 1020, false],
    ]);
    expect(beto!.vueltas.map((l) => [l.vuelta, l.delIncidente])).to.deep.equal([[5, false], [6, false], [7, true], [8, false], [9, false]]);
  });

  it("goes by the report's lap when its session time is not given, and near the first lap shows what there is", async () => {
    const { source, get } = await setup({ tiempoSesion: null, vuelta: 1 });
    source.iracing.set('ana', 1001).set('beto', 2002);
    source.sessions.set('monza|1', { subsessionId: 555, drivers: new Map([[1001, laps(5, (n) => n)], [2002, laps(5, () => 3)]]) });
    const answer = await get.execute(admin, 'r-1');
    expect(answer).to.include({ segun: 'vuelta', vueltaIncidente: 1 });
    expect(answer.pilotos[0]!.vueltas.map((l) => [l.vuelta, l.posicion, l.delIncidente])).to.deep.equal([[1, 1, true], [2, 2, false], [3, 3, false]]);
  });

  it("reads the report's heat as the race's scored session, and says why there is nothing to show", async () => {
    const { source, get } = await setup({ heat: 2 });
    let answer = await get.execute(carla, 'r-1');
    expect(answer).to.include({ disponible: false, motivo: REPORT_MSG.lapsNoIracingIds, sesion: 2 });
    expect(answer.pilotos.map((p) => p.vueltas)).to.deep.equal([[], []]);
    source.iracing.set('beto', 2002);
    source.sessions.set('monza|1', { subsessionId: 555, drivers: new Map([[2002, laps(12, () => 2)]]) });
    answer = await get.execute(carla, 'r-1');
    expect(answer).to.include({ disponible: false, motivo: REPORT_MSG.lapsNoResults(2) });
    source.sessions.set('monza|2', { subsessionId: 556, drivers: new Map() });
    answer = await get.execute(carla, 'r-1');
    expect(answer).to.include({ disponible: false, motivo: REPORT_MSG.lapsNoChart, subsessionId: 556 });
    source.sessions.set('monza|2', { subsessionId: 556, drivers: new Map([[2002, laps(12, () => 2)]]) });
    answer = await get.execute(carla, 'r-1');
    expect(answer).to.include({ disponible: true, vueltaIncidente: 8 });
    expect(answer.pilotos[0]!.vueltas).to.deep.equal([]);
  });

  it("refuses a steward of another championship, or one the report involves, as every stewarding call does", async () => {
    const { get } = await setup({ reportedId: 'carla' });
    const refused = await get.execute(carla, 'r-1').then(() => null, (e: unknown) => e as DomainError);
    expect(refused).to.be.instanceOf(DomainError);
    expect(refused!.code).to.equal('OWN_REPORT');
    const dario: Actor = { id: 'dario', rol: 'comisario', suspendido: false };
    expect(((await get.execute(dario, 'r-1').catch((e: unknown) => e)) as DomainError).code).to.equal('NOT_YOUR_CHAMPIONSHIP');
  });
});

describe("Results' read port of a session's laps", () => {
  const event = { id: 'ev', subsessionId: 777 } as ResultEvent;
  const car = (carId: number, positions: Array<number | null>, lapTimes: Array<number | null>, lapEnds: Array<number | null>): LapChartCar => ({ carId, name: String(carId), carNumber: null, finishPosition: null, positions, lapTimes, lapEnds });

  it("answers the drivers asked, lap 1 on, with each lap's time, position and end, and the start", async () => {
    const port = new SessionLapTimes({
      events: {
        findBySession: async (carreraId, sesion) => (carreraId === 'monza' && sesion === 1 ? event : null),
        lapChart: async () => [car(1, [1, 2, 1], [null, 91_000, 90_500], [120_000, 211_000, 301_500]), car(2, [2, 1, 2], [], []), car(3, [3, 3, 3], [], [])],
      },
    });
    expect(await port.lapsOf('monza', 2, [1])).to.equal(null);
    const answer = await port.lapsOf('monza', 1, [1, 2]);
    expect(answer).to.deep.equal({
      subsessionId: 777,
      startAtMs: 120_000,
      drivers: [
        { custId: 1, laps: [{ lap: 1, lapTimeMs: 91_000, position: 2, endsAtMs: 211_000 }, { lap: 2, lapTimeMs: 90_500, position: 1, endsAtMs: 301_500 }] },
        // A chart kept before lap times were: positions only.
        { custId: 2, laps: [{ lap: 1, lapTimeMs: null, position: 1, endsAtMs: null }, { lap: 2, lapTimeMs: null, position: 2, endsAtMs: null }] },
      ],
    });
  });
});
