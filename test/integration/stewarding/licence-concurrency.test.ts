import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import type { Driver, League } from './stewarding-fixtures.js';
import { addRace, AFTER_RACE, BEFORE_RACE, bearer, enrol, fileReport, league, reportFields } from './stewarding-fixtures.js';

/** Enough rounds that a threshold read outside the driver's lock is missed in at least one of them (before the fix: most). */
const ROUNDS = 6;

describeEachDatabase('Licence points recorded at the same instant: the threshold they reach together suspends', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  let drivers: Driver[];
  let nextRace: string;

  /** A championship of two races, a threshold of 10 points (one race), and ROUNDS drivers at 0 points; the clock between the races. */
  beforeEach(async () => {
    clock.set(BEFORE_RACE);
    l = await league(t);
    nextRace = await addRace(t, l.admin.token, l.campeonatoId, { fechaInicio: '2026-04-11' });
    drivers = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const d = await createUser(t.context, { nombre: 'Piloto', apellido: `Ronda${i + 1}` });
      await enrol(t, l.admin.token, l.campeonatoId, d.id);
      drivers.push(d);
    }
    await panel(1);
    clock.set(AFTER_RACE);
  });

  async function panel(comisariosPorReporte: number) {
    const current = (await t.api.request.get(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(l.admin.token))).body;
    const saved = await t.api.request
      .put(`/api/reportes/ajustes/${l.campeonatoId}`)
      .set(bearer(l.admin.token))
      .send({ ...current, comisariosPorReporte, umbralesLicencia: [{ puntos: 10, sancion: 'carrera' }], caducidadCarreras: '' });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  }

  const penalise = (driver: Driver, puntosLicencia: number) =>
    t.api.request
      .post('/api/reportes/sanciones')
      .set(bearer(l.admin.token))
      .send({ campeonato: l.campeonatoId, carrera: l.carreraId, piloto: driver.id, explicacion: 'Conducción peligrosa.', sancion: { tipo: 'advertencia', puntosLicencia } });

  /** Each driver's suspensions as [points, threshold, race]. */
  async function suspensionsOf(): Promise<Array<Array<[number, number, string]>>> {
    const rows = (await t.context.knex('suspensions').select('userId', 'puntos', 'umbral', 'carreraId')) as Array<{ userId: string; puntos: unknown; umbral: unknown; carreraId: string }>;
    return drivers.map((d) => rows.filter((r) => r.userId === d.id).map((r) => [Number(r.puntos), Number(r.umbral), r.carreraId] as [number, number, string]));
  }

  it('suspends every driver given two penalties of 5 points at once, in every round', async () => {
    for (const d of drivers) {
      const answers = await Promise.all([penalise(d, 5), penalise(d, 5)]);
      expect(answers.map((a) => a.status)).to.deep.equal([201, 201]);
    }
    expect(await suspensionsOf()).to.deep.equal(drivers.map(() => [[10, 10, nextRace]]));
  });

  it('suspends every driver given three penalties of 4 points at once, in every round', async () => {
    for (const d of drivers) {
      const answers = await Promise.all([penalise(d, 4), penalise(d, 4), penalise(d, 4)]);
      expect(answers.map((a) => a.status)).to.deep.equal([201, 201, 201]);
    }
    // The third penalty written takes him from 8 to 12: the suspension records the points that crossed it.
    expect(await suspensionsOf()).to.deep.equal(drivers.map(() => [[12, 10, nextRace]]));
  });

  it('suspends every driver whose two reports an admin decides at once with 5 points each', async () => {
    for (const d of drivers) {
      const reports = [await fileReport(t, l.ana.token, reportFields(l, { usuarioDenunciado: d.id })), await fileReport(t, l.ana.token, reportFields(l, { usuarioDenunciado: d.id, vuelta: '9' }))];
      const answers = await Promise.all(
        reports.map((r) =>
          t.api.request
            .put(`/api/reportes/${r.id}/resolve`)
            .set(bearer(l.admin.token))
            .send({ aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'advertencia', puntosLicencia: 5 } }),
        ),
      );
      expect(answers.map((a) => a.status)).to.deep.equal([200, 200]);
    }
    expect(await suspensionsOf()).to.deep.equal(drivers.map(() => [[10, 10, nextRace]]));
  });

  it('suspends every driver whose two reports two panels decide at once with 5 points each', async () => {
    const stewards: Driver[] = [];
    for (const nombre of ['Carla', 'Darío', 'Elena']) {
      const s = await createUser(t.context, { nombre, apellido: 'Comisario', rol: 'comisario' });
      await t.api.request.post('/api/reportes/comisarios').set(bearer(l.admin.token)).send({ campeonato: l.campeonatoId, comisario: s.id }).expect(201);
      stewards.push(s);
    }
    await panel(3);
    const warning = { veredicto: 'advertencia', puntosLicencia: 5, razonamiento: 'Contacto evitable.' };
    const vote = (s: Driver, id: string) => t.api.request.post(`/api/reportes/${id}/votos`).set(bearer(s.token)).send(warning);
    for (const d of drivers) {
      const reports = [await fileReport(t, l.ana.token, reportFields(l, { usuarioDenunciado: d.id })), await fileReport(t, l.ana.token, reportFields(l, { usuarioDenunciado: d.id, vuelta: '9' }))];
      for (const r of reports) for (const s of stewards.slice(0, 2)) expect((await vote(s, r.id)).status).to.equal(201);
      const last = await Promise.all(reports.map((r) => vote(stewards[2]!, r.id)));
      expect(last.map((a) => [a.status, a.body.data?.estado])).to.deep.equal([
        [201, 'resuelto'],
        [201, 'resuelto'],
      ]);
    }
    expect(await suspensionsOf()).to.deep.equal(drivers.map(() => [[10, 10, nextRace]]));
  });
});
