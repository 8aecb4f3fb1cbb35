import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import type { League } from './stewarding-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, bearer, clearScreenshots, count, fileReport, league, postReport, queuedMails, reportFields, storedScreenshots, TINY_PNG } from './stewarding-fixtures.js';

describeEachDatabase('Incident reports: stewards\' decisions, penalties and the decision log', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  beforeEach(async () => {
    clearScreenshots(t.context);
    clock.set(BEFORE_RACE);
    l = await league(t);
    clock.set(AFTER_RACE);
  });

  const resolve = (token: string | undefined, id: string, body: Record<string, unknown>) => {
    const req = t.api.request.put(`/api/reportes/${id}/resolve`);
    return (token ? req.set(bearer(token)) : req).send(body);
  };

  it('guards every steward call: 401 without a session, 403 to a driver, and changes nothing', async () => {
    const report = await fileReport(t, l.ana.token, reportFields(l));
    const calls = [
      () => t.api.request.get('/api/reportes'),
      () => t.api.request.get(`/api/reportes/${report.id}`),
      () => t.api.request.put(`/api/reportes/${report.id}/resolve`).send({ aprobado: true, explicacion: 'x' }),
      () => t.api.request.delete(`/api/reportes/${report.id}`),
      () => t.api.request.post('/api/reportes/sanciones').send({ campeonato: l.campeonatoId, carrera: l.carreraId, piloto: l.beto.id, explicacion: 'x', sancion: { tipo: 'advertencia' } }),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect(anonymous.status).to.equal(401);
      expect(anonymous.body.message).to.equal('No autenticado. Por favor, inicia sesión.');
      expect((await call().set(bearer(l.ana.token))).status).to.equal(403);
    }
    expect((await t.context.knex('reports').first()).estado).to.equal('pendiente');
    expect(await count(t.context, 'penalties')).to.equal(0);
    expect(await count(t.context, 'reports')).to.equal(1);
  });

  it('lists reports newest first with Pendiente/Resuelto/Rechazado states, filtered by championship and state, a page at a time', async () => {
    const first = await fileReport(t, l.ana.token, reportFields(l, { vuelta: '1' }));
    clock.advance(60_000);
    const second = await fileReport(t, l.beto.token, reportFields(l, { usuarioDenunciado: l.ana.id, vuelta: '2' }));
    clock.advance(60_000);
    const third = await fileReport(t, l.ana.token, reportFields(l, { vuelta: '3' }));
    await resolve(l.admin.token, second.id, { aprobado: false, explicacion: 'Incidente de carrera.' }).expect(200);

    const all = await t.api.request.get('/api/reportes').set(bearer(l.admin.token));
    expect(all.status).to.equal(200);
    expect(all.body.reportes.map((r: { numeroReporte: number }) => r.numeroReporte)).to.deep.equal([third.numeroReporte, second.numeroReporte, first.numeroReporte]);
    expect(all.body.paginacion).to.deep.equal({ total: 3, paginas: 1, paginaActual: 1, porPagina: 10 });
    expect(all.body.reportes[1]).to.include({ estado: 'rechazado', resuelto: true, aprobado: false });

    const pending = await t.api.request.get('/api/reportes?estado=pendiente&limit=1&page=2').set(bearer(l.admin.token));
    expect(pending.body.reportes.map((r: { id: string }) => r.id)).to.deep.equal([first.id]);
    expect(pending.body.paginacion).to.deep.equal({ total: 2, paginas: 2, paginaActual: 2, porPagina: 1 });

    const otherChampionship = await t.api.request.get('/api/reportes?campeonato=otro').set(bearer(l.admin.token));
    expect(otherChampionship.body.reportes).to.deep.equal([]);
    const bad = await t.api.request.get('/api/reportes?estado=cerrado').set(bearer(l.admin.token));
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.equal('El estado debe ser pendiente, en_conflicto, resuelto o rechazado.');

    const detail = await t.api.request.get(`/api/reportes/${second.id}`).set(bearer(l.admin.token));
    expect(detail.body).to.include({ id: second.id, numeroReporte: second.numeroReporte, vuelta: 2 });
    expect(detail.body.decision).to.include({ aprobado: false, explicacion: 'Incidente de carrera.' });
    expect((await t.api.request.get('/api/reportes/no-existe').set(bearer(l.admin.token))).status).to.equal(404);
  });

  it('pages 52 reports as 50 and 2 by place, forward and back, with the filters and the page count kept, and refuses a bad size or place in Spanish', async () => {
    // 52 reports a minute apart, the last two at the same instant (the number breaks the tie); every fourth one decided.
    const rows = Array.from({ length: 52 }, (_, i) => ({
      id: `rep-${String(i).padStart(2, '0')}`,
      numeroReporte: i + 1,
      campeonatoId: l.campeonatoId,
      carreraId: l.carreraId,
      reporterId: l.ana.id,
      reportedId: l.beto.id,
      vuelta: i + 1,
      heat: null,
      descripcion: `Contacto en la vuelta ${i + 1}.`,
      capturas: '[]',
      videos: '[]',
      estado: i % 4 === 0 ? 'rechazado' : 'pendiente',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.min(i, 50))).toISOString(),
    }));
    await t.context.knex('reports').insert(rows);
    const newestFirst = [...rows].reverse().map((r) => r.id);
    const read = async (query: string) => {
      const res = await t.api.request.get(`/api/reportes?${query}`).set(bearer(l.admin.token));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body as { reportes: Array<{ id: string }>; siguiente: string | null; anterior: string | null; paginacion: Record<string, number> };
    };
    const ids = (page: { reportes: Array<{ id: string }> }) => page.reportes.map((r) => r.id);

    const first = await read('limit=50');
    expect(ids(first)).to.deep.equal(newestFirst.slice(0, 50));
    expect(first.anterior).to.equal(null);
    expect(first.paginacion).to.deep.equal({ total: 52, paginas: 2, paginaActual: 1, porPagina: 50 });
    const second = await read(`limit=50&page=2&despues=${first.siguiente}`);
    expect(ids(second)).to.deep.equal(newestFirst.slice(50));
    expect(second.siguiente).to.equal(null);
    expect(second.paginacion).to.deep.equal({ total: 52, paginas: 2, paginaActual: 2, porPagina: 50 });
    const back = await read(`limit=50&antes=${second.anterior}`);
    expect(ids(back)).to.deep.equal(ids(first));
    expect(back.anterior).to.equal(null);
    expect(ids(await read('limit=100'))).to.deep.equal(newestFirst);

    // The decided ones only, 5 a page: the filter holds on every page, forward and back.
    const decided = newestFirst.filter((id) => Number(id.slice(4)) % 4 === 0);
    let page = await read('estado=rechazado&limit=5');
    const seen = [...ids(page)];
    const trail = [page];
    while (page.siguiente) {
      page = await read(`estado=rechazado&limit=5&despues=${page.siguiente}`);
      seen.push(...ids(page));
      trail.push(page);
    }
    expect(seen).to.deep.equal(decided);
    expect(ids(await read(`estado=rechazado&limit=5&antes=${trail[2]!.anterior}`))).to.deep.equal(ids(trail[1]!));

    for (const [query, field, message] of [
      ['limit=0', 'limit', 'La página debe ser un número entero de 1 en adelante.'],
      ['limit=101', 'limit', 'La página debe ser un número entero de 1 en adelante.'],
      ['despues=no-es-un-lugar', 'despues', 'La página pedida no es válida: vuelve al inicio de la lista'],
      [`antes=${Buffer.from('["2026-01-01T00:00:00.000Z","1"]').toString('base64url')}`, 'antes', 'La página pedida no es válida: vuelve al inicio de la lista'],
    ] as const) {
      const res = await t.api.request.get(`/api/reportes?${query}`).set(bearer(l.admin.token));
      expect(res.status, query).to.equal(400);
      expect(res.body.message, query).to.equal(message);
      expect(res.body.errors, query).to.have.property(field);
    }
  });

  it('resolves a pending report with a penalty for the reported driver, mails both drivers, and refuses a second decision (409)', async () => {
    const report = await fileReport(t, l.ana.token, reportFields(l));
    await t.context.knex('mail_outbox').delete();
    const noExplanation = await resolve(l.admin.token, report.id, { aprobado: true, explicacion: '  ' });
    expect(noExplanation.status).to.equal(400);
    expect(noExplanation.body.message).to.equal('Escribe la explicación de la decisión.');
    const noSeconds = await resolve(l.admin.token, report.id, { aprobado: true, explicacion: 'Culpa de Beto.', sancion: { tipo: 'tiempo' } });
    expect(noSeconds.status).to.equal(400);
    expect(noSeconds.body.message).to.equal('Indica los segundos de penalización (al menos 1).');
    const penaltyOnReject = await resolve(l.admin.token, report.id, { aprobado: false, explicacion: 'No.', sancion: { tipo: 'advertencia' } });
    expect(penaltyOnReject.status).to.equal(400);
    expect(await count(t.context, 'report_decisions')).to.equal(0);

    const res = await resolve(l.admin.token, report.id, { aprobado: true, explicacion: 'Beto frenó tarde y provocó el contacto.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.message).to.equal('Reporte resuelto con éxito.');
    expect(res.body.data).to.include({ estado: 'resuelto', resuelto: true, aprobado: true });
    expect(res.body.data.sancion).to.include({ tipo: 'tiempo', segundos: 5, puntosLicencia: 2, descripcion: 'Penalización de tiempo' });
    const penalty = await t.context.knex('penalties').first();
    expect(penalty).to.include({ userId: l.beto.id, carreraId: l.carreraId, campeonatoId: l.campeonatoId, reportId: report.id });

    const mails = await queuedMails(t.context);
    expect(mails.map((m) => m.to).sort()).to.deep.equal([l.ana.email, l.beto.email].sort());
    expect(mails[0]!.subject).to.equal(`Decisión sobre el reporte #${report.numeroReporte}: Resuelto`);
    expect(mails[0]!.text).to.contain('Penalización de tiempo: 5 s · 2 puntos de licencia').and.contain('Beto frenó tarde');

    const again = await resolve(l.admin.token, report.id, { aprobado: false, explicacion: 'Cambio de opinión.' });
    expect(again.status).to.equal(409);
    expect(again.body.message).to.equal('Este reporte ya fue resuelto o rechazado.');
    expect(await count(t.context, 'report_decisions')).to.equal(1);
    expect(await queuedMails(t.context)).to.have.length(2);
  });

  it('lets exactly one of two concurrent decisions through (the other gets 409)', async () => {
    const report = await fileReport(t, l.ana.token, reportFields(l));
    const [a, b] = await Promise.all([
      resolve(l.admin.token, report.id, { aprobado: true, explicacion: 'Sanción.', sancion: { tipo: 'descalificacion', puntosLicencia: 4 } }),
      resolve(l.admin.token, report.id, { aprobado: false, explicacion: 'Sin acción.' }),
    ]);
    expect([a.status, b.status].sort()).to.deep.equal([200, 409]);
    expect(await count(t.context, 'report_decisions')).to.equal(1);
    const winner = a.status === 200 ? a : b;
    expect(await count(t.context, 'penalties')).to.equal(winner.body.data.aprobado ? 1 : 0);
    expect((await t.context.knex('reports').first()).estado).to.equal(winner.body.data.estado);
  });

  it('deletes a report with its decision, penalty and screenshots', async () => {
    const filed = await postReport(t, l.ana.token, reportFields(l), [{ content: TINY_PNG, name: 'a.png' }]);
    const id = filed.body._id as string;
    await resolve(l.admin.token, id, { aprobado: true, explicacion: 'Ok.', sancion: { tipo: 'puntos', puntos: 3 } }).expect(200);
    const res = await t.api.request.delete(`/api/reportes/${id}`).set(bearer(l.admin.token));
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Reporte eliminado con éxito.');
    for (const table of ['reports', 'report_decisions', 'penalties']) expect(await count(t.context, table)).to.equal(0);
    expect(storedScreenshots(t.context)).to.deep.equal([]);
    expect((await t.api.request.delete(`/api/reportes/${id}`).set(bearer(l.admin.token))).status).to.equal(404);
  });

  it('deletes a report sent five times at once exactly once: one 200, four Spanish 404s, one entry in the log', async () => {
    const filed = await postReport(t, l.ana.token, reportFields(l), []);
    const id = filed.body._id as string;
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.api.request.delete(`/api/reportes/${id}`).set(bearer(l.admin.token))));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 404, 404, 404, 404]);
    for (const refused of answers.filter((a) => a.status === 404)) expect(refused.body.message).to.be.a('string').and.not.match(/\b(not|found)\b/i);
    expect(await count(t.context, 'reports')).to.equal(0);
    expect(await t.context.knex('audit_log').where({ accion: 'reporte.eliminado' }).count({ n: '*' }).then((r) => Number(r[0]!.n))).to.equal(1);
  });

  it('records a penalty without a report, refusing a driver not enrolled', async () => {
    const outsider = await createUser(t.context);
    const refused = await t.api.request
      .post('/api/reportes/sanciones')
      .set(bearer(l.admin.token))
      .send({ campeonato: l.campeonatoId, carrera: l.carreraId, piloto: outsider.id, explicacion: 'x', sancion: { tipo: 'advertencia' } });
    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.equal('El piloto no está inscrito en ese campeonato.');
    const res = await t.api.request
      .post('/api/reportes/sanciones')
      .set(bearer(l.admin.token))
      .send({ campeonato: l.campeonatoId, carrera: l.carreraId, piloto: l.ana.id, explicacion: 'Cortó la chicana repetidas veces.', sancion: { tipo: 'posiciones', posiciones: 3, puntosLicencia: 1 } });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.message).to.equal('Sanción registrada con éxito.');
    expect(res.body.data).to.include({ numeroReporte: null, decision: 'Sanción sin reporte' });
    expect(await count(t.context, 'penalties')).to.equal(1);
  });

  it('publishes the decision log and licence points of a championship, shows each driver their reports, and answers the penalty ledger', async () => {
    const r1 = await fileReport(t, l.ana.token, reportFields(l, { vuelta: '4' }));
    const r2 = await fileReport(t, l.beto.token, reportFields(l, { usuarioDenunciado: l.ana.id, vuelta: '9' }));
    await fileReport(t, l.ana.token, reportFields(l, { vuelta: '12' }));
    await resolve(l.admin.token, r1.id, { aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'tiempo', segundos: 10, puntosLicencia: 3 } }).expect(200);
    clock.advance(60_000);
    await resolve(l.admin.token, r2.id, { aprobado: false, explicacion: 'Incidente de carrera.' }).expect(200);
    clock.advance(60_000);
    await t.api.request
      .post('/api/reportes/sanciones')
      .set(bearer(l.admin.token))
      .send({ campeonato: l.campeonatoId, carrera: l.carreraId, piloto: l.beto.id, explicacion: 'Exceso de límites de pista.', sancion: { tipo: 'advertencia', puntosLicencia: 1 } })
      .expect(201);

    const log = await t.api.request.get(`/api/reportes/campeonato/${l.campeonatoId}/decisiones`);
    expect(log.status).to.equal(200);
    expect(log.body.campeonato).to.include({ id: l.campeonatoId });
    expect(log.body.decisiones.map((d: { numeroReporte: number | null; decision: string }) => [d.numeroReporte, d.decision])).to.deep.equal([
      [null, 'Sanción sin reporte'],
      [r2.numeroReporte, 'Rechazado'],
      [r1.numeroReporte, 'Resuelto'],
    ]);
    const resolved = log.body.decisiones[2];
    expect(resolved).to.include({ vuelta: 4, explicacion: 'Contacto evitable.' });
    expect(resolved.carrera).to.include({ id: l.carreraId });
    expect(resolved.usuarioDenunciado).to.include({ id: l.beto.id });
    expect(resolved.sancion).to.include({ tipo: 'tiempo', segundos: 10 });
    expect(log.body.puntosLicencia).to.have.length(1);
    expect(log.body.puntosLicencia[0]).to.deep.include({ piloto: { id: l.beto.id, nombre: 'Beto', apellido: 'Luna', username: log.body.puntosLicencia[0].piloto.username }, puntosLicencia: 4 });
    expect(log.body.puntosLicencia[0].historial.map((h: { puntos: number; vigente: boolean; caducaAntesDe: unknown }) => [h.puntos, h.vigente, h.caducaAntesDe])).to.deep.equal([
      [3, true, null],
      [1, true, null],
    ]);
    expect(JSON.stringify(log.body)).not.to.contain('@');
    expect((await t.api.request.get('/api/reportes/campeonato/no-existe/decisiones')).status).to.equal(404);

    const mine = await t.api.request.get('/api/reportes/mis-reportes').set(bearer(l.ana.token));
    expect(mine.status).to.equal(200);
    expect(mine.body.presentados.map((r: { vuelta: number }) => r.vuelta)).to.have.members([4, 12]);
    expect(mine.body.enMiContra.map((r: { id: string }) => r.id)).to.deep.equal([r2.id]);
    expect(mine.body.enMiContra[0].decision).to.include({ aprobado: false, explicacion: 'Incidente de carrera.' });
    expect((await t.api.request.get('/api/reportes/mis-reportes')).status).to.equal(401);

    const ledger = await t.context.container.get(STEWARDING.PenaltyLedger).penaltiesOf(l.campeonatoId);
    expect(ledger.map((s) => [s.carreraId, s.userId, s.tipo, s.segundos, s.puntosLicencia, s.reportId])).to.deep.equal([
      [l.carreraId, l.beto.id, 'tiempo', 10, 3, r1.id],
      [l.carreraId, l.beto.id, 'advertencia', null, 1, null],
    ]);
    expect(await t.context.container.get(STEWARDING.PenaltyLedger).penaltiesOf('otro')).to.deep.equal([]);
  });
});
