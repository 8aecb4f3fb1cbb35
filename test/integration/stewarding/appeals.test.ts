import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { bearer, count, enrol, TINY_PNG } from './stewarding-fixtures.js';

type Row = { piloto: { custId: number }; puntos: number };

describeEachDatabase('Appeals: once per driver, within the window, decided by stewards who did not vote, and the standings follow', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });

  /** The invented season, Ana Pista (iRacing 1) reporting Beto Curva (iRacing 2) for round 1, decided with 10 championship points off. */
  async function decidedReport() {
    clock.set(new Date().toISOString());
    const season = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Pista' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Curva' });
    const carla = await createUser(t.context, { nombre: 'Carla', apellido: 'Comisaria', rol: 'comisario' });
    const dario = await createUser(t.context, { nombre: 'Darío', apellido: 'Comisario', rol: 'comisario' });
    await t.context.knex('users').where({ id: ana.id }).update({ iracingId: 1 });
    await t.context.knex('users').where({ id: beto.id }).update({ iracingId: 2 });
    for (const d of [ana, beto]) await enrol(t, admin.token, season.campeonatoId, d.id);
    for (const s of [carla, dario]) await t.api.request.post('/api/reportes/comisarios').set(bearer(admin.token)).send({ campeonato: season.campeonatoId, comisario: s.id }).expect(201);
    const filed = await t.api.request
      .post('/api/reportes')
      .set(bearer(admin.token))
      .field('usuarioDenunciado', beto.id)
      .field('campeonato', season.campeonatoId)
      .field('carrera', season.raceIds[0]!)
      .field('vuelta', '3')
      .field('descripcion', 'Beto sacó a Ana en la curva 1.');
    expect(filed.status, JSON.stringify(filed.body)).to.equal(201);
    const reportId: string = filed.body._id;
    await t.api.request.put(`/api/reportes/${reportId}/resolve`).set(bearer(carla.token)).send({ aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'puntos', puntos: 10, puntosLicencia: 3 } }).expect(200);
    const standings = async () => {
      const body = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`).set(bearer(admin.token)).expect(200)).body as { grupos: Array<{ filas: Row[] }> };
      return new Map(body.grupos.flatMap((g) => g.filas).map((r) => [r.piloto.custId, r.puntos]));
    };
    return { season, admin, ana, beto, carla, dario, reportId, standings };
  }

  const appeal = (token: string, reportId: string, motivo: string) =>
    t.api.request.post(`/api/reportes/${reportId}/apelaciones`).set(bearer(token)).field('motivo', motivo).field('videos[0]', 'https://www.twitch.tv/videos/123456789?t=1h2m3s').attach('capturasPantalla', TINY_PNG, 'curva1.png');

  it('counts an appeal waiting as the stewards\' work waiting on the admin dashboard, until it is decided; only admins read it', async () => {
    const l = await decidedReport();
    const waiting = () => t.api.request.get('/api/reportes/por-atender').set(bearer(l.admin.token));
    expect((await waiting()).body).to.deep.equal({ pendientes: 0, enConflicto: 0, apelaciones: 0, total: 0, resumen: 'Ningún reporte ni apelación por atender' });
    const filed = await appeal(l.beto.token, l.reportId, 'El video muestra que Ana frenó antes de tiempo.');
    expect(filed.status, JSON.stringify(filed.body)).to.equal(201);
    const answer = await waiting();
    expect([answer.status, answer.headers['content-type']]).to.deep.equal([200, 'application/json; charset=utf-8']);
    expect(answer.body).to.deep.equal({ pendientes: 0, enConflicto: 0, apelaciones: 1, total: 1, resumen: '1 apelación por decidir' });
    expect((await t.api.request.get('/api/reportes/por-atender').set(bearer(l.dario.token))).status).to.equal(403);
    expect((await t.api.request.get('/api/reportes/por-atender')).status).to.equal(401);
    await t.api.request.put(`/api/reportes/apelaciones/${filed.body.id}`).set(bearer(l.dario.token)).send({ resultado: 'confirmada', explicacion: 'Se mantiene.' }).expect(200);
    expect((await waiting()).body).to.deep.include({ apelaciones: 0, total: 0 });
  });

  it('reduces a penalty on appeal by a steward who did not decide the report, and the standings and the decision log follow', async () => {
    const l = await decidedReport();
    const penalised = (await l.standings()).get(2)!;
    const filed = await appeal(l.beto.token, l.reportId, 'El video muestra que Ana frenó antes de tiempo.');
    expect(filed.status, JSON.stringify(filed.body)).to.equal(201);
    expect(filed.body.message).to.equal('Apelación presentada: la decidirán comisarios que no votaron el reporte.');

    const byDecider = await t.api.request.put(`/api/reportes/apelaciones/${filed.body.id}`).set(bearer(l.carla.token)).send({ resultado: 'confirmada', explicacion: 'Se mantiene.' });
    expect([byDecider.status, byDecider.body.message]).to.deep.equal([403, 'No puedes decidir la apelación de un reporte que votaste o decidiste.']);
    const reduced = await t.api.request
      .put(`/api/reportes/apelaciones/${filed.body.id}`)
      .set(bearer(l.dario.token))
      .send({ resultado: 'reducida', explicacion: 'Hubo contacto, pero Ana también frenó pronto.', sancion: { tipo: 'puntos', puntos: 4, puntosLicencia: 1 } });
    expect(reduced.status, JSON.stringify(reduced.body)).to.equal(200);
    expect(reduced.body.message).to.equal('Apelación decidida.');
    expect(await t.context.knex('penalties').select('puntos', 'puntosLicencia')).to.deep.equal([{ puntos: 4, puntosLicencia: 1 }]);
    expect((await l.standings()).get(2)).to.equal(penalised + 6);

    const entry = (await t.api.request.get(`/api/reportes/campeonato/${l.season.campeonatoId}/decisiones`)).body.decisiones[0];
    expect(entry.sancion).to.deep.include({ tipo: 'puntos', puntos: 4, puntosLicencia: 1 });
    expect(entry.apelaciones).to.have.length(1);
    expect(entry.apelaciones[0]).to.deep.include({ estado: 'reducida', resultado: 'Sanción reducida', sancionAnterior: 'Puntos de campeonato descontados: 10 · 3 puntos de licencia', explicacion: 'Hubo contacto, pero Ana también frenó pronto.' });
    expect(entry.apelaciones[0].piloto).to.deep.include({ nombre: 'Beto', apellido: 'Curva' });
  });

  it('refuses in Spanish an appeal after the window, a second appeal and one by a third driver, changing nothing', async () => {
    const l = await decidedReport();
    const decidedAt = clock.now().getTime();
    clock.set(new Date(decidedAt + 48 * 3_600_000 + 1000).toISOString());
    const late = await appeal(l.beto.token, l.reportId, 'Tarde.');
    expect([late.status, late.body.message]).to.deep.equal([409, 'El plazo para apelar terminó (48 horas desde la decisión).']);
    clock.set(new Date(decidedAt + 47 * 3_600_000).toISOString());
    await appeal(l.beto.token, l.reportId, 'Primera apelación.').expect(201);
    const twice = await appeal(l.beto.token, l.reportId, 'Otra vez.');
    expect([twice.status, twice.body.message]).to.deep.equal([409, 'Ya apelaste esta decisión: cada piloto puede apelar una vez.']);
    const stranger = await createUser(t.context);
    const third = await appeal(stranger.token, l.reportId, 'Yo también.');
    expect([third.status, third.body.message]).to.deep.equal([403, 'Solo los dos pilotos del reporte pueden apelar su decisión.']);
    expect(await t.context.knex('report_appeals').select('motivo')).to.deep.equal([{ motivo: 'Primera apelación.' }]);
  });

  it('annuls a penalty on appeal decided by an admin, and the standings give the points back', async () => {
    const l = await decidedReport();
    const penalised = (await l.standings()).get(2)!;
    const filed = await appeal(l.beto.token, l.reportId, 'No hubo contacto.');
    await t.api.request.put(`/api/reportes/apelaciones/${filed.body.id}`).set(bearer(l.admin.token)).send({ resultado: 'anulada', explicacion: 'Las repeticiones no muestran contacto.' }).expect(200);
    expect(await count(t.context, 'penalties')).to.equal(0);
    expect((await l.standings()).get(2)).to.equal(penalised + 10);
    const again = await t.api.request.put(`/api/reportes/apelaciones/${filed.body.id}`).set(bearer(l.dario.token)).send({ resultado: 'confirmada', explicacion: 'x' });
    expect([again.status, again.body.message]).to.deep.equal([409, 'Esta apelación ya fue decidida.']);
  });

  it('lifts the suspension a reduced penalty no longer justifies, logged with the appeal, and the standings give the race back', async () => {
    clock.set(new Date().toISOString());
    const season = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Curva' });
    const carla = await createUser(t.context, { nombre: 'Carla', apellido: 'Comisaria', rol: 'comisario' });
    const dario = await createUser(t.context, { nombre: 'Darío', apellido: 'Comisario', rol: 'comisario' });
    await t.context.knex('users').where({ id: beto.id }).update({ iracingId: 2 });
    await enrol(t, admin.token, season.campeonatoId, beto.id);
    for (const s of [carla, dario]) await t.api.request.post('/api/reportes/comisarios').set(bearer(admin.token)).send({ campeonato: season.campeonatoId, comisario: s.id }).expect(201);
    const current = (await t.api.request.get(`/api/reportes/ajustes/${season.campeonatoId}`).set(bearer(admin.token))).body;
    await t.api.request.put(`/api/reportes/ajustes/${season.campeonatoId}`).set(bearer(admin.token)).send({ ...current, umbralesLicencia: [{ puntos: 3, sancion: 'carrera' }] }).expect(200);
    const round2 = async () => {
      const body = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`).set(bearer(admin.token)).expect(200)).body as { grupos: Array<{ filas: Array<Row & { rondas: Array<{ ronda: number; puntos: number }> }> }> };
      return body.grupos.flatMap((g) => g.filas).find((r) => r.piloto.custId === 2)!.rondas.find((r) => r.ronda === 2)!.puntos;
    };
    const won = await round2();
    expect(won).to.be.greaterThan(0);

    // Between rounds 1 and 2: a report of round 1 decided with 3 licence points suspends Beto from round 2.
    clock.set(new Date(Date.now() - 24 * 86_400_000).toISOString());
    const filed = await t.api.request.post('/api/reportes').set(bearer(admin.token)).field('usuarioDenunciado', beto.id).field('campeonato', season.campeonatoId).field('carrera', season.raceIds[0]!).field('vuelta', '3').field('descripcion', 'Contacto en la curva 1.');
    expect(filed.status, JSON.stringify(filed.body)).to.equal(201);
    await t.api.request.put(`/api/reportes/${filed.body._id}/resolve`).set(bearer(carla.token)).send({ aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'tiempo', segundos: 10, puntosLicencia: 3 } }).expect(200);
    expect(await t.context.knex('suspensions').select('carreraId', 'umbral')).to.deep.equal([{ carreraId: season.raceIds[1], umbral: 3 }]);
    expect(await round2()).to.equal(0);

    const appealed = await appeal(beto.token, filed.body._id, 'Ana frenó antes de tiempo.');
    expect(appealed.status, JSON.stringify(appealed.body)).to.equal(201);
    const reduced = await t.api.request.put(`/api/reportes/apelaciones/${appealed.body.id}`).set(bearer(dario.token)).send({ resultado: 'reducida', explicacion: 'Contacto leve.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 1 } });
    expect(reduced.status, JSON.stringify(reduced.body)).to.equal(200);
    const [lifted] = await t.context.knex('suspensions').select('levantadaPor', 'motivoLevantamiento');
    expect(lifted).to.deep.equal({ levantadaPor: dario.id, motivoLevantamiento: `Apelación del reporte #${filed.body.numeroReporte}: sus puntos de licencia bajaron a 1, por debajo de este umbral.` });
    expect(await round2()).to.equal(won);
    const page = (await t.api.request.get(`/api/reportes/campeonato/${season.campeonatoId}/decisiones`)).body;
    expect(page.suspensiones[0].levantada).to.deep.include({ motivo: lifted.motivoLevantamiento });
    expect(page.puntosLicencia[0]).to.deep.include({ puntosLicencia: 1 });
  });

  it('writes an appeal, its outcome and the ledger change once when the same requests arrive at the same instant', async () => {
    const l = await decidedReport();
    const penalised = (await l.standings()).get(2)!;
    const filings = await Promise.all([appeal(l.beto.token, l.reportId, 'Primera.'), appeal(l.beto.token, l.reportId, 'Segunda.'), appeal(l.beto.token, l.reportId, 'Tercera.')]);
    expect(filings.map((f) => f.status).sort()).to.deep.equal([201, 409, 409]);
    expect(await count(t.context, 'report_appeals')).to.equal(1);
    const appealId = filings.find((f) => f.status === 201)!.body.id as string;

    const decide = (token: string, body: object) => t.api.request.put(`/api/reportes/apelaciones/${appealId}`).set(bearer(token)).send(body);
    const outcomes = await Promise.all([
      decide(l.dario.token, { resultado: 'reducida', explicacion: 'Contacto leve.', sancion: { tipo: 'puntos', puntos: 4, puntosLicencia: 1 } }),
      decide(l.admin.token, { resultado: 'anulada', explicacion: 'No hubo contacto.' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).to.deep.equal([200, 409]);
    const winner = outcomes.find((o) => o.status === 200)!;
    const [stored] = await t.context.knex('report_appeals').select('estado');
    expect(stored.estado).to.equal(winner.body.data.apelaciones[0].estado);
    // The ledger holds exactly the winner's outcome: the reduced penalty, or none.
    const ledger = await t.context.knex('penalties').select('puntos', 'puntosLicencia');
    expect(ledger).to.deep.equal(stored.estado === 'reducida' ? [{ puntos: 4, puntosLicencia: 1 }] : []);
    expect((await l.standings()).get(2)).to.equal(penalised + (stored.estado === 'reducida' ? 6 : 10));
  });
});
