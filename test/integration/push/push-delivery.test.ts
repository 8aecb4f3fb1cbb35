import { expect } from 'chai';
import { PUSH } from '../../../src/modules/push/index.js';
import { DeliverPush } from '../../../src/modules/push/application/deliver-push.job.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { PushServiceStandIn } from '../../support/push-service-stand-in.js';
import { endedRace, row } from '../../support/iracing-exports.js';
import { NOTIFICATIONS } from '../../../src/modules/notifications/index.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';

const START = '2026-03-20T18:00:00.000Z';

describeEachDatabase('Push notifications through the outbox, to a push service that checks VAPID and the encryption', (kind) => {
  const clock = new ManualClock(new Date(START));
  const t = useTestApi(kind, { clock });
  const service = new PushServiceStandIn();
  before(() => service.start());
  after(() => service.stop());
  beforeEach(() => {
    service.reset();
    clock.set(START);
  });

  /** A championship with one driver entered who turned notifications on in a browser of the stand-in's. */
  async function entrantWithDevice() {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const championship = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Avisos' });
    const enrolled = await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: championship.id, usuarioId: driver.id });
    expect(enrolled.status, JSON.stringify(enrolled.body)).to.be.lessThan(300);
    const browser = service.subscribe();
    const res = await t.api.request.post('/api/perfil/dispositivos').set(bearer(driver.token)).set('User-Agent', 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36').send({ endpoint: browser.endpoint, keys: browser.keys });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return { admin, driver, championship, browser, device: res.body.dispositivo as { id: string; navegador: string; tipos: Record<string, boolean> } };
  }

  const deliver = () => t.context.container.get(PUSH.DeliverJob).run(clock.now());
  const announce = (token: string, campeonatoId: string) =>
    t.api.request.post('/api/avisos-inscritos').set(bearer(token)).send({ campeonatoId, titulo: 'Cambio de horario', cuerpo: 'La carrera del sábado empieza a las 21:00.' });

  it("answers the server's VAPID key; an admin's announcement reaches the entrant's device signed and encrypted, and counts it", async () => {
    const { admin, championship, browser, device } = await entrantWithDevice();
    expect(device.navegador).to.equal('Chrome en Android');
    expect(Object.values(device.tipos).every(Boolean)).to.equal(true);
    const key = await t.api.request.get('/api/push/clave');
    expect(key.body.clavePublica).to.equal(t.context.config.vapid.publicKey);

    const sent = await announce(admin.token, championship.id);
    expect(sent.status, JSON.stringify(sent.body)).to.equal(201);
    expect(sent.body.aviso).to.deep.include({ campeonato: 'Copa Avisos', dispositivos: 1, enviados: 0, pendientes: 1 });
    expect(await deliver()).to.equal('1 notificación enviada');

    expect(service.calls).to.have.length(1);
    const [call] = service.calls;
    expect(call!.problems).to.deep.equal([]);
    expect(call!.status).to.equal(201);
    expect(call!.subscription).to.equal(browser.id);
    expect(call!.vapidKey).to.equal(key.body.clavePublica);
    expect(call!.payload).to.deep.equal({ titulo: 'Cambio de horario', cuerpo: 'La carrera del sábado empieza a las 21:00.', url: `/campeonatos/${championship.id}`, etiqueta: `aviso-${sent.body.aviso.id}` });

    const list = await t.api.request.get('/api/avisos-inscritos').set(bearer(admin.token));
    expect(list.body.avisos[0]).to.deep.include({ dispositivos: 1, enviados: 1, fallidos: 0, pendientes: 0 });
    // Sent once: another pass sends nothing.
    expect(await deliver()).to.equal('0 notificaciones enviadas');
    expect(service.calls).to.have.length(1);
  });

  it("refuses a driver's announcement (403) and changes nothing", async () => {
    const { driver, championship } = await entrantWithDevice();
    const res = await announce(driver.token, championship.id);
    expect(res.status).to.equal(403);
    expect(res.body).to.have.property('message').that.is.a('string');
    expect(await t.context.knex('push_outbox').count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
  });

  it('a device that turned announcements off gets none; 429 waits the Retry-After; 410 removes the device', async () => {
    const { admin, driver, championship, browser, device } = await entrantWithDevice();
    const off = await t.api.request.put(`/api/perfil/dispositivos/${device.id}`).set(bearer(driver.token)).send({ tipos: { aviso: false } });
    expect(off.status, JSON.stringify(off.body)).to.equal(200);
    expect(off.body.dispositivo.tipos).to.deep.include({ aviso: false, recordatorio: true });
    await announce(admin.token, championship.id);
    await deliver();
    expect(service.calls).to.deep.equal([]);

    await t.api.request.put(`/api/perfil/dispositivos/${device.id}`).set(bearer(driver.token)).send({ tipos: { aviso: true } });
    service.reply(browser.id, { status: 429, retryAfter: '120' }, { status: 410 });
    await announce(admin.token, championship.id);
    await deliver();
    expect(service.calls.map((c) => c.status)).to.deep.equal([429]);
    clock.set(new Date(new Date(START).getTime() + 119_000).toISOString());
    await deliver();
    expect(service.calls).to.have.length(1);
    clock.set(new Date(new Date(START).getTime() + 120_000).toISOString());
    await deliver();
    expect(service.calls.map((c) => [c.status, c.problems])).to.deep.equal([
      [429, []],
      [410, []],
    ]);
    const mine = await t.api.request.get('/api/perfil/dispositivos').set(bearer(driver.token));
    expect(mine.body.dispositivos).to.deep.equal([]);
    const list = await t.api.request.get('/api/avisos-inscritos').set(bearer(admin.token));
    expect(list.body.avisos[0]).to.deep.include({ dispositivos: 1, enviados: 0, fallidos: 1, pendientes: 0 });
  });

  it("a driver lists his devices, and cannot see or remove another's", async () => {
    const { driver, device } = await entrantWithDevice();
    const other = await createUser(t.context);
    expect((await t.api.request.get('/api/perfil/dispositivos').set(bearer(other.token))).body.dispositivos).to.deep.equal([]);
    const refused = await t.api.request.delete(`/api/perfil/dispositivos/${device.id}`).set(bearer(other.token));
    expect(refused.status).to.equal(404);
    expect(refused.body).to.deep.include({ message: 'Dispositivo no encontrado' });
    const removed = await t.api.request.delete(`/api/perfil/dispositivos/${device.id}`).set(bearer(driver.token));
    expect(removed.status).to.equal(200);
    expect((await t.api.request.get('/api/perfil/dispositivos').set(bearer(driver.token))).body.dispositivos).to.deep.equal([]);
  });

  it("signing out forgets this browser: its device is gone with what was queued for it; another driver's browser is untouched", async () => {
    const { admin, driver, championship, browser } = await entrantWithDevice();
    const other = await createUser(t.context);
    const hers = service.subscribe();
    await t.api.request.post('/api/perfil/dispositivos').set(bearer(other.token)).send({ endpoint: hers.endpoint, keys: hers.keys }).expect(201);
    await announce(admin.token, championship.id);

    // Naming another's browser removes nothing of hers.
    const notMine = await t.api.request.post('/api/perfil/dispositivos/baja').set(bearer(driver.token)).send({ endpoint: hers.endpoint });
    expect(notMine.status, JSON.stringify(notMine.body)).to.equal(200);
    expect((await t.api.request.get('/api/perfil/dispositivos').set(bearer(other.token))).body.dispositivos).to.have.length(1);

    const out = await t.api.request.post('/api/perfil/dispositivos/baja').set(bearer(driver.token)).send({ endpoint: browser.endpoint });
    expect(out.status, JSON.stringify(out.body)).to.equal(200);
    expect(out.body).to.deep.equal({ message: 'Este dispositivo ya no recibirá notificaciones' });
    expect((await t.api.request.get('/api/perfil/dispositivos').set(bearer(driver.token))).body.dispositivos).to.deep.equal([]);
    await deliver();
    expect(service.calls).to.deep.equal([]);
    // Again (a second tab signing out): nothing left to remove, still fine.
    expect((await t.api.request.post('/api/perfil/dispositivos/baja').set(bearer(driver.token)).send({ endpoint: browser.endpoint })).status).to.equal(200);
    const refused = await t.api.request.post('/api/perfil/dispositivos/baja').set(bearer(driver.token)).send({ endpoint: 'no es una dirección' });
    expect(refused.status).to.equal(400);
    expect(refused.body).to.deep.include({ message: 'La suscripción del navegador no es válida' });
    expect((await t.api.request.post('/api/perfil/dispositivos/baja').send({ endpoint: hers.endpoint })).status).to.equal(401);
    expect((await t.api.request.get('/api/perfil/dispositivos').set(bearer(other.token))).body.dispositivos).to.have.length(1);
  });

  it('results published reach each driver with a result once, with his own place; a failed push is retried; a device with results off gets none', async function () {
    this.timeout(30_000);
    const admin = await createUser(t.context, { rol: 'admin' });
    const subscribed = async (iracingId: number) => {
      const driver = await createUser(t.context);
      await t.context.knex('users').where({ id: driver.id }).update({ iracingId });
      const browser = service.subscribe();
      const res = await t.api.request.post('/api/perfil/dispositivos').set(bearer(driver.token)).send({ endpoint: browser.endpoint, keys: browser.keys });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      return { driver, browser, device: res.body.dispositivo as { id: string } };
    };
    const ana = await subscribed(701);
    const beto = await subscribed(702);
    const off = await t.api.request.put(`/api/perfil/dispositivos/${beto.device.id}`).set(bearer(beto.driver.token)).send({ tipos: { resultados: false } });
    expect(off.status, JSON.stringify(off.body)).to.equal(200);
    const job = t.context.container.get(NOTIFICATIONS.ResultsPushJob);
    await job.run(clock.now());

    clock.advance(60_000);
    const file = endedRace(
      clock.now(),
      10 * 60_000,
      [
        row({ cust_id: 702, display_name: 'Beto Pista', finish_position: 0, laps_complete: 12, incidents: 0 }),
        row({ cust_id: 999, display_name: 'Sin Cuenta', finish_position: 1, laps_complete: 12, incidents: 0 }),
        row({ cust_id: 701, display_name: 'Ana Pista', finish_position: 2, laps_complete: 12, incidents: 4 }),
      ],
      { subsession_id: 91000088, session_name: 'Copa Volcán — Ronda 2' },
    );
    const imported = await t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', Buffer.from(JSON.stringify(file)), 'r.json');
    expect(imported.status, JSON.stringify(imported.body)).to.equal(201);
    // Public an hour after its end: not yet.
    expect(await job.run(clock.now())).to.equal('0 pilotos avisados de sus resultados');
    clock.advance(50 * 60_000);
    service.reply(ana.browser.id, { status: 503 });
    // Two servers' passes at once, and a later one: each device still gets one push.
    await Promise.all([job.run(clock.now()), job.run(clock.now())]);
    await job.run(clock.now());
    const queued = await t.context.knex('push_outbox').select('suscripcionId', 'tipo', 'clave');
    expect(queued).to.deep.equal([{ suscripcionId: ana.device.id, tipo: 'resultados', clave: 'resultados:91000088' }]);

    await deliver();
    expect(service.calls.map((c) => c.status)).to.deep.equal([503]);
    clock.advance(30_000);
    expect(await deliver()).to.equal('1 notificación enviada');
    expect(service.calls.map((c) => [c.subscription, c.status, c.problems])).to.deep.equal([
      [ana.browser.id, 503, []],
      [ana.browser.id, 201, []],
    ]);
    expect(service.calls[1]!.payload).to.deep.equal({
      titulo: 'Resultados publicados: Copa Volcán — Ronda 2',
      cuerpo: 'Terminaste en el lugar 3 de 3.',
      url: '/race-result?evento=91000088',
      etiqueta: 'resultados-91000088',
    });
    await job.run(clock.now());
    expect(await deliver()).to.equal('0 notificaciones enviadas');
  });

  if (kind === 'postgres') {
    it('two servers delivering at once send each push exactly once', async function () {
      this.timeout(60_000);
      const admin = await createUser(t.context, { rol: 'admin' });
      const championship = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Concurrente', participantesMaximos: '40' });
      const browsers = [];
      for (let i = 0; i < 30; i++) {
        const driver = await createUser(t.context);
        await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: championship.id, usuarioId: driver.id });
        const browser = service.subscribe();
        await t.api.request.post('/api/perfil/dispositivos').set(bearer(driver.token)).send({ endpoint: browser.endpoint, keys: browser.keys });
        browsers.push(browser);
      }
      expect((await announce(admin.token, championship.id)).body.aviso.dispositivos).to.equal(30);
      const { container } = t.context;
      const ours = container.get(PUSH.DeliverJob);
      // A second server: its own job over the same database.
      const theirs = new DeliverPush({ ...(ours as unknown as { deps: ConstructorParameters<typeof DeliverPush>[0] }).deps, logger: container.get(PLATFORM.Logger) });
      for (let pass = 0; pass < 3; pass++) await Promise.all([ours.run(clock.now()), theirs.run(clock.now()), ours.run(clock.now()), theirs.run(clock.now())]);
      const bySubscription = new Map<string, number>();
      for (const c of service.calls) bySubscription.set(c.subscription, (bySubscription.get(c.subscription) ?? 0) + 1);
      expect(bySubscription.size).to.equal(30);
      expect([...bySubscription.values()].every((n) => n === 1), JSON.stringify([...bySubscription])).to.equal(true);
      expect(service.calls.every((c) => c.problems.length === 0)).to.equal(true);
    });
  }
});
