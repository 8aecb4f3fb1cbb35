import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, championshipFields, count, createChampionship, postChampionship, postRace, raceFields, TINY_PNG, useTestApi } from './championship-fixtures.js';

const NOW = '2026-03-01T12:00:00.000Z';

describeEachDatabase('Championships API', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const uploadPath = (url: string) => path.join(t.context.config.dataDir, url.replace(/^\//, ''));
  const enrol = (token: string, body: Record<string, unknown>) => t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(token)).send(body);

  describe('POST /api/campeonatos', () => {
    it('lets an admin create a championship with its cover: prices in pesos on the wire, cents in the table', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await postChampionship(t, admin.token, championshipFields({ precio: '1499.5' }), TINY_PNG);
      expect(res.status).to.equal(201);
      const c = res.body.data;
      expect(c).to.include({ nombreCampeonato: 'Copa Volcán GT3', categoria: 'Deportivos', precio: 1499.5, participantesMaximos: 20, participantesRegistrados: 0 });
      expect(c.id).to.be.a('string').and.equal(c._id);
      expect(c.fechaInicio).to.equal('2026-04-01T00:00:00.000Z');
      expect(c.premios).to.deep.equal({ primerPuesto: 'Volante de simulador', segundoPuesto: 'Pedales', tercerPuesto: 'Playera oficial' });
      expect(c.imagenPortada).to.match(/^\/uploads\/covers\/.+\.png$/);
      expect(existsSync(uploadPath(c.imagenPortada))).to.equal(true);
      const row = await t.context.knex('championships').where({ id: c.id }).first();
      expect(Number(row.precioCentavos)).to.equal(149950);
      const served = await t.api.request.get(c.imagenPortada);
      expect(served.status).to.equal(200);
    });

    it('fills missing prizes with "Por definir" and accepts no cover', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const fields = championshipFields();
      delete fields['premios[segundoPuesto]'];
      delete fields['premios[tercerPuesto]'];
      const res = await postChampionship(t, admin.token, fields);
      expect(res.status).to.equal(201);
      expect(res.body.data.premios).to.deep.equal({ primerPuesto: 'Volante de simulador', segundoPuesto: 'Por definir', tercerPuesto: 'Por definir' });
      expect(res.body.data.imagenPortada).to.equal(null);
    });

    it('answers 401 without a session and 403 for a driver, creating nothing', async () => {
      const driver = await createUser(t.context);
      expect((await t.api.request.post('/api/campeonatos').field('nombreCampeonato', 'X')).status).to.equal(401);
      const res = await postChampionship(t, driver.token, championshipFields());
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('ADMIN_ONLY');
      expect(await count(t.context, 'championships')).to.equal(0);
    });

    it('refuses bad fields with the Spanish message of each, and stores nothing', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ nombreCampeonato: '  ' }, 'nombreCampeonato', 'El nombre del campeonato es obligatorio'],
        [{ participantesMaximos: '0' }, 'participantesMaximos', 'Los participantes máximos deben estar entre 1 y 100'],
        [{ participantesMaximos: '101' }, 'participantesMaximos', 'Los participantes máximos deben estar entre 1 y 100'],
        [{ precio: '-1' }, 'precio', 'El precio debe ser mayor o igual a 0'],
        [{ fechaFin: '2026-03-31' }, 'fechaFin', 'La fecha de fin no puede ser anterior a la fecha de inicio'],
        [{ fechaInicio: 'mañana' }, 'fechaInicio', 'Fecha inválida'],
      ];
      for (const [override, field, message] of cases) {
        const res = await postChampionship(t, admin.token, championshipFields(override), TINY_PNG);
        expect(res.status, field).to.equal(400);
        expect(res.body.code).to.equal('VALIDATION_ERROR');
        expect(res.body.errors[field]).to.equal(message);
      }
      expect(await count(t.context, 'championships')).to.equal(0);
    });

    it('refuses a cover that is not an image by its content (415), storing nothing', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await postChampionship(t, admin.token, championshipFields(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
      expect(res.status).to.equal(415);
      expect(await count(t.context, 'championships')).to.equal(0);
    });
  });

  describe('GET /api/campeonatos and /api/campeonatos/{id}', () => {
    it('lists every championship a page at a time, the latest start first, with its races and enrolment count', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      expect((await t.api.request.get('/api/campeonatos')).body).to.deep.equal({ success: true, data: [], siguiente: null });
      await createChampionship(t, admin.token, { nombreCampeonato: 'Tardío', fechaInicio: '2026-09-01', fechaFin: '2026-10-01' });
      const sooner = await createChampionship(t, admin.token, { nombreCampeonato: 'Temprano', fechaInicio: '2026-05-01', fechaFin: '2026-06-01' });
      await postRace(t, admin.token, raceFields(sooner.id, { circuito: 'Segunda', fechaInicio: '2026-05-20' })).expect(201);
      await postRace(t, admin.token, raceFields(sooner.id, { circuito: 'Primera', fechaInicio: '2026-05-10' })).expect(201);
      const driver = await createUser(t.context);
      await enrol(admin.token, { campeonatoId: sooner.id, usuarioId: driver.id }).expect(201);

      const res = await t.api.request.get('/api/campeonatos');
      expect(res.status).to.equal(200);
      expect(res.body.success).to.equal(true);
      expect(res.body.data.map((c: { nombreCampeonato: string }) => c.nombreCampeonato)).to.deep.equal(['Tardío', 'Temprano']);
      expect(res.body.siguiente).to.equal(null);
      const first = res.body.data[1];
      expect(first.participantesRegistrados).to.equal(1);
      expect(first.participantes).to.deep.equal([driver.id]);
      expect(first.carreras.map((r: { circuito: string }) => r.circuito)).to.deep.equal(['Primera', 'Segunda']);
      expect(res.body.data[0]).to.include({ participantesRegistrados: 0 });
      // A page of one, then the next from its place.
      const one = await t.api.request.get('/api/campeonatos?limite=1').expect(200);
      expect([one.body.data.map((c: { nombreCampeonato: string }) => c.nombreCampeonato), typeof one.body.siguiente]).to.deep.equal([['Tardío'], 'string']);
      const next = await t.api.request.get(`/api/campeonatos?limite=1&despues=${one.body.siguiente}`).expect(200);
      expect([next.body.data.map((c: { nombreCampeonato: string }) => c.nombreCampeonato), next.body.siguiente]).to.deep.equal([['Temprano'], null]);
      const refused = await t.api.request.get('/api/campeonatos?limite=500').expect(400);
      expect(refused.body.errors.limite).to.equal('Se muestran de 1 a 50 campeonatos por página');

      const detail = await t.api.request.get(`/api/campeonatos/${sooner.id}`);
      expect(detail.status).to.equal(200);
      expect(detail.body).to.include({ id: sooner.id, nombreCampeonato: 'Temprano', participantesRegistrados: 1, inscripcionAbierta: true });
      expect(detail.body.carreras).to.have.length(2);
    });

    it('answers 404 with a Spanish message for an unknown championship', async () => {
      const res = await t.api.request.get('/api/campeonatos/no-existe');
      expect(res.status).to.equal(404);
      expect(res.body).to.deep.equal({ message: 'Campeonato no encontrado', code: 'CHAMPIONSHIP_NOT_FOUND' });
    });
  });

  describe('PUT /api/campeonatos/{id}', () => {
    it('changes the fields sent, keeps the rest, and replaces the cover removing the old file', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const created = (await postChampionship(t, admin.token, championshipFields(), TINY_PNG)).body.data;
      const res = await t.api.request
        .put(`/api/campeonatos/${created.id}`)
        .set(bearer(admin.token))
        .field('nombreCampeonato', 'Copa Renombrada')
        .field('reglas', 'Nuevas reglas')
        .field('precio', '2000')
        .field('premios[tercerPuesto]', 'Gorra')
        .attach('imagenPortada', TINY_PNG, 'nueva.png');
      expect(res.status).to.equal(200);
      expect(res.body.data).to.include({ nombreCampeonato: 'Copa Renombrada', reglas: 'Nuevas reglas', precio: 2000, categoria: 'Deportivos' });
      expect(res.body.data.premios).to.deep.equal({ primerPuesto: 'Volante de simulador', segundoPuesto: 'Pedales', tercerPuesto: 'Gorra' });
      expect(res.body.data.imagenPortada).to.not.equal(created.imagenPortada);
      expect(existsSync(uploadPath(res.body.data.imagenPortada))).to.equal(true);
      expect(existsSync(uploadPath(created.imagenPortada))).to.equal(false);
    });

    it('refuses lowering the capacity below the enrolled count (409) and keeps it', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token, { participantesMaximos: '5' });
      for (let i = 0; i < 3; i += 1) await enrol(admin.token, { campeonatoId: c.id, usuarioId: (await createUser(t.context)).id }).expect(201);
      const res = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('participantesMaximos', '2');
      expect(res.status).to.equal(409);
      expect(res.body).to.deep.equal({ message: 'No puedes bajar los participantes máximos por debajo de los 3 inscritos', code: 'CAPACITY_BELOW_ENROLLED' });
      expect((await t.api.request.get(`/api/campeonatos/${c.id}`)).body.participantesMaximos).to.equal(5);
      await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('participantesMaximos', '3').expect(200);
    });

    it('refuses an end before the start counting the stored start, and answers 404 for an unknown id', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token);
      const res = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('fechaFin', '2026-01-01');
      expect(res.status).to.equal(400);
      expect(res.body.errors.fechaFin).to.equal('La fecha de fin no puede ser anterior a la fecha de inicio');
      expect((await t.api.request.put('/api/campeonatos/nada').set(bearer(admin.token)).field('precio', '1')).status).to.equal(404);
      const driver = await createUser(t.context);
      expect((await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(driver.token)).field('precio', '1')).status).to.equal(403);
    });
  });

  describe('plazoReportesHoras (the protest window)', () => {
    it('is 72 hours unless set, is set on create and changed on edit, and the public view shows it', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const plain = await createChampionship(t, admin.token);
      expect(plain.plazoReportesHoras).to.equal(72);
      const set = await createChampionship(t, admin.token, { plazoReportesHoras: '48' });
      expect(set.plazoReportesHoras).to.equal(48);
      const res = await t.api.request.put(`/api/campeonatos/${plain.id}`).set(bearer(admin.token)).field('plazoReportesHoras', '120');
      expect(res.status).to.equal(200);
      expect(res.body.data.plazoReportesHoras).to.equal(120);
      expect((await t.api.request.get(`/api/campeonatos/${plain.id}`)).body.plazoReportesHoras).to.equal(120);
      // An edit that does not send it keeps it.
      await t.api.request.put(`/api/campeonatos/${plain.id}`).set(bearer(admin.token)).field('precio', '10').expect(200);
      expect(Number((await t.context.knex('championships').where({ id: plain.id }).first()).plazoReportesHoras)).to.equal(120);
    });

    it('refuses a window outside 1–720 whole hours with its Spanish message, on create and on edit, changing nothing', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token, { plazoReportesHoras: '24' });
      const message = 'El plazo para reportar incidentes debe ser un número entero de horas entre 1 y 720';
      for (const bad of ['0', '721', '-5', '12.5', 'tres']) {
        const created = await postChampionship(t, admin.token, championshipFields({ plazoReportesHoras: bad }));
        expect(created.status, bad).to.equal(400);
        expect(created.body.errors.plazoReportesHoras, bad).to.equal(message);
        const edited = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('plazoReportesHoras', bad);
        expect(edited.status, bad).to.equal(400);
        expect(edited.body.errors.plazoReportesHoras, bad).to.equal(message);
      }
      expect(await count(t.context, 'championships')).to.equal(1);
      expect((await t.api.request.get(`/api/campeonatos/${c.id}`)).body.plazoReportesHoras).to.equal(24);
    });
  });

  describe('DELETE /api/campeonatos/{id}', () => {
    it('deletes a championship with its races and their images', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = (await postChampionship(t, admin.token, championshipFields(), TINY_PNG)).body.data;
      const race = (await postRace(t, admin.token, raceFields(c.id), { image: TINY_PNG })).body.data;
      const res = await t.api.request.delete(`/api/campeonatos/${c.id}`).set(bearer(admin.token));
      expect(res.status).to.equal(200);
      expect(res.body.message).to.equal('Campeonato eliminado con éxito');
      expect(await count(t.context, 'championships')).to.equal(0);
      expect(await count(t.context, 'races')).to.equal(0);
      expect(existsSync(uploadPath(c.imagenPortada))).to.equal(false);
      expect(existsSync(uploadPath(race.imgCircuito))).to.equal(false);
    });

    it('refuses (409) while the championship has enrolments, saying what to do, and changes nothing', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token);
      await postRace(t, admin.token, raceFields(c.id)).expect(201);
      await enrol(admin.token, { campeonatoId: c.id, usuarioId: (await createUser(t.context)).id }).expect(201);
      const res = await t.api.request.delete(`/api/campeonatos/${c.id}`).set(bearer(admin.token));
      expect(res.status).to.equal(409);
      expect(res.body.code).to.equal('CHAMPIONSHIP_HAS_ENROLMENTS');
      expect(res.body.message).to.equal('No se puede eliminar: el campeonato tiene 1 inscrito. Retira primero las inscripciones en Campeonatos › Inscritos y vuelve a intentarlo.');
      expect(await count(t.context, 'championships')).to.equal(1);
      expect(await count(t.context, 'races')).to.equal(1);
    });

    it('answers 403 for a driver and 404 for an unknown id', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const driver = await createUser(t.context);
      const c = await createChampionship(t, admin.token);
      expect((await t.api.request.delete(`/api/campeonatos/${c.id}`).set(bearer(driver.token))).status).to.equal(403);
      expect((await t.api.request.delete('/api/campeonatos/nada').set(bearer(admin.token))).status).to.equal(404);
      expect(await count(t.context, 'championships')).to.equal(1);
    });
  });

  describe('enrolment', () => {
    it('enrols a user by hand; the user then reads inscrito true and the profile counts it', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const driver = await createUser(t.context);
      const c = await createChampionship(t, admin.token);
      expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscrito`).set(bearer(driver.token))).body).to.deep.equal({ inscrito: false });
      const res = await enrol(admin.token, { campeonatoId: c.id, usuarioId: driver.id });
      expect(res.status).to.equal(201);
      expect(res.body.message).to.equal('Usuario inscrito correctamente en el campeonato.');
      expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscrito`).set(bearer(driver.token))).body).to.deep.equal({ inscrito: true });
      expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscrito`)).status).to.equal(401);
      const profile = await t.api.request.get('/api/users/profile').set(bearer(driver.token));
      expect(profile.body.campeonatosInscritos).to.deep.equal([c.id]);
    });

    it('accepts the user by e-mail address too', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const driver = await createUser(t.context, { email: 'ana@ejemplo.test' });
      const c = await createChampionship(t, admin.token);
      await enrol(admin.token, { campeonatoId: c.id, usuarioId: 'ANA@ejemplo.test' }).expect(201);
      expect((await t.api.request.get(`/api/campeonatos/${c.id}/inscrito`).set(bearer(driver.token))).body.inscrito).to.equal(true);
    });

    it('refuses a duplicate, a full championship, unknown ids and missing fields with clear messages', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const [a, b] = [await createUser(t.context), await createUser(t.context)];
      const c = await createChampionship(t, admin.token, { participantesMaximos: '1' });
      await enrol(admin.token, { campeonatoId: c.id, usuarioId: a.id }).expect(201);

      const duplicate = await enrol(admin.token, { campeonatoId: c.id, usuarioId: a.id });
      expect(duplicate.status).to.equal(409);
      expect(duplicate.body).to.deep.equal({ message: 'El usuario ya está inscrito en este campeonato', code: 'ALREADY_ENROLLED' });
      const full = await enrol(admin.token, { campeonatoId: c.id, usuarioId: b.id });
      expect(full.status).to.equal(409);
      expect(full.body.code).to.equal('CHAMPIONSHIP_FULL');
      expect((await enrol(admin.token, { campeonatoId: c.id, usuarioId: 'nadie' })).body).to.deep.equal({ message: 'Usuario no encontrado', code: 'USER_NOT_FOUND' });
      expect((await enrol(admin.token, { campeonatoId: 'nada', usuarioId: b.id })).status).to.equal(404);
      const missing = await enrol(admin.token, { campeonatoId: c.id });
      expect(missing.status).to.equal(400);
      expect(missing.body.message).to.equal('Debes seleccionar un campeonato y un usuario');
      expect((await enrol(a.token, { campeonatoId: c.id, usuarioId: b.id })).status).to.equal(403);
      expect(await count(t.context, 'championship_enrolments')).to.equal(1);
    });

    it('lets exactly one of two concurrent enrolments take the last slot', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token, { participantesMaximos: '2' });
      await enrol(admin.token, { campeonatoId: c.id, usuarioId: (await createUser(t.context)).id }).expect(201);
      const [x, y] = [await createUser(t.context), await createUser(t.context)];
      const results = await Promise.all([enrol(admin.token, { campeonatoId: c.id, usuarioId: x.id }), enrol(admin.token, { campeonatoId: c.id, usuarioId: y.id })]);
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409]);
      expect(results.find((r) => r.status === 409)!.body.code).to.equal('CHAMPIONSHIP_FULL');
      expect(await count(t.context, 'championship_enrolments')).to.equal(2);
      expect((await t.api.request.get(`/api/campeonatos/${c.id}`)).body.participantesRegistrados).to.equal(2);
    });

    it('lets the same user win only once when two enrolments race', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token);
      const x = await createUser(t.context);
      const results = await Promise.all([enrol(admin.token, { campeonatoId: c.id, usuarioId: x.id }), enrol(admin.token, { campeonatoId: c.id, usuarioId: x.id })]);
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409]);
      expect(await count(t.context, 'championship_enrolments')).to.equal(1);
    });

    it('closes enrolment once the last day of the championship is over in Mexico City', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const c = await createChampionship(t, admin.token, { fechaInicio: '2026-03-01', fechaFin: '2026-03-10' });
      // 23:59 on the 10th in Mexico City (already the 11th in UTC): still open.
      clock.set('2026-03-11T05:59:00.000Z');
      await enrol(admin.token, { campeonatoId: c.id, usuarioId: (await createUser(t.context)).id }).expect(201);
      clock.set('2026-03-11T06:00:00.000Z');
      const res = await enrol(admin.token, { campeonatoId: c.id, usuarioId: (await createUser(t.context)).id });
      expect(res.status).to.equal(409);
      expect(res.body).to.deep.equal({ message: 'Las inscripciones de este campeonato están cerradas', code: 'ENROLMENT_CLOSED' });
      expect((await t.api.request.get(`/api/campeonatos/${c.id}`)).body.inscripcionAbierta).to.equal(false);
    });

    it("releases a deleted account's enrolments in championships not yet started, keeping the started ones", async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const started = await createChampionship(t, admin.token, { nombreCampeonato: 'En curso', fechaInicio: '2026-02-01', fechaFin: '2026-05-01' });
      const upcoming = await createChampionship(t, admin.token, { nombreCampeonato: 'Próximo' });
      const driver = await createUser(t.context);
      await enrol(admin.token, { campeonatoId: started.id, usuarioId: driver.id }).expect(201);
      await enrol(admin.token, { campeonatoId: upcoming.id, usuarioId: driver.id }).expect(201);
      await t.api.request.delete(`/api/users/${driver.id}`).set(bearer(admin.token)).expect(200);
      expect((await t.api.request.get(`/api/campeonatos/${upcoming.id}`)).body.participantesRegistrados).to.equal(0);
      expect((await t.api.request.get(`/api/campeonatos/${started.id}`)).body.participantes).to.deep.equal([driver.id]);
    });
  });
});
