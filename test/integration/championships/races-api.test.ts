import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { MOMENTS_LOST, MOMENTS_PAGE } from '../../../src/contracts/championships.views.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, count, createChampionship, postRace, raceFields, TINY_PNG, useTestApi } from './championship-fixtures.js';

describeEachDatabase('Races API', (kind) => {
  const t = useTestApi(kind, { clock: new ManualClock(new Date('2026-03-01T12:00:00.000Z')) });
  const uploadPath = (url: string) => path.join(t.context.config.dataDir, url.replace(/^\//, ''));

  it('refuses a race with a video link that is not an http(s) address, naming each bad field, and stores nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token);
    const res = await postRace(t, admin.token, raceFields(c.id), {
      videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', '', 'youtube.com/watch?v=abc'],
    });
    expect(res.status).to.equal(400);
    const invalid = 'El enlace del video no es válido: debe ser una dirección que empiece con http:// o https://';
    expect(res.body).to.include({ message: invalid, code: 'VALIDATION_ERROR' });
    expect(res.body.errors).to.deep.equal({ 'videos.1': invalid, 'videos.3': invalid });
    expect(await count(t.context, 'races')).to.equal(0);

    const race = (await postRace(t, admin.token, raceFields(c.id), { videos: ['https://youtu.be/dQw4w9WgXcQ'] })).body.data;
    const edit = await t.api.request.put(`/api/carreras/${race.id}`).set(bearer(admin.token)).field('videos[0]', 'https://youtu.be/dQw4w9WgXcQ').field('videos[1]', 'ftp://x.test/v');
    expect(edit.status).to.equal(400);
    expect(edit.body.errors).to.deep.equal({ 'videos.1': invalid });
    expect((await t.api.request.get(`/api/carreras/${race.id}`)).body.videos).to.deep.equal(['https://youtu.be/dQw4w9WgXcQ']);
  });

  it('lets an admin create a race with its image, its video links (empty fields dropped) and the defaults', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token);
    const fields = raceFields(c.id, { hasPractice: 'false', practiceDuration: '20', hasQualy: 'false', qualyDuration: '0' });
    delete fields.incidents;
    const res = await postRace(t, admin.token, fields, {
      image: TINY_PNG,
      videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', '', ' http://youtu.be/abcdefghijk '],
    });
    expect(res.status).to.equal(201);
    const race = res.body.data;
    expect(race).to.include({ campeonato: c.id, circuito: 'Autódromo Hermanos Rodríguez', horaInicio: '20:00', incidents: 3, clima: 'Soleado', estado: 'pendiente' });
    expect(race.id).to.equal(race._id);
    expect(race.videos).to.deep.equal(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'http://youtu.be/abcdefghijk']);
    // A duration above 0 counts as a held practice even unticked.
    expect(race).to.include({ hasPractice: true, practiceDuration: 20, hasQualy: false, qualyDuration: 0, hasRace: true, raceDuration: 45 });
    expect(race.fechaInicio).to.equal('2026-04-04T00:00:00.000Z');
    // 20:00 in Mexico City (UTC−6) is 02:00 UTC the next day.
    expect(race.inicio).to.equal('2026-04-05T02:00:00.000Z');
    expect(race.imgCircuito).to.match(/^\/uploads\/circuits\//);
    expect(existsSync(uploadPath(race.imgCircuito))).to.equal(true);
  });

  it('keeps the calendar day of an ISO date sent by a browser (midnight UTC of the chosen day)', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token);
    const res = await postRace(t, admin.token, raceFields(c.id, { fechaInicio: '2026-04-10T00:00:00.000Z', horaInicio: '' }));
    expect(res.body.data).to.include({ fechaInicio: '2026-04-10T00:00:00.000Z', horaInicio: null, inicio: '2026-04-10T06:00:00.000Z' });
  });

  it('refuses bad fields with their messages and an unknown championship with 404, storing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ circuito: '' }, 'circuito', 'El circuito es obligatorio'],
      [{ clima: 'Nevado' }, 'clima', 'El clima debe ser Soleado, Lluvioso, Nublado o Variable'],
      [{ horaInicio: '25:00' }, 'horaInicio', 'La hora debe tener el formato HH:MM'],
      [{ raceDuration: '-5' }, 'raceDuration', 'Debe ser un número mayor o igual a 0'],
      [{ incidents: '-1' }, 'incidents', 'Debe ser un número mayor o igual a 0'],
      [{ incidents: '1001' }, 'incidents', 'El límite de incidentes debe ser como máximo 1000'],
      [{ fechaInicio: '' }, 'fechaInicio', 'La fecha de la carrera es obligatoria'],
      [{ campeonato: '' }, 'campeonato', 'Debes seleccionar un campeonato.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await postRace(t, admin.token, raceFields(c.id, override), { image: TINY_PNG });
      expect(res.status, field).to.equal(400);
      expect(res.body.errors[field], field).to.equal(message);
    }
    const manyVideos = await postRace(t, admin.token, raceFields(c.id), { videos: Array.from({ length: 21 }, (_, i) => `https://youtu.be/video${i}`) });
    expect(manyVideos.status).to.equal(400);
    expect(manyVideos.body.errors.videos).to.equal('Como máximo 20 enlaces de video por carrera');
    const unknown = await postRace(t, admin.token, raceFields('nada'));
    expect(unknown.status).to.equal(404);
    expect(unknown.body.code).to.equal('CHAMPIONSHIP_NOT_FOUND');
    expect(await count(t.context, 'races')).to.equal(0);
    const driver = await createUser(t.context);
    expect((await postRace(t, driver.token, raceFields(c.id))).status).to.equal(403);
  });

  it('lists races by start, all of them or one championship’s, by path and by query', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const a = await createChampionship(t, admin.token, { nombreCampeonato: 'A' });
    const b = await createChampionship(t, admin.token, { nombreCampeonato: 'B' });
    await postRace(t, admin.token, raceFields(a.id, { circuito: 'Tarde', fechaInicio: '2026-04-04', horaInicio: '21:00' })).expect(201);
    await postRace(t, admin.token, raceFields(a.id, { circuito: 'Temprano', fechaInicio: '2026-04-04', horaInicio: '08:00' })).expect(201);
    await postRace(t, admin.token, raceFields(b.id, { circuito: 'Otro', fechaInicio: '2026-04-01' })).expect(201);

    const all = await t.api.request.get('/api/carreras');
    expect(all.body.map((r: { circuito: string }) => r.circuito)).to.deep.equal(['Otro', 'Temprano', 'Tarde']);
    expect(all.body[0].nombreCampeonato).to.equal('B');
    const byPath = await t.api.request.get(`/api/carreras/campeonato/${a.id}`);
    expect(byPath.body.map((r: { circuito: string }) => r.circuito)).to.deep.equal(['Temprano', 'Tarde']);
    const byQuery = await t.api.request.get('/api/carreras').query({ campeonatoId: b.id });
    expect(byQuery.body.map((r: { circuito: string }) => r.circuito)).to.deep.equal(['Otro']);
    expect((await t.api.request.get('/api/carreras/campeonato/nada')).status).to.equal(404);
  });

  it('updates the fields sent; replaces the image (old file gone), then removes it with an empty field', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token);
    const race = (await postRace(t, admin.token, raceFields(c.id), { image: TINY_PNG, videos: ['https://youtu.be/dQw4w9WgXcQ'] })).body.data;

    const replaced = await t.api.request
      .put(`/api/carreras/${race.id}`)
      .set(bearer(admin.token))
      .field('circuito', 'Monterrey')
      .field('estado', 'finalizada')
      .field('hasRace', 'false')
      .attach('imgCircuito', TINY_PNG, 'otra.png');
    expect(replaced.status).to.equal(200);
    expect(replaced.body.data).to.include({ circuito: 'Monterrey', estado: 'finalizada', clima: 'Soleado', hasRace: false, raceDuration: 0, horaInicio: '20:00' });
    expect(replaced.body.data.videos).to.deep.equal(['https://youtu.be/dQw4w9WgXcQ']);
    expect(existsSync(uploadPath(race.imgCircuito))).to.equal(false);
    const newImage = replaced.body.data.imgCircuito;
    expect(existsSync(uploadPath(newImage))).to.equal(true);

    const removed = await t.api.request.put(`/api/carreras/${race.id}`).set(bearer(admin.token)).field('imgCircuito', '').field('videos', '');
    expect(removed.status).to.equal(200);
    expect(removed.body.data.imgCircuito).to.equal(null);
    expect(removed.body.data.videos).to.deep.equal([]);
    expect(existsSync(uploadPath(newImage))).to.equal(false);
    const stored = (await t.api.request.get(`/api/carreras/${race.id}`)).body;
    expect(stored).to.include({ circuito: 'Monterrey', imgCircuito: null });

    const bad = await t.api.request.put(`/api/carreras/${race.id}`).set(bearer(admin.token)).field('circuito', ' ');
    expect(bad.status).to.equal(400);
    expect(bad.body.errors.circuito).to.equal('El circuito es obligatorio');
    expect((await t.api.request.put('/api/carreras/nada').set(bearer(admin.token)).field('circuito', 'X')).status).to.equal(404);
  });

  it('deletes a race and its image; a driver may not', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token);
    const race = (await postRace(t, admin.token, raceFields(c.id), { image: TINY_PNG })).body.data;
    expect((await t.api.request.delete(`/api/carreras/${race.id}`).set(bearer(driver.token))).status).to.equal(403);
    const res = await t.api.request.delete(`/api/carreras/${race.id}`).set(bearer(admin.token));
    expect(res.status).to.equal(200);
    expect(await count(t.context, 'races')).to.equal(0);
    expect(existsSync(uploadPath(race.imgCircuito))).to.equal(false);
    expect((await t.api.request.delete(`/api/carreras/${race.id}`).set(bearer(admin.token))).status).to.equal(404);
  });

  it('answers the moments list: each championship with a video, with its races’ video links', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Con videos' });
    const without = await createChampionship(t, admin.token, { nombreCampeonato: 'Sin videos', fechaInicio: '2026-05-01' });
    await postRace(t, admin.token, raceFields(c.id), { videos: ['https://youtu.be/dQw4w9WgXcQ'] }).expect(201);
    await postRace(t, admin.token, raceFields(without.id)).expect(201);
    const res = await t.api.request.get('/api/campeonatos/momentos');
    expect(res.status).to.equal(200);
    expect(res.body.success).to.equal(true);
    // A championship whose races have no video has nothing to show there.
    expect(res.body.data).to.have.length(1);
    expect(res.body.siguiente).to.equal(null);
    expect(res.body.data[0]).to.include({ id: c.id, nombreCampeonato: 'Con videos' });
    expect(res.body.data[0].carreras[0]).to.include({ circuito: 'Autódromo Hermanos Rodríguez' });
    expect(res.body.data[0].carreras[0].videos).to.deep.equal(['https://youtu.be/dQw4w9WgXcQ']);
    expect(Object.keys(res.body.data[0]).sort()).to.deep.equal(['_id', 'carreras', 'id', 'nombreCampeonato']);
  });

  it('answers the moments a page at a time, the latest start first, without gaps or repeats when starts tie, and refuses a place no page gave', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const byStart: Array<{ id: string; fechaInicio: string }> = [];
    for (let i = 0; i < MOMENTS_PAGE + 3; i++) {
      const fechaInicio = `2025-${String(1 + Math.floor(i / 2)).padStart(2, '0')}-01`;
      const c = await createChampionship(t, admin.token, { nombreCampeonato: `Copa ${i}`, fechaInicio });
      await postRace(t, admin.token, raceFields(c.id), { videos: ['https://youtu.be/dQw4w9WgXcQ'] }).expect(201);
      byStart.push({ id: c.id, fechaInicio });
    }
    const expected = byStart.sort((a, b) => b.fechaInicio.localeCompare(a.fechaInicio) || (b.id < a.id ? -1 : 1)).map((c) => c.id);
    const first = await t.api.request.get('/api/campeonatos/momentos').expect(200);
    expect(first.body.data.map((c: { id: string }) => c.id)).to.deep.equal(expected.slice(0, MOMENTS_PAGE));
    expect(first.body.siguiente).to.be.a('string');
    const second = await t.api.request.get(`/api/campeonatos/momentos?desde=${first.body.siguiente}`).expect(200);
    expect(second.body.data.map((c: { id: string }) => c.id)).to.deep.equal(expected.slice(MOMENTS_PAGE));
    expect(second.body.siguiente).to.equal(null);
    const lost = await t.api.request.get('/api/campeonatos/momentos?desde=no-es-un-lugar').expect(400);
    expect(lost.body.message).to.equal(MOMENTS_LOST);
  });
});

describeEachDatabase('Deleting a championship that has payments', (kind) => {
  const t = useTestApi(kind);
  before(() => {
    // The payments module binds this port; here a stand-in says every championship has payments.
    t.context.container.rebind(CHAMPIONSHIPS.PaymentRecords).toConstantValue({ existFor: async () => true, heldPlaces: async () => 0, holders: async () => [], nextHoldEnd: async () => null });
  });

  it('is refused with 409 and a message saying what to do first, leaving it in place', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token);
    const res = await t.api.request.delete(`/api/campeonatos/${c.id}`).set(bearer(admin.token));
    expect(res.status).to.equal(409);
    expect(res.body).to.deep.equal({
      message: 'No se puede eliminar: el campeonato tiene pagos registrados. Resuélvelos en Pagos antes de eliminarlo.',
      code: 'CHAMPIONSHIP_HAS_PAYMENTS',
    });
    expect(await count(t.context, 'championships')).to.equal(1);
  });
});
