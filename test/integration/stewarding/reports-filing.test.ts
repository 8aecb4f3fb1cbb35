import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import type { League } from './stewarding-fixtures.js';
import {
  AFTER_RACE,
  addRace,
  BEFORE_RACE,
  bearer,
  clearScreenshots,
  count,
  league,
  postReport,
  queuedMails,
  reportFields,
  storedScreenshots,
  TINY_PNG,
} from './stewarding-fixtures.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { useTestApi } from '../identity/identity-fixtures.js';

const HOUR = 3_600_000;

describeEachDatabase('Incident reports: filing (POST /api/reportes)', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  beforeEach(async () => {
    clearScreenshots(t.context);
    clock.set(BEFORE_RACE);
    l = await league(t);
    clock.set(AFTER_RACE);
  });

  /** Asserts a refusal stored nothing: no report, no screenshot, no mail. */
  async function expectNothingStored(): Promise<void> {
    expect(await count(t.context, 'reports')).to.equal(0);
    expect(storedScreenshots(t.context)).to.deep.equal([]);
    expect(await queuedMails(t.context)).to.deep.equal([]);
  }

  it('files a report with screenshots and video links, answers its number in the exact words, and mails both drivers', async () => {
    const res = await postReport(t, l.ana.token, reportFields(l, { heat: '2' }), [
      { content: TINY_PNG, name: 'choque.png' },
      { content: TINY_PNG, name: 'despues.png' },
    ], ['https://youtu.be/M7lc1UVf-VE?t=95', '', 'https://www.twitch.tv/videos/9?t=1m2s']);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.message).to.equal('Reporte creado con éxito. Número de reporte: #1');
    expect(res.body.numeroReporte).to.equal(1);
    const report = res.body.data;
    expect(report).to.include({ numeroReporte: 1, vuelta: 7, heat: 2, resuelto: false, aprobado: false, estado: 'pendiente' });
    expect(report.usuario).to.include({ id: l.ana.id, nombre: 'Ana' });
    expect(report.usuarioDenunciado).to.include({ id: l.beto.id, nombre: 'Beto' });
    expect(report.carrera).to.include({ id: l.carreraId, circuito: 'Autódromo Hermanos Rodríguez' });
    expect(report.capturasPantalla).to.have.length(2);
    expect(report.capturasPantalla[0].url).to.match(/^\/uploads\/report-screenshots\/.+\.png$/);
    expect(report.videos.map((v: { url: string }) => v.url)).to.deep.equal(['https://youtu.be/M7lc1UVf-VE?t=95', 'https://www.twitch.tv/videos/9?t=1m2s']);
    expect(storedScreenshots(t.context)).to.have.length(2);
    expect(JSON.stringify(res.body)).not.to.contain('@ejemplo.test');

    const mails = await queuedMails(t.context);
    expect(mails.map((m) => m.to).sort()).to.deep.equal([l.ana.email, l.beto.email].sort());
    const toBeto = mails.find((m) => m.to === l.beto.email)!;
    expect(toBeto.subject).to.equal('Se presentó el reporte #1 sobre un incidente contigo');
    expect(toBeto.text).to.contain('Ana Ruiz').and.contain('vuelta 7, heat 2');
  });

  it('answers 401 with the spec\'s words to an anonymous visitor and stores nothing', async () => {
    const res = await postReport(t, undefined, reportFields(l), [{ content: TINY_PNG, name: 'a.png' }]);
    expect(res.status).to.equal(401);
    expect(res.body.message).to.equal('No autenticado. Por favor, inicia sesión.');
    await expectNothingStored();
  });

  const refusals: Array<{ name: string; status: number; message: string | RegExp; fields: (l: League) => Record<string, string | undefined> }> = [
    { name: 'a self-report', status: 400, message: 'No puedes reportarte a ti mismo.', fields: (l) => reportFields(l, { usuarioDenunciado: l.ana.id }) },
    { name: 'lap 0', status: 400, message: 'La vuelta debe ser al menos 1.', fields: (l) => reportFields(l, { vuelta: '0' }) },
    { name: 'no lap', status: 400, message: 'Debes especificar un número de vuelta.', fields: (l) => reportFields(l, { vuelta: undefined }) },
    { name: 'heat 0', status: 400, message: 'El heat debe ser al menos 1.', fields: (l) => reportFields(l, { heat: '0' }) },
    { name: 'no description', status: 400, message: 'La descripción es requerida.', fields: (l) => reportFields(l, { descripcion: '   ' }) },
    { name: 'no reported driver', status: 400, message: 'Debes seleccionar un usuario denunciado.', fields: (l) => reportFields(l, { usuarioDenunciado: undefined }) },
    { name: 'no championship', status: 400, message: 'Debes seleccionar un campeonato.', fields: (l) => reportFields(l, { campeonato: undefined }) },
    { name: 'no race', status: 400, message: 'Debes seleccionar una carrera.', fields: (l) => reportFields(l, { carrera: undefined }) },
  ];
  for (const r of refusals) {
    it(`refuses ${r.name} with a Spanish message (${r.status}) and stores nothing`, async () => {
      const res = await postReport(t, l.ana.token, r.fields(l), [{ content: TINY_PNG, name: 'a.png' }]);
      expect(res.status, JSON.stringify(res.body)).to.equal(r.status);
      expect(res.body.message).to.equal(r.message);
      await expectNothingStored();
    });
  }

  it('refuses a race of another championship and stores nothing', async () => {
    clock.set(BEFORE_RACE);
    const other = await createChampionship(t, l.admin.token, { nombreCampeonato: 'Otra copa' });
    const foreignRace = await addRace(t, l.admin.token, other.id);
    clock.set(AFTER_RACE);
    const res = await postReport(t, l.ana.token, reportFields(l, { carrera: foreignRace }), [{ content: TINY_PNG, name: 'a.png' }]);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('La carrera seleccionada no pertenece a ese campeonato.');
    await expectNothingStored();
  });

  it('refuses a reporter not enrolled (403) or a reported driver not enrolled (400) in that championship', async () => {
    const outsider = await createUser(t.context, { nombre: 'Ciro' });
    const byOutsider = await postReport(t, outsider.token, reportFields(l), [{ content: TINY_PNG, name: 'a.png' }]);
    expect(byOutsider.status).to.equal(403);
    expect(byOutsider.body.message).to.equal('Solo los pilotos inscritos en el campeonato pueden presentar reportes.');
    const aboutOutsider = await postReport(t, l.ana.token, reportFields(l, { usuarioDenunciado: outsider.id }));
    expect(aboutOutsider.status).to.equal(400);
    expect(aboutOutsider.body.message).to.equal('El piloto denunciado no está inscrito en ese campeonato.');
    await expectNothingStored();
  });

  it('accepts reports only from the race\'s start until its protest window closes, and lets an admin file outside it', async () => {
    clock.set('2026-04-05T01:59:00.000Z');
    const early = await postReport(t, l.ana.token, reportFields(l));
    expect(early.status).to.equal(409);
    expect(early.body.message).to.equal('La carrera aún no ha comenzado: todavía no puedes reportar incidentes de ella.');

    clock.set(new Date(Date.parse('2026-04-05T02:00:00.000Z') + 72 * HOUR + 1000));
    const late = await postReport(t, l.ana.token, reportFields(l), [{ content: TINY_PNG, name: 'a.png' }]);
    expect(late.status).to.equal(409);
    expect(late.body.message).to.equal('El plazo para reportar incidentes de esta carrera terminó (72 horas desde su inicio).');
    await expectNothingStored();

    // The championship's own window counts, not the default.
    await t.context.knex('championships').where({ id: l.campeonatoId }).update({ plazoReportesHoras: 100 });
    expect((await postReport(t, l.ana.token, reportFields(l))).status).to.equal(201);

    clock.set('2026-05-30T12:00:00.000Z');
    const byAdmin = await postReport(t, l.admin.token, reportFields(l));
    expect(byAdmin.status).to.equal(201);
    expect(byAdmin.body.message).to.equal('Reporte creado con éxito. Número de reporte: #2');
  });

  it('refuses a screenshot over 5 MB (413), a file that is not an image whatever its name (415) and a sixth screenshot (400), leaving no file', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await postReport(t, l.ana.token, reportFields(l), [{ content: TINY_PNG, name: 'ok.png' }, { content: big, name: 'grande.png' }]);
    expect(tooBig.status).to.equal(413);
    expect(tooBig.body.message).to.equal('El archivo es demasiado grande (máximo 5 MB)');

    const notImage = await postReport(t, l.ana.token, reportFields(l), [{ content: TINY_PNG, name: 'ok.png' }, { content: Buffer.from('%PDF-1.4 no soy imagen'), name: 'foto.png' }]);
    expect(notImage.status).to.equal(415);
    expect(notImage.body.message).to.equal('El archivo debe ser una imagen JPEG, PNG, WebP o GIF');

    const six = Array.from({ length: 6 }, (_, i) => ({ content: TINY_PNG, name: `c${i}.png` }));
    const tooMany = await postReport(t, l.ana.token, reportFields(l), six);
    expect(tooMany.status).to.equal(400);
    expect(tooMany.body.message).to.equal('Puedes adjuntar como máximo 5 capturas de pantalla.');

    const fourVideos = await postReport(t, l.ana.token, reportFields(l), [], ['https://a.mx/1', 'https://a.mx/2', 'https://a.mx/3', 'https://a.mx/4']);
    expect(fourVideos.status).to.equal(400);
    expect(fourVideos.body.message).to.equal('Puedes añadir como máximo 3 enlaces de video.');
    const badVideo = await postReport(t, l.ana.token, reportFields(l), [], ['javascript:alert(1)']);
    expect(badVideo.status).to.equal(400);
    expect(badVideo.body.message).to.equal('Los enlaces de video deben empezar con http:// o https://');
    await expectNothingStored();

    const five = Array.from({ length: 5 }, (_, i) => ({ content: TINY_PNG, name: `c${i}.png` }));
    expect((await postReport(t, l.ana.token, reportFields(l), five)).status).to.equal(201);
    expect(storedScreenshots(t.context)).to.have.length(5);
  });

  it('gives 20 concurrent filings 20 distinct consecutive numbers', async () => {
    const drivers = [l.ana, l.beto];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postReport(t, drivers[i % 2]!.token, reportFields(l, { usuarioDenunciado: drivers[(i + 1) % 2]!.id, vuelta: String(i + 1) }))),
    );
    expect(answers.map((a) => a.status)).to.deep.equal(Array(20).fill(201));
    const numbers = answers.map((a) => a.body.numeroReporte as number).sort((a, b) => a - b);
    expect(numbers).to.deep.equal(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const a of answers) expect(a.body.message).to.equal(`Reporte creado con éxito. Número de reporte: #${a.body.numeroReporte}`);
    expect(await count(t.context, 'reports')).to.equal(20);
  });

  it('lists the drivers enrolled in a championship for the picker (signed in), without e-mails', async () => {
    const anonymous = await t.api.request.get(`/api/reportes/campeonato/${l.campeonatoId}/pilotos`);
    expect(anonymous.status).to.equal(401);
    const res = await t.api.request.get(`/api/reportes/campeonato/${l.campeonatoId}/pilotos`).set(bearer(l.ana.token));
    expect(res.status).to.equal(200);
    expect(res.body.map((d: { id: string }) => d.id)).to.deep.equal([l.ana.id, l.beto.id]);
    expect(JSON.stringify(res.body)).not.to.contain('@');
    const missing = await t.api.request.get('/api/reportes/campeonato/no-existe/pilotos').set(bearer(l.ana.token));
    expect(missing.status).to.equal(404);
    // The races of a championship for the form come from the existing public call.
    const races = await t.api.request.get(`/api/carreras/campeonato/${l.campeonatoId}`);
    expect(races.body.map((r: { id: string }) => r.id)).to.deep.equal([l.carreraId]);
  });

  it('keeps a suspended driver from filing', async () => {
    await t.context.knex('users').where({ id: l.ana.id }).update({ suspendido: true });
    const res = await postReport(t, l.ana.token, reportFields(l));
    expect([401, 403]).to.include(res.status);
    await expectNothingStored();
  });

  it('lets an admin file about an enrolled driver without being enrolled', async () => {
    const res = await postReport(t, l.admin.token, reportFields(l));
    expect(res.status).to.equal(201);
    expect(res.body.data.usuario).to.include({ id: l.admin.id });
  });
});
