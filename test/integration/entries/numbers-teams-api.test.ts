import { expect } from 'chai';
import { KnexCarNumberRepository } from '../../../src/modules/championships/adapters/persistence/car-number.repository.knex.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { queuedMails } from '../identity/identity-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('Car numbers and teams (API)', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const enter = (token: string, campeonatoId: string, body: Record<string, unknown> = {}) =>
    t.api.request.post(`/api/campeonatos/${campeonatoId}/inscribirme`).set(bearer(token)).send(body);
  const drivers = async (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t.context)));

  it('enters with a number and a team, shows them on both entry lists, and lists what is taken for the form', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [ana, beto] = await drivers(2);
    const c = await createChampionship(t, admin.token, { precio: '0', maxPilotosPorEquipo: '3', maxBajas: '2', maxAusencias: '' });
    expect([c.maxPilotosPorEquipo, c.maxBajas, c.maxAusencias]).to.deep.equal([3, 2, null]);
    const bad = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('maxPilotosPorEquipo', '0');
    expect([bad.status, bad.body.errors?.maxPilotosPorEquipo]).to.deep.equal([400, 'El máximo de pilotos por equipo debe ser un número entero entre 1 y 50, o vacío para no limitarlo']);
    expect((await enter(ana.token, c.id, { numeroAuto: 7, equipo: 'Escudería Águila' })).status).to.equal(201);
    expect((await enter(beto.token, c.id, { numeroAuto: '23', equipo: 'ESCUDERIA aguila' })).status).to.equal(201);

    const list = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos`);
    expect(list.body.data.map((e: { usuarioId: string; numeroAuto: number; equipo: string }) => [e.usuarioId, e.numeroAuto, e.equipo])).to.deep.equal([
      [ana.id, 7, 'Escudería Águila'],
      [beto.id, 23, 'Escudería Águila'],
    ]);
    const adminList = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin`).set(bearer(admin.token));
    expect(adminList.body.data.map((e: { numeroAuto: number; numeroReservado: boolean }) => [e.numeroAuto, e.numeroReservado])).to.deep.equal([
      [7, false],
      [23, false],
    ]);
    const taken = await t.api.request.get(`/api/campeonatos/${c.id}/numeros-y-equipos`);
    expect(taken.body).to.deep.equal({
      success: true,
      campeonatoId: c.id,
      numerosOcupados: [
        { numero: 7, reservado: false },
        { numero: 23, reservado: false },
      ],
      equipos: [{ nombre: 'Escudería Águila', pilotos: 2 }],
      maxPilotosPorEquipo: 3,
    });
    const mine = await t.api.request.get(`/api/campeonatos/${c.id}/mi-lugar`).set(bearer(beto.token));
    expect(mine.body).to.include({ numeroAuto: 23, equipo: 'Escudería Águila' });
  });

  it('gives a number to exactly one of eight drivers asking for it at once, and stores nothing for the others', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '20' });
    const racers = await drivers(8);
    const answers = await Promise.all(racers.map((d) => enter(d.token, c.id, { numeroAuto: 44 })));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect([refused.body.code, refused.body.errors]).to.deep.equal(['CAR_NUMBER_TAKEN', { numeroAuto: 'El 44 ya está ocupado' }]);
    }
    expect(await t.context.knex('championship_enrolments').where({ campeonatoId: c.id }).count({ n: '*' })).to.deep.equal([{ n: kind === 'postgres' ? '1' : 1 }]);
    expect(await t.context.knex('championship_car_numbers').where({ campeonatoId: c.id }).select('numero')).to.deep.equal([{ numero: 44 }]);
    expect((await queuedMails(t.context)).filter((m) => m.subject.startsWith('Inscripción confirmada'))).to.have.length(1);
  });

  it('lets the unique index settle two transactions writing one number past every check', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0' });
    const [ana, beto] = await drivers(2);
    const repo = new KnexCarNumberRepository(t.context.knex);
    const write = (userId: string, id: string) =>
      t.context.knex.transaction((trx) => repo.save({ id, campeonatoId: c.id, userId, numero: 5, reservado: false, createdAt: NOW }, trx));
    const outcomes = await Promise.allSettled([write(ana.id, 'numero-de-ana'), write(beto.id, 'numero-de-beto')]);
    expect(outcomes.map((o) => o.status).sort()).to.deep.equal(['fulfilled', 'rejected']);
    expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason.code).to.equal('CAR_NUMBER_TAKEN');
    expect(await t.context.knex('championship_car_numbers').where({ campeonatoId: c.id }).count({ n: '*' })).to.deep.equal([{ n: kind === 'postgres' ? '1' : 1 }]);
  });

  it('keeps a team to the championship’s maximum when six drivers enter it at once (accent- and case-blind)', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '20', maxPilotosPorEquipo: '2' });
    const racers = await drivers(6);
    const names = ['Escudería Águila', 'escuderia aguila', 'ESCUDERÍA ÁGUILA', 'Escuderia  Aguila', 'escudería águila', 'Escudería Águila'];
    const answers = await Promise.all(racers.map((d, i) => enter(d.token, c.id, { equipo: names[i] })));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).to.deep.equal(['TEAM_FULL', 'TEAM_FULL', 'TEAM_FULL', 'TEAM_FULL']);
    expect(await t.context.knex('championship_teams').where({ campeonatoId: c.id }).select('clave')).to.deep.equal([{ clave: 'escuderia aguila' }]);
    expect(await t.context.knex('championship_team_members').where({ campeonatoId: c.id })).to.have.length(2);
    expect(await t.context.knex('championship_enrolments').where({ campeonatoId: c.id })).to.have.length(2);
  });

  it('lets admins reserve a number for a named driver, refuses it to others, frees numbers at withdrawal but not reserved ones', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [ana, beto] = await drivers(2);
    const c = await createChampionship(t, admin.token, { precio: '0' });
    const reserve = await t.api.request.put(`/api/campeonatos/${c.id}/numeros/${beto.id}`).set(bearer(admin.token)).send({ numeroAuto: 1, reservado: true });
    expect([reserve.status, reserve.body.reservado, reserve.body.numeroAuto]).to.deep.equal([200, true, 1]);
    expect((await t.api.request.put(`/api/campeonatos/${c.id}/numeros/${beto.id}`).set(bearer(ana.token)).send({ numeroAuto: 2 })).status).to.equal(403);
    const refused = await enter(ana.token, c.id, { numeroAuto: 1 });
    expect([refused.status, refused.body.code, refused.body.message]).to.deep.equal([409, 'CAR_NUMBER_RESERVED', 'El número de auto 1 está reservado para otro piloto en este campeonato']);
    expect((await enter(ana.token, c.id, { numeroAuto: 2 })).status).to.equal(201);
    expect((await enter(beto.token, c.id)).status).to.equal(201);
    for (const d of [ana, beto]) expect((await t.api.request.delete(`/api/campeonatos/${c.id}/inscritos/${d.id}`).set(bearer(admin.token))).status).to.equal(200);
    expect((await t.api.request.get(`/api/campeonatos/${c.id}/numeros-y-equipos`)).body.numerosOcupados).to.deep.equal([{ numero: 1, reservado: true }]);
  });

  it('exports the admin’s entry list as CSV with states, numbers and teams, filtered like the screen, and only to admins', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { precio: '0', participantesMaximos: '2', nombreCampeonato: 'Copa Exportación' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Núñez' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Paz' });
    const caro = await createUser(t.context, { nombre: 'Caro', apellido: 'Sol' });
    expect((await enter(ana.token, c.id, { numeroAuto: 3, equipo: 'Águila, S.A.' })).status).to.equal(201);
    expect((await enter(beto.token, c.id, { numeroAuto: 4 })).status).to.equal(201);
    expect((await t.api.request.post(`/api/campeonatos/${c.id}/lista-espera`).set(bearer(caro.token))).status).to.equal(201);
    const csv = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin.csv`).set(bearer(admin.token)).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-disposition']).to.equal('attachment; filename="inscritos-copa-exportacion.csv"');
    const lines = (csv.body as string).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).to.equal('Estado,Número de auto,Número reservado,Piloto,Correo,ID de iRacing,Equipo,Fecha (hora del centro de México),Lugar en la lista de espera,Oferta vence (hora del centro de México)');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4))).to.deep.equal([
      ['Inscrito', '3', 'No', 'Ana Núñez'],
      ['Inscrito', '4', 'No', 'Beto Paz'],
      ['Lista de espera', '', '', 'Caro Sol'],
    ]);
    expect(lines[1]).to.include('"Águila, S.A."');
    const filtered = await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin.csv?estado=inscrito&q=nunez`).set(bearer(admin.token)).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect((filtered.body as string).split('\r\n').filter(Boolean)).to.have.length(2);
    expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscritos/admin.csv`).set(bearer(ana.token))).status).to.equal(403);
  });
});
