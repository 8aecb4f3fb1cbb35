import { expect } from 'chai';
import { STEWARDS_PAGE } from '../../../src/contracts/stewarding.contract.js';
import { IDENTITY } from '../../../src/modules/identity/index.js';
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

  it(`lists the assignments a page at a time, oldest first (${STEWARDS_PAGE.size} unless asked, up to ${STEWARDS_PAGE.maxSize}), refusing a size out of range in Spanish`, async () => {
    const register = t.context.container.get(IDENTITY.RegisterUser);
    const ids: string[] = [];
    for (let i = 0; i < 26; i += 1) {
      const made = await register.execute({ nombre: 'Comisario', apellido: `Lote${String(i).padStart(2, '0')}`, email: `comisario${i}@pista.test`, password: 'secreto123' });
      if (made.created) ids.push(made.user.id);
    }
    // 52 assignments, two to an instant, and one of an account deleted since (never shown, the pages stay full).
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    await t.context.knex('steward_assignments').insert([
      ...ids.flatMap((userId, i) => [l.campeonatoId, otherChampionship].map((campeonatoId) => ({ campeonatoId, userId, asignadoPor: l.admin.id, createdAt: at(i) }))),
      { campeonatoId: l.campeonatoId, userId: 'cuenta-que-no-existe', asignadoPor: l.admin.id, createdAt: at(0) },
    ]);
    const page = (query: Record<string, string>) => t.api.request.get('/api/reportes/comisarios').query(query).set(bearer(l.admin.token));
    const keys = (res: { body: { comisarios: Array<{ campeonato: { id: string }; comisario: { id: string } }> } }) => res.body.comisarios.map((a) => `${a.comisario.id}:${a.campeonato.id}`);
    const order = ids.flatMap((id) => [l.campeonatoId, otherChampionship].sort().map((c) => `${id}:${c}`));

    const first = await page({});
    expect(first.status).to.equal(200);
    expect(keys(first)).to.deep.equal(order.slice(0, STEWARDS_PAGE.size));
    const second = await page({ despues: first.body.siguiente });
    expect([keys(second), second.body.siguiente]).to.deep.equal([order.slice(STEWARDS_PAGE.size), null]);
    expect(keys(await page({ limite: String(STEWARDS_PAGE.maxSize) }))).to.deep.equal(order);
    const ofOne = await page({ campeonato: otherChampionship, limite: '3' });
    expect(keys(ofOne)).to.deep.equal(order.filter((k) => k.endsWith(otherChampionship)).slice(0, 3));

    const limit = `Se muestran de 1 a ${STEWARDS_PAGE.maxSize} comisarios por página`;
    for (const limite of [String(STEWARDS_PAGE.maxSize + 1), '0', '2.5', 'todos']) {
      const res = await page({ limite });
      expect([res.status, res.body], limite).to.deep.equal([400, { message: limit, code: 'VALIDATION_ERROR', errors: { limite: limit } }]);
    }
    const lost = await page({ despues: 'no-es-un-lugar' });
    expect([lost.status, lost.body.errors]).to.deep.equal([400, { despues: 'La página pedida no es válida: vuelve al inicio de la lista' }]);
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
