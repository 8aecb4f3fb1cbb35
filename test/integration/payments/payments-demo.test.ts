import { rmSync } from 'node:fs';
import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConfigError } from '../../../src/platform/config.js';
import { startServer } from '../../../src/server.js';
import { describeEachDatabase, resetPostgres, testConfig } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, confirmations, createChampionship, enrolments, NOW, paymentRows, startCheckout, useTestApi } from './payment-fixtures.js';

describeEachDatabase('Card payments through the demo gateway', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const demo = (token: string, sessionId: string, action?: 'pagar' | 'cancelar') =>
    action
      ? t.api.request.post(`/api/payments/demo/${encodeURIComponent(sessionId)}/${action}`).set(bearer(token))
      : t.api.request.get(`/api/payments/demo/${encodeURIComponent(sessionId)}`).set(bearer(token));

  async function checkout(overrides: Record<string, string> = {}) {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token, overrides);
    const res = await startCheckout(t, driver.token, c.id);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return { admin, driver, c, sessionId: res.body.sessionId as string, url: res.body.url as string };
  }

  it('sends the driver to the app’s own /pago-demo page, and pays there: enrolled once, one e-mail, the success page next', async () => {
    const { driver, c, sessionId, url } = await checkout();
    expect(url).to.equal(`/pago-demo?session_id=${encodeURIComponent(sessionId)}`);
    const shown = await demo(driver.token, sessionId);
    expect(shown.status).to.equal(200);
    expect(shown.body).to.include({ sessionId, estado: 'pendiente', monto: 1500, moneda: 'mxn' });
    expect(shown.body.campeonato).to.include({ _id: c.id, nombreCampeonato: 'Copa Volcán GT3' });

    const paid = await demo(driver.token, sessionId, 'pagar');
    expect(paid.status).to.equal(200);
    expect(paid.body).to.deep.equal({ redirectUrl: `/pago-exitoso?session_id=${encodeURIComponent(sessionId)}` });
    const again = await demo(driver.token, sessionId, 'pagar');
    expect(again.body).to.deep.equal(paid.body);

    const verified = await t.api.request.get(`/api/payments/verificar-pago/${encodeURIComponent(sessionId)}`).set(bearer(driver.token));
    expect(verified.status).to.equal(200);
    expect(verified.body.message).to.equal('Pago completado con éxito. ¡Inscripción confirmada!');
    expect((await paymentRows(t.context)).map((r) => [r.estado, r.pasarela])).to.deep.equal([['completado', 'demo']]);
    expect(await enrolments(t.context, c.id)).to.deep.equal([driver.id]);
    expect(await confirmations(t.context)).to.have.length(1);
  });

  it('cancels: the cancelled page next, the payment fallido and the held place free at once', async () => {
    const { c, driver, sessionId } = await checkout({ participantesMaximos: '1' });
    const other = await createUser(t.context);
    expect((await startCheckout(t, other.token, c.id)).status).to.equal(409);
    const cancelled = await demo(driver.token, sessionId, 'cancelar');
    expect(cancelled.status).to.equal(200);
    expect(cancelled.body).to.deep.equal({ redirectUrl: '/pago-cancelado' });
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['fallido']);
    expect((await startCheckout(t, other.token, c.id)).status).to.equal(200);
    const late = await demo(driver.token, sessionId, 'pagar');
    expect(late.status).to.equal(409);
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);
  });

  it('refuses to pay a session that expired, and frees its place', async () => {
    const { driver, c, sessionId } = await checkout();
    clock.advance(32 * 60 * 1000);
    const res = await demo(driver.token, sessionId, 'pagar');
    expect(res.status).to.equal(409);
    expect(res.body.code).to.equal('CHECKOUT_EXPIRED');
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['fallido']);
    expect(await enrolments(t.context, c.id)).to.deep.equal([]);
  });

  it('lets nobody but the payer or an admin pay or cancel somebody else’s session', async () => {
    const { admin, sessionId } = await checkout();
    const stranger = await createUser(t.context);
    expect((await demo(stranger.token, sessionId, 'pagar')).status).to.equal(403);
    expect((await demo(stranger.token, sessionId, 'cancelar')).status).to.equal(403);
    expect((await demo(stranger.token, sessionId)).status).to.equal(403);
    expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['pendiente']);
    expect((await demo(admin.token, sessionId)).status).to.equal(200);
  });

  it('refuses a driver already enrolled, a suspended account and an unknown championship, recording nothing', async () => {
    const { driver, c, sessionId } = await checkout();
    await demo(driver.token, sessionId, 'pagar');
    const enrolled = await startCheckout(t, driver.token, c.id);
    expect(enrolled.status).to.equal(409);
    expect(enrolled.body.code).to.equal('ALREADY_ENROLLED');
    const suspended = await createUser(t.context, { suspendido: true });
    expect((await startCheckout(t, suspended.token, c.id)).status).to.equal(403);
    const unknown = await startCheckout(t, driver.token, '00000000-0000-0000-0000-000000000000');
    expect(unknown.status).to.equal(404);
    const missing = await t.api.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({});
    expect(missing.status).to.equal(400);
    expect(missing.body.errors.campeonatoId).to.equal('Debes seleccionar un campeonato.');
    expect(await paymentRows(t.context)).to.have.length(1);
  });
});

describeEachDatabase('Start-up with the demo gateway', (kind) => {
  const production = (extra: NodeJS.ProcessEnv) =>
    testConfig(kind, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://parrilla.example',
      JWT_SECRET: 'production-secret-that-is-long-enough-0123456789',
      COOKIE_SECRET: 'otra-llave-para-firmar-cookies-de-40-letras',
      ...extra,
    });

  it('refuses to start in production on the demo gateway unless PAYMENTS_DEMO=true', async () => {
    const config = production({});
    let error: unknown;
    try {
      const running = await startServer({ config, port: 0, mailWorker: false });
      await running.stop();
    } catch (err) {
      error = err;
    }
    expect(error).to.be.instanceOf(ConfigError);
    expect((error as Error).message).to.include('STRIPE_SECRET_KEY').and.include('PAYMENTS_DEMO=true');

    const allowed = production({ PAYMENTS_DEMO: 'true' });
    if (kind === 'postgres') await resetPostgres(allowed);
    const running = await startServer({ config: allowed, port: 0, mailWorker: false });
    try {
      const health = await fetch(`${running.url}/api/health`);
      expect(health.status).to.equal(200);
    } finally {
      await running.stop();
      for (const dir of [config.dataDir, allowed.dataDir]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
