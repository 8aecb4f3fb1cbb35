import { expect } from 'chai';
import type { Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bootstrap } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser, startTestHttp } from '../../support/http.js';
import { bearer, createChampionship, postRace, raceFields, TINY_PNG, useTestApi } from '../championships/championship-fixtures.js';
import { createEvent } from '../single-events/single-events-fixtures.js';
import { enrol } from '../stewarding/stewarding-fixtures.js';
import { eventFile, HOUR, raw, type Raw } from './public-read-fixtures.js';

const json = (r: Raw) => JSON.parse(r.body.toString('utf8'));

/**
 * Public GET calls answer kept bytes (docs/adr/0019): compressed once, strong ETag and 304, and fresh
 * after any write, on every app server, without ever giving one audience another's answer.
 */
describeEachDatabase('Public reads kept as bytes', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let admin: { id: string; token: string };

  beforeEach(async () => {
    clock.set('2026-03-01T18:00:00.000Z');
    admin = await createUser(t.context, { rol: 'admin' });
  });

  const server = () => t.api.server;
  const importEvent = (bytes: Buffer) => t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', bytes, 'evento.json');

  it('answers a strong ETag per encoding, 304 to a matching If-None-Match, Vary and Cache-Control, and HEAD with the same headers', async () => {
    for (let i = 0; i < 3; i += 1) await createChampionship(t, admin.token);
    const plain = await raw(server(), '/api/campeonatos');
    expect(plain.status).to.equal(200);
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).to.equal('public, no-cache');
    expect(plain.headers.vary).to.match(/Accept-Encoding/i);
    expect(plain.headers.etag).to.match(/^"[\w-]{27}"$/);
    expect(plain.body.length, 'big enough to be compressed').to.be.greaterThan(1024);
    const list = json(plain);
    expect(list.data).to.have.length(3);

    const gzip = await raw(server(), '/api/campeonatos', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).to.equal(true);
    expect(gzip.headers.etag).to.equal(plain.headers.etag!.replace(/"$/, '-gzip"'));
    const br = await raw(server(), '/api/campeonatos', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).to.equal(true);
    expect(br.headers.etag).to.equal(plain.headers.etag!.replace(/"$/, '-br"'));
    expect(Number(br.headers['content-length'])).to.equal(br.body.length);

    // Any of its encodings' tags, as a browser sends it back, answers 304 with no body.
    for (const tag of [plain.headers.etag!, gzip.headers.etag!, `W/${br.headers.etag!}`, `"otro", ${br.headers.etag!}`]) {
      const again = await raw(server(), '/api/campeonatos', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': tag });
      expect(again.status, tag).to.equal(304);
      expect(again.body.length).to.equal(0);
      expect(again.headers.etag).to.equal(br.headers.etag);
      expect(again.headers['cache-control']).to.equal('public, no-cache');
    }
    expect((await raw(server(), '/api/campeonatos', { 'If-None-Match': '"otra-cosa"' })).status).to.equal(200);

    const head = await raw(server(), '/api/campeonatos', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).to.equal(200);
    expect(head.body.length).to.equal(0);
    expect(head.headers.etag).to.equal(br.headers.etag);
    expect(head.headers['content-encoding']).to.equal('br');
    expect(Number(head.headers['content-length'])).to.equal(br.body.length);
  });

  it('makes the next read fresh after an admin creates or edits a championship, a sponsor or a free event, and after a write in SQL', async () => {
    const list = async () => json(await raw(server(), '/api/campeonatos')).data as Array<{ id: string; nombreCampeonato: string }>;
    expect(await list()).to.deep.equal([]);
    const c = await createChampionship(t, admin.token);
    expect((await list()).map((x) => x.id)).to.deep.equal([c.id]);
    const before = await raw(server(), `/api/campeonatos/${c.id}`);
    const edited = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('nombreCampeonato', 'Copa Renombrada');
    expect(edited.status).to.equal(200);
    const after = await raw(server(), `/api/campeonatos/${c.id}`, { 'If-None-Match': before.headers.etag! });
    expect(after.status, 'the old ETag no longer matches').to.equal(200);
    expect(json(after).nombreCampeonato).to.equal('Copa Renombrada');
    expect((await list())[0]!.nombreCampeonato).to.equal('Copa Renombrada');

    const sponsors = async () => json(await raw(server(), '/api/sponsors/list')).data.map((s: { nombre: string }) => s.nombre);
    expect(await sponsors()).to.deep.equal([]);
    const created = await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).field('nombre', 'Volantes MX').field('link', 'https://volantes.example').attach('logo', TINY_PNG, 'logo.png');
    expect(created.status).to.equal(201);
    expect(await sponsors()).to.deep.equal(['Volantes MX']);
    // Written behind the application's back: the database's triggers still change the version.
    await t.context.knex('sponsors').update({ nombre: 'Pedales MX' });
    expect(await sponsors()).to.deep.equal(['Pedales MX']);

    const events = async () => json(await raw(server(), '/api/eventos-unicos')).map((e: { nombre: string }) => e.nombre);
    expect(await events()).to.deep.equal([]);
    const event = await createEvent(t.api, admin.token);
    expect(await events()).to.deep.equal(['Noche de GT3 en Monza']);
    const driver = await createUser(t.context);
    expect(json(await raw(server(), `/api/eventos-unicos/${event.id}`)).participantesRegistrados).to.equal(0);
    expect((await t.api.request.post(`/api/eventos-unicos/${event.id}/register`).set(bearer(driver.token))).status).to.equal(200);
    expect(json(await raw(server(), `/api/eventos-unicos/${event.id}`)).participantesRegistrados).to.equal(1);
    const renamed = await t.api.request.put(`/api/eventos-unicos/${event.id}`).set(bearer(admin.token)).field('nombre', 'Noche de GT4');
    expect(renamed.status).to.equal(200);
    expect(await events()).to.deep.equal(['Noche de GT4']);
    expect(json(await raw(server(), `/api/eventos-unicos/${event.id}`)).nombre).to.equal('Noche de GT4');
  });

  it('shows an imported result at once, and a later one once its publication time comes', async () => {
    const list = async () => json(await raw(server(), '/api/events/list')).events.map((e: { subsession_id: number }) => e.subsession_id);
    const podium = async () => (await raw(server(), '/api/toptree/events/top-three-winners')).status;
    expect(await list()).to.deep.equal([]);
    expect((await importEvent(eventFile(clock.now(), 2 * HOUR, 91000001))).status).to.equal(201);
    expect(await list()).to.deep.equal([91000001]);
    expect(await podium()).to.equal(200);
    expect(json(await raw(server(), '/api/toptree/events/top-three-winners')).event.subsession_id).to.equal(91000001);
    // Ended ten minutes ago: published fifty minutes from now.
    expect((await importEvent(eventFile(clock.now(), 10 * 60_000, 91000002))).status).to.equal(201);
    expect(await list()).to.deep.equal([91000001]);
    clock.advance(51 * 60_000);
    expect((await list()).sort()).to.deep.equal([91000001, 91000002]);
    expect(json(await raw(server(), '/api/toptree/events/top-three-winners')).event.subsession_id).to.equal(91000002);
  });

  it("never gives visitors or drivers an admin's answer, nor an admin the visitors' one", async () => {
    const driver = await createUser(t.context);
    expect((await importEvent(eventFile(clock.now(), 2 * HOUR, 91000001))).status).to.equal(201);
    expect((await importEvent(eventFile(clock.now(), 10 * 60_000, 91000002))).status).to.equal(201);
    const as = async (path: string, token?: string) => raw(server(), path, token ? bearer(token) : {});
    const ids = (r: Raw) => json(r).events.map((e: { subsession_id: number }) => e.subsession_id).sort();

    // The admin asks first: his answer (with the unpublished event) is not kept for anyone.
    const adminList = await as('/api/events/list', admin.token);
    expect(ids(adminList)).to.deep.equal([91000001, 91000002]);
    expect(adminList.headers['cache-control']).to.equal('private, no-store');
    const visitorList = await as('/api/events/list');
    expect(ids(visitorList)).to.deep.equal([91000001]);
    expect(visitorList.headers['cache-control']).to.equal('private, no-cache');
    expect(ids(await as('/api/events/list', driver.token))).to.deep.equal([91000001]);
    expect(ids(await as('/api/events/list', admin.token))).to.deep.equal([91000001, 91000002]);
    // An admin's If-None-Match with the visitors' tag still gets his own answer.
    const adminAgain = await raw(server(), '/api/events/list', { ...bearer(admin.token), 'If-None-Match': visitorList.headers.etag! });
    expect(adminAgain.status).to.equal(200);
    expect(ids(adminAgain)).to.deep.equal([91000001, 91000002]);

    // The unpublished event's page and analyses: the admin's, never the visitors'.
    for (const path of ['/api/events/91000002', '/api/events/91000002/bestlaps']) {
      expect((await as(path, admin.token)).status, path).to.equal(200);
      expect((await as(path)).status, path).to.equal(404);
      expect((await as(path, driver.token)).status, path).to.equal(404);
      expect((await as(path, admin.token)).status, path).to.equal(200);
    }
    // The visitors' answer kept first, then the admin asks: still his own.
    expect((await as('/api/events/91000001/bestlaps')).status).to.equal(200);
    expect(ids(await as('/api/events/list'))).to.deep.equal([91000001]);
    expect(ids(await as('/api/events/list', admin.token))).to.deep.equal([91000001, 91000002]);

    // The same for everyone: an admin and a visitor read the same bytes of a championship.
    const c = await createChampionship(t, admin.token);
    const fromAdmin = await as(`/api/campeonatos/${c.id}`, admin.token);
    const fromVisitor = await as(`/api/campeonatos/${c.id}`);
    expect(fromAdmin.body.equals(fromVisitor.body)).to.equal(true);
    expect(fromAdmin.headers.etag).to.equal(fromVisitor.headers.etag);
  });

  it("keeps the administrators' pages for them only: shared by every admin, refused to anyone else, fresh after a write, an e-mail change or an enrolment closing", async () => {
    const boss = await createUser(t.context, { rol: 'superadmin' });
    const driver = await createUser(t.context);
    const holder = await createUser(t.context, { nombre: 'Lucía', apellido: 'Núñez' });
    const as = async (path: string, token?: string, headers: Record<string, string> = {}) => raw(server(), path, { ...(token ? bearer(token) : {}), ...headers });
    const record = await t.api.request
      .post('/api/track-records')
      .set(bearer(admin.token))
      .send({ user: holder.id, circuit: 'Autódromo Hermanos Rodríguez', car: 'Porsche 911 GT3 R', lapTime: '1:28.512', recordDate: '2026-02-14' });
    expect(record.status).to.equal(201);
    const holderOf = (r: Raw) => json(r).data[0].user;

    // The records: admins read the e-mail address from one kept answer; visitors and drivers never see it.
    const forAdmin = await as('/api/track-records/allrecords', admin.token);
    expect(holderOf(forAdmin)).to.deep.include({ nombre: 'Lucía', email: holder.email });
    expect(forAdmin.headers['cache-control']).to.equal('private, no-cache');
    const forBoss = await as('/api/track-records/allrecords', boss.token);
    expect(forBoss.body.equals(forAdmin.body)).to.equal(true);
    expect(forBoss.headers.etag).to.equal(forAdmin.headers.etag);
    expect((await as('/api/track-records/allrecords', boss.token, { 'If-None-Match': forAdmin.headers.etag! })).status).to.equal(304);
    for (const token of [undefined, driver.token]) {
      const other = await as('/api/track-records/allrecords', token, { 'If-None-Match': forAdmin.headers.etag! });
      expect(other.status).to.equal(200);
      expect(holderOf(other)).to.not.have.property('email');
      expect(other.headers.etag).to.not.equal(forAdmin.headers.etag);
    }
    // An address changed anywhere (here in SQL) is the next admin's answer.
    await t.context.knex('users').where({ id: holder.id }).update({ email: 'lucia.nueva@ejemplo.mx' });
    expect(holderOf(await as('/api/track-records/allrecords', boss.token))).to.deep.include({ email: 'lucia.nueva@ejemplo.mx' });

    // The championships and races pages: kept for admins, still refused to everyone else once kept.
    const c = await createChampionship(t, admin.token, { fechaInicio: '2026-02-20', fechaFin: '2026-03-01' });
    const page = async (token: string) => json(await as('/api/campeonatos/admin', token)).data as Array<{ id: string; nombreCampeonato: string; inscripcionAbierta: boolean }>;
    expect((await page(admin.token)).map((x) => [x.id, x.inscripcionAbierta])).to.deep.equal([[c.id, true]]);
    expect((await page(boss.token)).map((x) => x.id)).to.deep.equal([c.id]);
    const races = await as('/api/carreras/admin', admin.token);
    expect(races.status).to.equal(200);
    const options = await as('/api/campeonatos/admin/opciones', admin.token);
    expect(json(options).data.map((x: { id: string }) => x.id)).to.deep.equal([c.id]);
    for (const path of ['/api/campeonatos/admin', '/api/carreras/admin', '/api/campeonatos/admin/opciones']) {
      expect((await as(path, driver.token)).status, path).to.equal(403);
      expect((await as(path)).status, path).to.equal(401);
    }
    // The broadcast team reads the pickers' options too: computed for it, the same rows.
    const broadcaster = await createUser(t.context, { rol: 'transmision' });
    const forBroadcast = await as('/api/campeonatos/admin/opciones', broadcaster.token);
    expect(forBroadcast.status).to.equal(200);
    expect(forBroadcast.body.equals(options.body)).to.equal(true);
    const edited = await t.api.request.put(`/api/campeonatos/${c.id}`).set(bearer(admin.token)).field('nombreCampeonato', 'Copa Renombrada');
    expect(edited.status).to.equal(200);
    expect((await page(boss.token)).map((x) => x.nombreCampeonato)).to.deep.equal(['Copa Renombrada']);
    const race = await postRace(t, admin.token, raceFields(c.id, { circuito: 'Circuito de Monterrey', fechaInicio: '2026-03-20' }));
    expect(race.status, JSON.stringify(race.body)).to.equal(201);
    expect(json(await as('/api/carreras/admin', boss.token)).data.map((r: { circuito: string }) => r.circuito)).to.deep.equal(['Circuito de Monterrey']);
    // Its enrolment closes at the end of its last day in Mexico City: time alone changes the kept page then.
    clock.set('2026-03-02T05:59:59.000Z');
    expect((await page(admin.token)).map((x) => x.inscripcionAbierta)).to.deep.equal([true]);
    clock.set('2026-03-02T06:00:00.000Z');
    expect((await page(admin.token)).map((x) => x.inscripcionAbierta)).to.deep.equal([false]);
  });

  it("keeps the administrators' list of accounts per role: a cancelled account for the superadmin only, fresh after a registration and any change it shows", async () => {
    const boss = await createUser(t.context, { rol: 'superadmin' });
    const other = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Rosa', apellido: 'Zamora' });
    const cancelled = await createUser(t.context, { nombre: 'Rita', apellido: 'Zamora' });
    await t.context.knex('users').where({ id: cancelled.id }).update({ blockedAt: '2026-02-01T00:00:00.000Z' });
    const as = (token: string, headers: Record<string, string> = {}) => raw(server(), '/api/users?search=zamora', { ...bearer(token), ...headers });
    const rows = async (token: string) => json(await as(token)).data as Array<{ nombre: string; rol: string; suspendido: boolean; biografia: string | null }>;

    const forAdmin = await as(admin.token);
    expect(json(forAdmin).data.map((u: { nombre: string }) => u.nombre)).to.deep.equal(['Rosa']);
    expect(forAdmin.headers['cache-control']).to.equal('private, no-cache');
    // Every admin shares one kept answer; the superadmin, who also sees the cancelled account, another.
    const forOther = await as(other.token);
    expect(forOther.body.equals(forAdmin.body)).to.equal(true);
    expect(forOther.headers.etag).to.equal(forAdmin.headers.etag);
    expect((await as(other.token, { 'If-None-Match': forAdmin.headers.etag! })).status).to.equal(304);
    const forBoss = await as(boss.token);
    expect(json(forBoss).data.map((u: { nombre: string }) => u.nombre)).to.deep.equal(['Rita', 'Rosa']);
    expect(forBoss.headers.etag).to.not.equal(forAdmin.headers.etag);
    expect((await as(admin.token)).body.equals(forAdmin.body)).to.equal(true);
    expect((await as(driver.token)).status).to.equal(403);
    expect((await raw(server(), '/api/users?search=zamora')).status).to.equal(401);

    // A registration is the next answer's row (without a privacy choice, whose write would bump the version by itself).
    await createUser(t.context, { nombre: 'Raúl', apellido: 'Zamora', nombreCompleto: false });
    expect((await rows(admin.token)).map((u) => u.nombre)).to.deep.equal(['Raúl', 'Rosa']);
    // So is any change of what the list shows, however it is written (here in SQL).
    await t.context.knex('users').where({ id: driver.id }).update({ rol: 'comisario' });
    expect((await rows(other.token)).find((u) => u.nombre === 'Rosa')).to.include({ rol: 'comisario' });
    await t.context.knex('users').where({ id: driver.id }).update({ suspendido: true });
    expect((await rows(admin.token)).find((u) => u.nombre === 'Rosa')).to.include({ suspendido: true });
    await t.context.knex('users').where({ id: driver.id }).update({ biografia: 'Piloto de resistencia' });
    expect((await rows(boss.token)).find((u) => u.nombre === 'Rosa')).to.include({ biografia: 'Piloto de resistencia' });
  });

  it('keeps the payment statistics for the administrators: fresh after a payment, a rename and the turn of the month in Mexico City', async () => {
    const boss = await createUser(t.context, { rol: 'superadmin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Estadística' });
    const as = (token: string, headers: Record<string, string> = {}) => raw(server(), '/api/payments/admin/estadisticas', { ...bearer(token), ...headers });
    const stats = async (token: string) => json(await as(token)) as { estadisticasGenerales: { totalPagos: number; totalCompletados: number }; pagosPorCampeonato: Array<{ nombreCampeonato: string; total: number; montoTotal: number }>; pagosPorMes: Array<{ mes: string; total: number }> };
    const pay = (id: string, estado: string) =>
      t.context.knex('payments').insert({ id, userId: driver.id, campeonatoId: c.id, pasarela: 'manual', esManual: true, estado, metodo: 'efectivo', moneda: 'mxn', montoCentavos: 50_000, fechaCompletado: estado === 'completado' ? clock.now().toISOString() : null, createdAt: clock.now().toISOString(), updatedAt: clock.now().toISOString() });

    await pay('pago-1', 'completado');
    const first = await as(admin.token);
    expect(json(first).estadisticasGenerales).to.include({ totalPagos: 1, totalCompletados: 1 });
    expect(first.headers['cache-control']).to.equal('private, no-cache');
    const again = await as(boss.token, { 'If-None-Match': first.headers.etag! });
    expect(again.status).to.equal(304);
    expect((await as(driver.token)).status).to.equal(403);
    expect((await raw(server(), '/api/payments/admin/estadisticas')).status).to.equal(401);

    // A payment written anywhere (here in SQL, the totals follow by their triggers) is the next answer.
    await pay('pago-2', 'pendiente');
    expect((await stats(admin.token)).estadisticasGenerales).to.include({ totalPagos: 2, totalCompletados: 1 });
    await t.context.knex('payments').where({ id: 'pago-2' }).update({ estado: 'completado', fechaCompletado: clock.now().toISOString() });
    expect((await stats(boss.token)).pagosPorCampeonato).to.deep.equal([{ _id: c.id, nombreCampeonato: 'Copa Estadística', total: 2, montoTotal: 1000 }]);
    // An amount corrected, its state unchanged: only the kept totals say so.
    await t.context.knex('payments').where({ id: 'pago-2' }).update({ montoCentavos: 80_000 });
    expect((await stats(admin.token)).pagosPorCampeonato.map((x) => x.montoTotal)).to.deep.equal([1300]);
    await t.context.knex('championships').where({ id: c.id }).update({ nombreCampeonato: 'Copa Renombrada' });
    expect((await stats(admin.token)).pagosPorCampeonato.map((x) => x.nombreCampeonato)).to.deep.equal(['Copa Renombrada']);

    // March ends at 06:00 UTC on 1 April in Mexico City: the six months shown move on then, and not before.
    const months = async () => (await stats(admin.token)).pagosPorMes.map((m) => `${m.mes}:${m.total}`);
    expect(await months()).to.deep.equal(['2025-10:0', '2025-11:0', '2025-12:0', '2026-01:0', '2026-02:0', '2026-03:2']);
    clock.set('2026-04-01T05:59:59.000Z');
    expect((await months()).at(-1)).to.equal('2026-03:2');
    clock.set('2026-04-01T06:00:00.000Z');
    expect(await months()).to.deep.equal(['2025-11:0', '2025-12:0', '2026-01:0', '2026-02:0', '2026-03:2', '2026-04:0']);
  });

  it("keeps the report form's championships for the administrators only: a driver gets his own, and a new race is the next answer", async () => {
    const boss = await createUser(t.context, { rol: 'superadmin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Reportes', fechaInicio: '2026-02-20', fechaFin: '2026-04-01' });
    await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Ajena', fechaInicio: '2026-02-10', fechaFin: '2026-04-01' });
    await enrol(t, admin.token, c.id, driver.id);
    const as = (token: string, headers: Record<string, string> = {}) => raw(server(), '/api/reportes/campeonatos', { ...bearer(token), ...headers });
    const names = async (token: string) => (json(await as(token)).data as Array<{ nombreCampeonato: string; carreras: Array<{ circuito: string }> }>).map((x) => `${x.nombreCampeonato}:${x.carreras.map((r) => r.circuito).join('+')}`);

    const forAdmin = await as(admin.token);
    expect(forAdmin.headers['cache-control']).to.equal('private, no-cache');
    expect((await as(boss.token, { 'If-None-Match': forAdmin.headers.etag! })).status).to.equal(304);
    expect(await names(admin.token)).to.deep.equal(['Copa Reportes:', 'Copa Ajena:']);
    // The driver's own list, never the administrators' kept one.
    const forDriver = await as(driver.token, { 'If-None-Match': forAdmin.headers.etag! });
    expect(forDriver.status).to.equal(200);
    expect(forDriver.headers.etag).to.not.equal(forAdmin.headers.etag);
    expect((json(forDriver).data as Array<{ id: string }>).map((x) => x.id)).to.deep.equal([c.id]);
    expect((await raw(server(), '/api/reportes/campeonatos')).status).to.equal(401);

    const race = await postRace(t, admin.token, raceFields(c.id, { circuito: 'Autódromo de Querétaro', fechaInicio: '2026-03-20' }));
    expect(race.status, JSON.stringify(race.body)).to.equal(201);
    expect(await names(boss.token)).to.deep.equal(['Copa Reportes:Autódromo de Querétaro', 'Copa Ajena:']);
  });

  it('keeps no error answer: an unknown championship is 404 each time, without an ETag', async () => {
    const missing = await raw(server(), '/api/campeonatos/no-existe');
    expect(missing.status).to.equal(404);
    expect(missing.headers.etag).to.equal(undefined);
    expect((await raw(server(), '/api/campeonatos/no-existe')).status).to.equal(404);
  });

  it('another app server on the same database answers a write made through this one at once', async () => {
    const other = await bootstrap({ config: t.context.config, logger: t.context.logger, clock });
    const otherHttp = await startTestHttp(other);
    try {
      const names = async (s: Server) => json(await raw(s, '/api/sponsors/list')).data.map((x: { nombre: string }) => x.nombre);
      const championships = async (s: Server) => json(await raw(s, '/api/campeonatos')).data.length;
      expect(await names(otherHttp.server)).to.deep.equal([]);
      expect(await championships(otherHttp.server)).to.equal(0);
      const kept = await raw(otherHttp.server, '/api/sponsors/list');
      const created = await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).field('nombre', 'Cascos MX').attach('logo', TINY_PNG, 'logo.png');
      expect(created.status).to.equal(201);
      expect(await names(otherHttp.server)).to.deep.equal(['Cascos MX']);
      expect((await raw(otherHttp.server, '/api/sponsors/list', { 'If-None-Match': kept.headers.etag! })).status).to.equal(200);
      await createChampionship(t, admin.token);
      expect(await championships(otherHttp.server)).to.equal(1);
      // And the other way round.
      const viaOther = await otherHttp.request.delete(`/api/sponsors/${created.body.data.id}`).set(bearer(admin.token));
      expect(viaOther.status).to.equal(200);
      expect(await names(server())).to.deep.equal([]);
    } finally {
      await otherHttp.close();
      await other.close();
    }
  });
});
