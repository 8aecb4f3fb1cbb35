import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, TINY_PNG, useTestApi } from '../identity/identity-fixtures.js';
import { createEvent, EVENT_FIELDS, NOW, participantCount, postEvent } from './single-events-fixtures.js';

describeEachDatabase('Single events API: administration', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const admin = () => createUser(t.context, { rol: 'admin' });
  const uploadsPath = (url: string) => path.join(t.context.config.dataDir, url.replace(/^\//, ''));

  it('creates an event from a multipart form with its cover and answers it with every field', async () => {
    const { token } = await admin();
    const res = await postEvent(t.api, token, EVENT_FIELDS, { content: TINY_PNG, name: 'portada.png' });
    expect(res.status).to.equal(201);
    expect(res.body.message).to.equal('Evento único creado con éxito');
    const event = res.body.data;
    expect(event).to.include({
      nombre: 'Noche de GT3 en Monza',
      fechaInicio: '2026-03-14T00:00:00.000Z',
      horaInicio: '20:30',
      participantesMaximos: 12,
      hasPractice: true,
      practiceDuration: 15,
      hasQualy: true,
      qualyDuration: 10,
      hasRace: true,
      raceDuration: 45,
      incidents: 17,
      detalles: EVENT_FIELDS.detalles,
      reglas: EVENT_FIELDS.reglas,
      participantesRegistrados: 0,
      gratis: true,
    });
    expect(event._id).to.equal(event.id);
    expect(event.participantes).to.deep.equal([]);
    // 20:30 in Mexico City (UTC−6) is 02:30 UTC of the next day.
    expect(event.inicio).to.equal('2026-03-15T02:30:00.000Z');
    expect(event.imagenPortada).to.match(/^\/uploads\/event-covers\/.+\.png$/);
    expect(existsSync(uploadsPath(event.imagenPortada))).to.equal(true);
    const served = await t.api.request.get(event.imagenPortada);
    expect(served.status).to.equal(200);

    const detail = await t.api.request.get(`/api/eventos-unicos/${event.id}`);
    expect(detail.body).to.deep.equal(event);
  });

  it('applies the defaults of 20 places, a 30-minute race and 0 incidents, and reads an empty place limit as no limit', async () => {
    const { token } = await admin();
    const defaults = await postEvent(t.api, token, { nombre: 'Evento mínimo', fechaInicio: '2026-04-01', horaInicio: '19:00' });
    expect(defaults.status).to.equal(201);
    expect(defaults.body.data).to.include({ participantesMaximos: 20, hasRace: true, raceDuration: 30, incidents: 0, hasPractice: false, practiceDuration: 0, hasQualy: false, detalles: '', reglas: '', imagenPortada: null });

    const unlimited = await postEvent(t.api, token, { ...EVENT_FIELDS, participantesMaximos: '', incidents: '' });
    expect(unlimited.status).to.equal(201);
    expect(unlimited.body.data.participantesMaximos).to.equal(null);
    expect(unlimited.body.data.incidents).to.equal(null);
  });

  it('accepts JSON as well as multipart, and an ISO instant as the date, kept as midnight UTC of that day', async () => {
    const { token } = await admin();
    const res = await t.api.request
      .post('/api/eventos-unicos')
      .set(bearer(token))
      .send({ nombre: 'Desde un script', fechaInicio: '2026-05-02T00:00:00.000Z', horaInicio: '9:05', participantesMaximos: 8, hasRace: false, hasPractice: true, practiceDuration: 60 });
    expect(res.status).to.equal(201);
    expect(res.body.data).to.include({ fechaInicio: '2026-05-02T00:00:00.000Z', horaInicio: '09:05', participantesMaximos: 8, hasRace: false, raceDuration: 0, practiceDuration: 60 });
  });

  it('refuses a form without name, date or time with the specified messages and stores nothing', async () => {
    const { token } = await admin();
    const res = await postEvent(t.api, token, { nombre: '  ', participantesMaximos: '10' });
    expect(res.status).to.equal(400);
    expect(res.body.code).to.equal('VALIDATION_ERROR');
    expect(res.body.errors).to.deep.equal({
      nombre: 'El nombre del evento es obligatorio',
      fechaInicio: 'La fecha del evento es obligatoria',
      horaInicio: 'La hora de inicio es obligatoria',
    });
    expect(res.body.message).to.equal('El nombre del evento es obligatorio');
    expect(await t.context.knex('single_events').count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
  });

  it('refuses bad numbers, dates and times field by field', async () => {
    const { token } = await admin();
    const cases: [Record<string, string>, string, string][] = [
      [{ raceDuration: '' }, 'raceDuration', 'La duración de la carrera es obligatoria'],
      [{ raceDuration: '0' }, 'raceDuration', 'La duración de la carrera debe ser de al menos 1 minuto'],
      [{ participantesMaximos: '0' }, 'participantesMaximos', 'Debe haber al menos 1 participante'],
      [{ participantesMaximos: 'veinte' }, 'participantesMaximos', 'Debe ser un número entero'],
      [{ practiceDuration: '-5' }, 'practiceDuration', 'La duración no puede ser negativa'],
      [{ incidents: '-1' }, 'incidents', 'Los incidentes no pueden ser negativos'],
      [{ fechaInicio: '2026-02-30' }, 'fechaInicio', 'Fecha inválida'],
      [{ horaInicio: '25:00' }, 'horaInicio', 'La hora debe tener el formato HH:MM'],
      [{ hasRace: 'quizá' }, 'hasRace', 'Debe ser verdadero o falso'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await postEvent(t.api, token, { ...EVENT_FIELDS, ...fields });
      expect(res.status, JSON.stringify(fields)).to.equal(400);
      expect(res.body.errors, JSON.stringify(fields)).to.deep.equal({ [field]: message });
    }
    expect(Number((await t.context.knex('single_events').count({ n: '*' }).first())?.n)).to.equal(0);
  });

  it('refuses a cover that is not an image with 415 and keeps no event and no file', async () => {
    const { token } = await admin();
    const covers = path.join(t.context.config.dataDir, 'uploads/event-covers');
    const filesBefore = existsSync(covers) ? readdirSync(covers).length : 0;
    const res = await postEvent(t.api, token, EVENT_FIELDS, { content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'portada.png' });
    expect(res.status).to.equal(415);
    expect(res.body.message).to.equal('El archivo debe ser una imagen JPEG, PNG, WebP o GIF');
    expect(Number((await t.context.knex('single_events').count({ n: '*' }).first())?.n)).to.equal(0);
    expect(existsSync(covers) ? readdirSync(covers).length : 0).to.equal(filesBefore);
  });

  it('answers 401 to visitors and 403 to drivers and suspended admins on create, edit and delete, changing nothing', async () => {
    const boss = await admin();
    const event = await createEvent(t.api, boss.token);
    const driver = await createUser(t.context);
    const suspendedAdmin = await createUser(t.context, { rol: 'admin', suspendido: true });
    const calls = [
      (token?: string) => (token ? postEvent(t.api, token, EVENT_FIELDS) : t.api.request.post('/api/eventos-unicos').send(EVENT_FIELDS)),
      (token?: string) => t.api.request.put(`/api/eventos-unicos/${event.id}`).set(token ? bearer(token) : {}).send({ nombre: 'Cambiado' }),
      (token?: string) => t.api.request.delete(`/api/eventos-unicos/${event.id}`).set(token ? bearer(token) : {}),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect(anonymous.status).to.equal(401);
      const ordinary = await call(driver.token);
      expect(ordinary.status).to.equal(403);
      expect(ordinary.body).to.include({ code: 'ADMIN_ONLY', message: 'Acceso solo para administradores' });
      const suspended = await call(suspendedAdmin.token);
      expect(suspended.status).to.equal(403);
      expect(suspended.body).to.include({ code: 'ACCOUNT_SUSPENDED', message: 'Tu cuenta está suspendida' });
    }
    const rows = await t.context.knex('single_events').select('nombre');
    expect(rows.map((r) => r.nombre)).to.deep.equal([EVENT_FIELDS.nombre]);
  });

  it('edits only the fields sent, replaces the cover and removes the old file', async () => {
    const { token } = await admin();
    const first = await postEvent(t.api, token, EVENT_FIELDS, { content: TINY_PNG, name: 'a.png' });
    const event = first.body.data;
    clock.advance(60_000);
    const res = await t.api.request
      .put(`/api/eventos-unicos/${event.id}`)
      .set(bearer(token))
      .field('nombre', 'Noche de GT3 en Spa')
      .field('hasQualy', 'false')
      .attach('imagenPortada', TINY_PNG, 'b.png');
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Evento único actualizado con éxito');
    expect(res.body.data).to.include({ nombre: 'Noche de GT3 en Spa', hasQualy: false, qualyDuration: 0, raceDuration: 45, participantesMaximos: 12, horaInicio: '20:30' });
    expect(res.body.data.updatedAt).to.equal(new Date(Date.parse(NOW) + 60_000).toISOString());
    expect(res.body.data.imagenPortada).to.not.equal(event.imagenPortada);
    expect(existsSync(uploadsPath(res.body.data.imagenPortada))).to.equal(true);
    expect(existsSync(uploadsPath(event.imagenPortada))).to.equal(false);
  });

  it('refuses to turn the race on without a duration, to lower the limit below the drivers signed up, and an unknown event', async () => {
    const { token } = await admin();
    const event = await createEvent(t.api, token, { hasRace: 'false', participantesMaximos: '5' });
    const noDuration = await t.api.request.put(`/api/eventos-unicos/${event.id}`).set(bearer(token)).send({ hasRace: true });
    expect(noDuration.status).to.equal(400);
    expect(noDuration.body.errors).to.deep.equal({ raceDuration: 'La duración de la carrera es obligatoria' });

    for (let i = 0; i < 3; i += 1) {
      const driver = await createUser(t.context);
      await t.api.request.post(`/api/eventos-unicos/${event.id}/register`).set(bearer(driver.token)).expect(200);
    }
    const lower = await t.api.request.put(`/api/eventos-unicos/${event.id}`).set(bearer(token)).send({ participantesMaximos: 2 });
    expect(lower.status).to.equal(409);
    expect(lower.body).to.include({ code: 'LIMIT_BELOW_PARTICIPANTS', message: 'No puedes fijar menos lugares que participantes inscritos (3)' });
    const exact = await t.api.request.put(`/api/eventos-unicos/${event.id}`).set(bearer(token)).send({ participantesMaximos: 3 });
    expect(exact.status).to.equal(200);
    const row = await t.context.knex('single_events').where({ id: event.id }).first();
    expect(Number(row.participantesMaximos)).to.equal(3);

    const unknown = await t.api.request.put('/api/eventos-unicos/no-existe').set(bearer(token)).send({ nombre: 'X' });
    expect(unknown.status).to.equal(404);
    expect(unknown.body.message).to.equal('No se pudo encontrar el evento solicitado');
  });

  it('deletes an event with its sign-ups and its cover, then answers 404 for it', async () => {
    const { token } = await admin();
    const created = await postEvent(t.api, token, EVENT_FIELDS, { content: TINY_PNG, name: 'a.png' });
    const event = created.body.data;
    const driver = await createUser(t.context);
    await t.api.request.post(`/api/eventos-unicos/${event.id}/register`).set(bearer(driver.token)).expect(200);

    const res = await t.api.request.delete(`/api/eventos-unicos/${event.id}`).set(bearer(token));
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Evento único eliminado con éxito');
    expect(await participantCount(t.context, event.id)).to.equal(0);
    expect(existsSync(uploadsPath(event.imagenPortada))).to.equal(false);
    expect((await t.api.request.get(`/api/eventos-unicos/${event.id}`)).status).to.equal(404);
    expect((await t.api.request.delete(`/api/eventos-unicos/${event.id}`).set(bearer(token))).status).to.equal(404);
  });
});
