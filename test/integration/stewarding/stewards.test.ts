import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { confirmIdentity, createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import type { Driver, League } from './stewarding-fixtures.js';
import { addRace, AFTER_RACE, BEFORE_RACE, bearer, count, enrol, fileReport, league, reportFields } from './stewarding-fixtures.js';

describeEachDatabase('Stewards: the Comisario role and championships assigned to him', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  let carla: Driver;
  let otherChampionship: string;
  let otherRace: string;
  beforeEach(async () => {
    clock.set(BEFORE_RACE);
    l = await league(t);
    // Carla races in the championship and, from the user form, becomes one of its stewards.
    carla = await createUser(t.context, { nombre: 'Carla', apellido: 'Mora' });
    await enrol(t, l.admin.token, l.campeonatoId, carla.id);
    otherChampionship = (await createChampionship(t, l.admin.token, { nombreCampeonato: 'Copa Norte' })).id;
    otherRace = await addRace(t, l.admin.token, otherChampionship);
    for (const d of [l.ana, l.beto]) await enrol(t, l.admin.token, otherChampionship, d.id);
    clock.set(AFTER_RACE);
  });

  // A role is a sensitive change: the admin confirms who he is first (his sign-in was before the race).
  const makeSteward = async () => {
    await confirmIdentity(t.api, l.admin);
    return t.api.request.put(`/api/users/${carla.id}`).set(bearer(l.admin.token)).field('rol', 'comisario');
  };
  const assign = (token: string, body: Record<string, string>) => t.api.request.post('/api/reportes/comisarios').set(bearer(token)).send(body);

  it('gives a driver the Comisario role from the user form and assigns him to a championship once', async () => {
    const before = await assign(l.admin.token, { campeonato: l.campeonatoId, comisario: carla.id });
    expect(before.status).to.equal(400);
    expect(before.body.message).to.equal('Esa cuenta no tiene el rol de comisario: dáselo primero en su ficha de usuario.');
    expect((await makeSteward()).body.user.rol).to.equal('comisario');

    const res = await assign(l.admin.token, { campeonato: l.campeonatoId, comisario: carla.email });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.message).to.equal('Comisario asignado al campeonato.');
    const [a, b] = await Promise.all([assign(l.admin.token, { campeonato: otherChampionship, comisario: carla.id }), assign(l.admin.token, { campeonato: otherChampionship, comisario: carla.id })]);
    expect([a.status, b.status].sort()).to.deep.equal([201, 409]);
    expect((a.status === 409 ? a : b).body.message).to.equal('Esa cuenta ya es comisario de este campeonato.');
    expect(await count(t.context, 'steward_assignments')).to.equal(2);

    const list = await t.api.request.get(`/api/reportes/comisarios?campeonato=${l.campeonatoId}`).set(bearer(l.admin.token));
    expect(list.body.comisarios.map((x: { comisario: { nombre: string } }) => x.comisario.nombre)).to.deep.equal(['Carla']);
    expect((await assign(carla.token, { campeonato: l.campeonatoId, comisario: carla.id })).status).to.equal(403);
    const removed = await t.api.request.delete(`/api/reportes/comisarios/${otherChampionship}/${carla.id}`).set(bearer(l.admin.token));
    expect(removed.body.message).to.equal('Comisario retirado del campeonato.');
    expect(await count(t.context, 'steward_assignments')).to.equal(1);
  });

  it('lets a steward list, read and decide his championship\'s reports, and answers 403 for another championship\'s and for one about himself', async () => {
    await makeSteward();
    await assign(l.admin.token, { campeonato: l.campeonatoId, comisario: carla.id });
    const judged = await fileReport(t, l.ana.token, reportFields(l));
    const aboutCarla = await fileReport(t, l.beto.token, reportFields(l, { usuarioDenunciado: carla.id }));
    const byCarla = await fileReport(t, carla.token, reportFields(l, { usuarioDenunciado: l.ana.id }));
    const elsewhere = await fileReport(t, l.ana.token, reportFields(l, { campeonato: otherChampionship, carrera: otherRace }));

    const queue = await t.api.request.get('/api/reportes').set(bearer(carla.token));
    expect(queue.status).to.equal(200);
    expect(queue.body.reportes.map((r: { id: string }) => r.id)).to.deep.equal([judged.id]);
    expect(queue.body.paginacion.total).to.equal(1);
    const mine = await t.api.request.get('/api/reportes/comisarios/mios').set(bearer(carla.token));
    expect(mine.body).to.deep.equal({ todos: false, campeonatos: [{ id: l.campeonatoId, nombreCampeonato: (await t.context.knex('championships').where({ id: l.campeonatoId }).first()).nombreCampeonato }] });
    const foreign = await t.api.request.get(`/api/reportes?campeonato=${otherChampionship}`).set(bearer(carla.token));
    expect([foreign.status, foreign.body.message]).to.deep.equal([403, 'No eres comisario de este campeonato.']);

    for (const [report, message] of [
      [elsewhere, 'No eres comisario de este campeonato.'],
      [aboutCarla, 'No puedes juzgar un reporte que presentaste o que trata sobre ti.'],
      [byCarla, 'No puedes juzgar un reporte que presentaste o que trata sobre ti.'],
    ] as const) {
      const read = await t.api.request.get(`/api/reportes/${report.id}`).set(bearer(carla.token));
      const decide = await t.api.request.put(`/api/reportes/${report.id}/resolve`).set(bearer(carla.token)).send({ aprobado: true, explicacion: 'Sanción.', sancion: { tipo: 'advertencia' } });
      expect([read.status, read.body.message, decide.status, decide.body.message]).to.deep.equal([403, message, 403, message]);
    }
    expect(await count(t.context, 'report_decisions')).to.equal(0);

    expect((await t.api.request.get(`/api/reportes/${judged.id}`).set(bearer(carla.token))).status).to.equal(200);
    const decided = await t.api.request.put(`/api/reportes/${judged.id}/resolve`).set(bearer(carla.token)).send({ aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } });
    expect(decided.status, JSON.stringify(decided.body)).to.equal(200);
    expect(await t.context.knex('report_decisions').select('reportId', 'decididoPor')).to.deep.equal([{ reportId: judged.id, decididoPor: carla.id }]);
  });

  it('keeps a steward out of the rest of the admin panel and of deleting or recording penalties, and a driver out of stewarding', async () => {
    await makeSteward();
    await assign(l.admin.token, { campeonato: l.campeonatoId, comisario: carla.id });
    const report = await fileReport(t, l.ana.token, reportFields(l));
    const refusals = [
      await t.api.request.delete(`/api/reportes/${report.id}`).set(bearer(carla.token)),
      await t.api.request.post('/api/reportes/sanciones').set(bearer(carla.token)).send({ campeonato: l.campeonatoId, carrera: l.carreraId, piloto: l.beto.id, explicacion: 'x', sancion: { tipo: 'advertencia' } }),
      await t.api.request.get('/api/reportes/comisarios').set(bearer(carla.token)),
      await t.api.request.get('/api/users').set(bearer(carla.token)),
    ];
    expect(refusals.map((r) => [r.status, r.body.message])).to.deep.equal(Array(4).fill([403, 'Acceso solo para administradores']));
    const driver = await t.api.request.get('/api/reportes').set(bearer(l.ana.token));
    expect([driver.status, driver.body.message]).to.deep.equal([403, 'Acceso solo para comisarios y administradores']);
    expect(await count(t.context, 'reports')).to.equal(1);
    expect(await count(t.context, 'penalties')).to.equal(0);
  });
});
