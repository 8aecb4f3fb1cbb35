import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { confirmIdentity, createUser } from '../../support/http.js';
import { bearer, TINY_PNG, useTestApi } from '../identity/identity-fixtures.js';
import { createEvent, NOW, participantCount } from './single-events-fixtures.js';

describeEachDatabase('Single events API: public list, detail and sign-ups', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const register = (eventId: string, token?: string) => t.api.request.post(`/api/eventos-unicos/${eventId}/register`).set(token ? bearer(token) : {});
  const unregister = (eventId: string, token?: string) => t.api.request.delete(`/api/eventos-unicos/${eventId}/unregister`).set(token ? bearer(token) : {});

  it('lists every event to visitors by start day then start time, each with its participants', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const empty = await t.api.request.get('/api/eventos-unicos');
    expect(empty.status).to.equal(200);
    expect(empty.body).to.deep.equal([]);

    await createEvent(t.api, admin.token, { nombre: 'Tercero', fechaInicio: '2026-04-02', horaInicio: '08:00' });
    const second = await createEvent(t.api, admin.token, { nombre: 'Segundo', fechaInicio: '2026-04-01', horaInicio: '21:00' });
    await createEvent(t.api, admin.token, { nombre: 'Primero', fechaInicio: '2026-04-01', horaInicio: '09:30' });
    const driver = await createUser(t.context, { nombre: 'Lucía', apellido: 'Ortega' });
    await register(second.id, driver.token).expect(200);

    const res = await t.api.request.get('/api/eventos-unicos');
    expect(res.body.map((e: { nombre: string }) => e.nombre)).to.deep.equal(['Primero', 'Segundo', 'Tercero']);
    expect(res.body[1].participantesRegistrados).to.equal(1);
    expect(res.body[1].participantes[0]).to.include({ id: driver.id, _id: driver.id, nombre: 'Lucía', apellido: 'Ortega' });
    expect(res.body[0].participantes).to.deep.equal([]);
  });

  it('shows an event with its participants as id, _id, username, nombre, apellido and avatarUrl, never their e-mail', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token);
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
    await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).attach('imagenPerfil', TINY_PNG, 'ana.png').expect(200);
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Luna' });
    await register(event.id, ana.token).expect(200);
    clock.advance(1000);
    await register(event.id, beto.token).expect(200);

    const res = await t.api.request.get(`/api/eventos-unicos/${event.id}`);
    expect(res.status).to.equal(200);
    expect(res.body.participantesRegistrados).to.equal(2);
    const [first, second] = res.body.participantes;
    expect(Object.keys(first).sort()).to.deep.equal(['_id', 'apellido', 'avatarUrl', 'id', 'nombre', 'username']);
    expect(first).to.include({ id: ana.id, nombre: 'Ana', apellido: 'Ruiz', username: 'ana.ruiz' });
    expect(first.avatarUrl).to.match(/^\/uploads\/avatars\//);
    expect(second).to.include({ id: beto.id, avatarUrl: null });
    expect(JSON.stringify(res.body)).not.to.contain('@ejemplo.test');
  });

  it('frees a deleted account\'s places in events still to come, and keeps it in events already run', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const past = await createEvent(t.api, admin.token, { nombre: 'Ya corrido', fechaInicio: '2026-03-05', horaInicio: '20:00' });
    const upcoming = await createEvent(t.api, admin.token, { nombre: 'Por correr', fechaInicio: '2026-04-05', horaInicio: '20:00' });
    const driver = await createUser(t.context);
    await register(past.id, driver.token).expect(200);
    await register(upcoming.id, driver.token).expect(200);

    clock.set('2026-03-10T12:00:00.000Z');
    await confirmIdentity(t.api, admin);
    await t.api.request.delete(`/api/users/${driver.id}`).set(bearer(admin.token)).expect(200);

    expect(await participantCount(t.context, upcoming.id)).to.equal(0);
    expect(await participantCount(t.context, past.id)).to.equal(1);
  });

  it('answers 404 with the specified message for an unknown event, on the detail and on sign-up', async () => {
    const driver = await createUser(t.context);
    const res = await t.api.request.get('/api/eventos-unicos/0192f0c4-0000-7000-8000-000000000000');
    expect(res.status).to.equal(404);
    expect(res.body).to.deep.equal({ message: 'No se pudo encontrar el evento solicitado', code: 'EVENT_NOT_FOUND' });
    expect((await register('no-existe', driver.token)).status).to.equal(404);
    expect((await unregister('no-existe', driver.token)).status).to.equal(404);
  });

  it('signs a driver up, refuses a second sign-up with 409, and lets them leave', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token);
    const driver = await createUser(t.context);

    const joined = await register(event.id, driver.token);
    expect(joined.status).to.equal(200);
    expect(joined.body.message).to.equal('¡Te inscribiste en el evento!');
    expect(joined.body.data.participantes.map((p: { id: string }) => p.id)).to.deep.equal([driver.id]);

    const again = await register(event.id, driver.token);
    expect(again.status).to.equal(409);
    expect(again.body).to.include({ code: 'ALREADY_REGISTERED', message: 'Ya estás inscrito en este evento' });
    expect(await participantCount(t.context, event.id)).to.equal(1);

    const left = await unregister(event.id, driver.token);
    expect(left.status).to.equal(200);
    expect(left.body.message).to.equal('Te diste de baja del evento');
    expect(left.body.data.participantes).to.deep.equal([]);
    const leaveAgain = await unregister(event.id, driver.token);
    expect(leaveAgain.status).to.equal(409);
    expect(leaveAgain.body).to.include({ code: 'NOT_REGISTERED', message: 'No estás inscrito en este evento' });
  });

  it('answers 401 to a visitor and 403 to a suspended driver on sign-up and leave, changing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token);
    const anonymous = await register(event.id);
    expect(anonymous.status).to.equal(401);
    expect((await unregister(event.id)).status).to.equal(401);

    const driver = await createUser(t.context);
    await register(event.id, driver.token).expect(200);
    await t.context.knex('users').where({ id: driver.id }).update({ suspendido: true });
    const suspended = await createUser(t.context, { suspendido: true });

    const refused = await register(event.id, suspended.token);
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.equal({ message: 'Tu cuenta está suspendida', code: 'ACCOUNT_SUSPENDED' });
    const leave = await unregister(event.id, driver.token);
    expect(leave.status).to.equal(403);
    expect(leave.body.code).to.equal('ACCOUNT_SUSPENDED');
    const ids = (await t.context.knex('single_event_participants').where({ eventId: event.id })).map((r) => r.userId);
    expect(ids).to.deep.equal([driver.id]);
  });

  it('refuses the next driver of a full event with 409 "El evento está lleno", and takes no limit as no limit', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const small = await createEvent(t.api, admin.token, { participantesMaximos: '2' });
    const unlimited = await createEvent(t.api, admin.token, { participantesMaximos: '' });
    const drivers = await Promise.all([1, 2, 3, 4].map(() => createUser(t.context)));

    await register(small.id, drivers[0].token).expect(200);
    await register(small.id, drivers[1].token).expect(200);
    const full = await register(small.id, drivers[2].token);
    expect(full.status).to.equal(409);
    expect(full.body).to.deep.equal({ message: 'El evento está lleno', code: 'EVENT_FULL' });
    expect(await participantCount(t.context, small.id)).to.equal(2);

    // A place freed by a driver leaving goes to the next one.
    await unregister(small.id, drivers[0].token).expect(200);
    await register(small.id, drivers[2].token).expect(200);

    for (const driver of drivers) await register(unlimited.id, driver.token).expect(200);
    const detail = await t.api.request.get(`/api/eventos-unicos/${unlimited.id}`);
    expect(detail.body).to.include({ participantesMaximos: null, participantesRegistrados: 4 });
  });

  it('never seats more drivers than places when many sign up for the last places at once', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token, { participantesMaximos: '5' });
    const early = await Promise.all([1, 2].map(() => createUser(t.context)));
    for (const driver of early) await register(event.id, driver.token).expect(200);
    const rush = await Promise.all(Array.from({ length: 16 }, () => createUser(t.context)));

    const answers = await Promise.all(rush.map((driver) => register(event.id, driver.token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).to.have.length(3);
    expect(statuses.filter((s) => s === 409)).to.have.length(13);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'EVENT_FULL')).to.equal(true);
    expect(await participantCount(t.context, event.id)).to.equal(5);
    const winners = answers.flatMap((a, i) => (a.status === 200 ? [rush[i].id] : []));
    const seated = (await t.context.knex('single_event_participants').where({ eventId: event.id })).map((r) => r.userId);
    expect(seated.sort()).to.deep.equal([...early.map((d) => d.id), ...winners].sort());
  });

  it('lets the same driver win only once when they send several sign-ups at once', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token);
    const driver = await createUser(t.context);
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(event.id, driver.token)));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409, 409, 409, 409, 409]);
    expect(await participantCount(t.context, event.id)).to.equal(1);
  });

  it('closes sign-up and leaving at the start, read as horaInicio on Mexico City time', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    // 14 March 2026 at 18:00 in Mexico City (UTC−6) is 15 March 00:00 UTC.
    const event = await createEvent(t.api, admin.token, { fechaInicio: '2026-03-14', horaInicio: '18:00' });
    expect(event.inicio).to.equal('2026-03-15T00:00:00.000Z');
    const early = await createUser(t.context);
    const late = await createUser(t.context);

    clock.set('2026-03-14T23:59:00.000Z');
    await register(event.id, early.token).expect(200);

    clock.set('2026-03-15T00:00:00.000Z');
    const refused = await register(event.id, late.token);
    expect(refused.status).to.equal(409);
    expect(refused.body).to.include({ code: 'EVENT_STARTED', message: 'El evento ya comenzó: las inscripciones están cerradas' });
    const leave = await unregister(event.id, early.token);
    expect(leave.status).to.equal(409);
    expect(leave.body).to.include({ code: 'EVENT_STARTED', message: 'El evento ya comenzó: ya no puedes darte de baja' });
    expect(await participantCount(t.context, event.id)).to.equal(1);
  });

  it('takes an event without a start time as starting at midnight in Mexico City', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const event = await createEvent(t.api, admin.token, { fechaInicio: '2026-03-14', horaInicio: '07:00' });
    await t.context.knex('single_events').where({ id: event.id }).update({ horaInicio: null });
    const res = await t.api.request.get(`/api/eventos-unicos/${event.id}`);
    expect(res.body).to.include({ horaInicio: null, inicio: '2026-03-14T06:00:00.000Z' });
    const driver = await createUser(t.context);
    clock.set('2026-03-14T06:00:00.000Z');
    expect((await register(event.id, driver.token)).status).to.equal(409);
  });
});
