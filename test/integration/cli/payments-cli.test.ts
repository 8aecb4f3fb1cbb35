import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla, parrillaProcess } from '../../support/cli.js';
import { createUser, startTestHttp } from '../../support/http.js';
import { SECRET_KEY, StripeStandIn, WEBHOOK_SECRET } from '../../support/stripe-stand-in.js';
import type { TestApi } from '../identity/identity-fixtures.js';
import { bearer, confirmations, createChampionship, enrolments, paymentRows, startCheckout } from '../payments/payment-fixtures.js';

/** The CLI runs on the real clock: a championship well ahead of it, open for enrolment. */
const NEXT_YEAR = { fechaInicio: `${new Date().getUTCFullYear() + 1}-04-01`, fechaFin: `${new Date().getUTCFullYear() + 1}-06-30` };

describeEachDatabase('parrilla payments', function (kind) {
  // The concurrent reconcile runs are two Node processes that load the application: slow on a busy machine.
  this.timeout(240_000);
  const stripe = new StripeStandIn();
  // The app in the test starts checkouts two hours back, so the CLI (on the real clock) finds them expired.
  const clock = new ManualClock();
  const t = {} as TestApi;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    await stripe.start();
    const stripeEnv = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url };
    t.context = await bootTestContext(kind, { clock, env: stripeEnv });
    t.api = await startTestHttp(t.context);
    env = { ...cliEnv(t.context.config.dataDir, kind), ...stripeEnv };
  });
  after(async () => {
    await t.api.close();
    await t.context.close();
    await stripe.stop();
  });
  beforeEach(async () => {
    clock.set(new Date(Date.now() - 2 * 3600_000));
    stripe.reset();
    await truncateAll(t.context as AppContext);
  });

  it('reconciles a paid session never notified and an expired one; concurrent runs settle each once, a third finds nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [paid, gone] = [await createUser(t.context), await createUser(t.context)];
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    const a = (await startCheckout(t, paid.token, c.id)).body.sessionId;
    const b = (await startCheckout(t, gone.token, c.id)).body.sessionId;
    stripe.pay(a);
    stripe.expire(b);

    // Two processes start side by side (as two cron jobs would): give them longer than one.
    const runs = await Promise.all([parrillaProcess(['payments', 'reconcile', '--json'], env, 180_000), parrillaProcess(['payments', 'reconcile', '--json'], env, 180_000)]);
    for (const run of runs) expect(run.code, run.stderr).to.equal(0);
    const summaries = runs.map((r) => JSON.parse(r.stdout));
    expect(summaries.reduce((n, s) => n + s.completados, 0)).to.equal(1);
    expect(summaries.reduce((n, s) => n + s.fallidos, 0)).to.equal(1);
    expect(summaries.reduce((n, s) => n + s.errores, 0)).to.equal(0);

    const rows = await paymentRows(t.context);
    const byUser = Object.fromEntries(rows.map((r) => [r.userId, r.estado]));
    expect(byUser).to.deep.equal({ [paid.id]: 'completado', [gone.id]: 'fallido' });
    expect(await enrolments(t.context, c.id)).to.deep.equal([paid.id]);
    expect(await confirmations(t.context)).to.have.length(1);

    const third = await parrilla(['payments', 'reconcile'], env);
    expect(third.code).to.equal(0);
    expect(third.stdout.trim()).to.equal('Revisados 0: 0 completados, 0 fallidos, 0 sin cambios, 0 con error de la pasarela.');
  });

  it('exits 1 when the gateway could not be asked about a payment, with or without --json, saying so', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    await startCheckout(t, (await createUser(t.context)).token, c.id);
    stripe.down = true;
    const asJson = await parrilla(['payments', 'reconcile', '--json'], env);
    expect(asJson.code, asJson.stderr).to.equal(1);
    expect(JSON.parse(asJson.stdout)).to.include({ revisados: 1, errores: 1 });
    expect(asJson.stderr).to.include('1 pago no se pudo revisar con la pasarela');
    const asText = await parrilla(['payments', 'reconcile'], env);
    expect(asText.code).to.equal(1);
    expect(asText.stdout).to.include('1 con error de la pasarela');
    expect(asText.stderr).to.include('1 pago no se pudo revisar con la pasarela');
    stripe.down = false;
  });

  it('lists with filters and prints exactly the admin call’s statistics', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna' });
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    clock.set(new Date());
    await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1500 });
    await startCheckout(t, (await createUser(t.context)).token, c.id);

    const listed = await parrilla(['payments', 'list', '--estado', 'completado', '--json'], env);
    expect(listed.code, listed.stderr).to.equal(0);
    const pagos = JSON.parse(listed.stdout);
    expect(pagos).to.have.length(1);
    expect(pagos[0]).to.include({ estado: 'completado', monto: 1500, esManual: true });
    const table = await parrilla(['payments', 'list', '--campeonato', c.id], env);
    expect(table.stdout).to.include('Sofía Luna').and.include('$1,500 MXN').and.include('2 pagos');
    const wrong = await parrilla(['payments', 'list', '--estado', 'pagado'], env);
    expect(wrong.code).to.equal(2);

    const stats = await parrilla(['payments', 'stats', '--json'], env);
    expect(stats.code, stats.stderr).to.equal(0);
    const api = await t.api.request.get('/api/payments/admin/estadisticas').set(bearer(admin.token));
    expect(JSON.parse(stats.stdout)).to.deep.equal(api.body);
  });

  it('exports CSV with formula-like texts defused, to standard output or a file', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: '=HYPERLINK("http://x")', apellido: 'Luna' });
    const c = await createChampionship(t, admin.token, { ...NEXT_YEAR, nombreCampeonato: '@SUM(A1:A9)' });
    await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1500 });

    const run = await parrilla(['payments', 'export', '--format', 'csv'], env);
    expect(run.code, run.stderr).to.equal(0);
    const lines = run.stdout.trim().split('\r\n');
    expect(lines[0]).to.equal('id,fecha,usuario,email,campeonato,monto,moneda,estado,pasarela,esManual,fechaCompletado,fechaReembolso,stripeSessionId,stripePaymentIntentId');
    expect(lines[1]).to.include(`"'=HYPERLINK(""http://x"") Luna"`).and.include(",'@SUM(A1:A9),1500,mxn,completado,manual,sí,");
    expect(lines.slice(1).some((l) => /(^|,)"?[=+\-@]/.test(l))).to.equal(false);

    const file = path.join(tmpdir(), `pagos-${process.pid}-${kind}.csv`);
    try {
      const written = await parrilla(['payments', 'export', '--format', 'csv', '-o', file], env);
      expect(written.stdout.trim()).to.equal(`Escrito ${file}`);
      expect(readFileSync(file, 'utf8')).to.equal(run.stdout);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
