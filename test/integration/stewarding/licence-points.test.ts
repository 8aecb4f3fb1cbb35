import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { bearer, count, enrol, queuedMails } from './stewarding-fixtures.js';

type Row = { piloto: { custId: number }; puntos: number; rondas: Array<{ ronda: number; puntos: number }> };
const DAY = 86_400_000;

describeEachDatabase('Licence points that bite: thresholds suspend, results of the suspended race count as disqualified, points expire', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });

  /**
   * The invented season (rounds 28, 21 and 14 days ago, a fourth 7 days ago), Beto Curva (iRacing 2)
   * enrolled; thresholds 6 (one race) and 12 (expulsion); the clock put back to between rounds 1 and 2.
   */
  async function season(caducidadCarreras: number | '' = '') {
    clock.set(new Date().toISOString());
    const s = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin', email: 'jefa@ejemplo.test' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Curva', email: 'beto@ejemplo.test' });
    await t.context.knex('users').where({ id: beto.id }).update({ iracingId: 2 });
    await enrol(t, admin.token, s.campeonatoId, beto.id);
    const current = (await t.api.request.get(`/api/reportes/ajustes/${s.campeonatoId}`).set(bearer(admin.token))).body;
    const saved = await t.api.request
      .put(`/api/reportes/ajustes/${s.campeonatoId}`)
      .set(bearer(admin.token))
      .send({ ...current, umbralesLicencia: [{ puntos: 6, sancion: 'carrera' }, { puntos: 12, sancion: 'expulsion' }], caducidadCarreras });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    clock.set(new Date(Date.now() - 24 * DAY).toISOString());
    const penalise = (carrera: string, puntosLicencia: number) =>
      t.api.request.post('/api/reportes/sanciones').set(bearer(admin.token)).send({ campeonato: s.campeonatoId, carrera, piloto: beto.id, explicacion: 'Conducción peligrosa.', sancion: { tipo: 'advertencia', puntosLicencia } }).expect(201);
    const round2 = async () => {
      const body = (await t.api.request.get(`/api/campeonatos/${s.campeonatoId}/clasificacion`).set(bearer(admin.token)).expect(200)).body as { grupos: Array<{ filas: Row[] }> };
      return body.grupos.flatMap((g) => g.filas).find((r) => r.piloto.custId === 2)!.rondas.find((r) => r.ronda === 2)!.puntos;
    };
    return { s, admin, beto, penalise, round2 };
  }

  it('suspends a driver for the next race on reaching the threshold: his win there counts as a disqualification, he and the admins are mailed, and the decision page shows it', async () => {
    const l = await season();
    expect(await l.round2()).to.equal(25);
    await t.context.knex('mail_outbox').delete();
    await l.penalise(l.s.raceIds[0]!, 4);
    expect(await count(t.context, 'suspensions')).to.equal(0);
    await l.penalise(l.s.raceIds[0]!, 2);
    expect(await t.context.knex('suspensions').select('userId', 'carreraId', 'tipo', 'umbral')).to.deep.equal([{ userId: l.beto.id, carreraId: l.s.raceIds[1], tipo: 'carrera', umbral: 6 }]);
    expect(await l.round2()).to.equal(0);
    expect((await queuedMails(t.context)).filter((m) => m.subject.startsWith('Una carrera de suspensión')).map((m) => m.to).sort()).to.deep.equal(['beto@ejemplo.test', 'jefa@ejemplo.test']);
    // His entry shows it, on the public list (a kept public read, refreshed by the suspensions' writes) and the admin's.
    const suspendedOn = async (path: string, token?: string) => {
      const req = t.api.request.get(path);
      const body = (await (token ? req.set(bearer(token)) : req).expect(200)).body as { data: Array<{ usuarioId: string; suspensiones: Array<{ carreraId: string }> }> };
      return body.data.find((e) => e.usuarioId === l.beto.id)!.suspensiones.map((x) => x.carreraId);
    };
    expect(await suspendedOn(`/api/campeonatos/${l.s.campeonatoId}/inscritos`)).to.deep.equal([l.s.raceIds[1]]);
    expect(await suspendedOn(`/api/campeonatos/${l.s.campeonatoId}/inscritos/admin`, l.admin.token)).to.deep.equal([l.s.raceIds[1]]);

    const page = (await t.api.request.get(`/api/reportes/campeonato/${l.s.campeonatoId}/decisiones`)).body;
    expect(page.umbralesLicencia).to.deep.equal([{ puntos: 6, sancion: 'carrera' }, { puntos: 12, sancion: 'expulsion' }]);
    expect(page.puntosLicencia[0]).to.deep.include({ puntosLicencia: 6 });
    expect(page.puntosLicencia[0].historial.map((h: { puntos: number; vigente: boolean }) => [h.puntos, h.vigente])).to.deep.equal([[4, true], [2, true]]);
    expect(page.suspensiones.map((x: { sancion: string; carrera: { id: string }; levantada: unknown }) => [x.sancion, x.carrera.id, x.levantada])).to.deep.equal([['Una carrera de suspensión', l.s.raceIds[1], null]]);

    const lifted = await t.api.request.put(`/api/reportes/suspensiones/${page.suspensiones[0].id}/levantar`).set(bearer(l.admin.token)).send({ motivo: 'La liga revisó el caso.' });
    expect([lifted.status, lifted.body.message]).to.deep.equal([200, 'Suspensión levantada.']);
    expect(await l.round2()).to.equal(25);
    expect(await suspendedOn(`/api/campeonatos/${l.s.campeonatoId}/inscritos`)).to.deep.equal([]);
    const noReason = await t.api.request.put(`/api/reportes/suspensiones/${page.suspensiones[0].id}/levantar`).set(bearer(l.admin.token)).send({ motivo: ' ' });
    expect([noReason.status, noReason.body.message]).to.deep.equal([400, 'Escribe el motivo para levantar la suspensión.']);
    expect((await t.api.request.get(`/api/reportes/campeonato/${l.s.campeonatoId}/decisiones`)).body.suspensiones[0].levantada).to.deep.include({ motivo: 'La liga revisó el caso.' });
  });

  it('suspends once when two penalties cross the same threshold at the same instant, mailing once', async () => {
    const l = await season();
    await l.penalise(l.s.raceIds[0]!, 4);
    await t.context.knex('mail_outbox').delete();
    await Promise.all([l.penalise(l.s.raceIds[0]!, 2), l.penalise(l.s.raceIds[0]!, 3)]);
    expect(await count(t.context, 'penalties')).to.equal(3);
    expect(await t.context.knex('suspensions').select('userId', 'umbral')).to.deep.equal([{ userId: l.beto.id, umbral: 6 }]);
    expect((await queuedMails(t.context)).filter((m) => m.subject.startsWith('Una carrera de suspensión')).map((m) => m.to).sort()).to.deep.equal(['beto@ejemplo.test', 'jefa@ejemplo.test']);
    // His entry shows it, on the public list (a kept public read, refreshed by the suspensions' writes) and the admin's.
    const suspendedOn = async (path: string, token?: string) => {
      const req = t.api.request.get(path);
      const body = (await (token ? req.set(bearer(token)) : req).expect(200)).body as { data: Array<{ usuarioId: string; suspensiones: Array<{ carreraId: string }> }> };
      return body.data.find((e) => e.usuarioId === l.beto.id)!.suspensiones.map((x) => x.carreraId);
    };
    expect(await suspendedOn(`/api/campeonatos/${l.s.campeonatoId}/inscritos`)).to.deep.equal([l.s.raceIds[1]]);
    expect(await suspendedOn(`/api/campeonatos/${l.s.campeonatoId}/inscritos/admin`, l.admin.token)).to.deep.equal([l.s.raceIds[1]]);
  });

  it('lets points expire after the races the championship sets, so older points no longer reach the threshold', async () => {
    const l = await season(1);
    await l.penalise(l.s.raceIds[0]!, 5);
    // Between rounds 3 and 4: the five points of round 1 expired before round 3.
    clock.set(new Date(Date.now() - 10 * DAY).toISOString());
    await l.penalise(l.s.raceIds[2]!, 3);
    expect(await count(t.context, 'suspensions')).to.equal(0);
    const page = (await t.api.request.get(`/api/reportes/campeonato/${l.s.campeonatoId}/decisiones`)).body;
    expect(page.caducidadCarreras).to.equal(1);
    const history = page.puntosLicencia[0].historial.map((h: { puntos: number; vigente: boolean; caducaAntesDe: { id: string } | null }) => [h.puntos, h.vigente, h.caducaAntesDe?.id ?? null]);
    expect(history).to.deep.equal([
      [5, false, l.s.raceIds[2]],
      [3, true, null],
    ]);
    expect(page.puntosLicencia[0].puntosLicencia).to.equal(3);
  });
});
