import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { REAUTH_WINDOW_MS } from '../../../src/modules/identity/application/reconfirmation.use-case.js';
import { isFreshConfirmationGuard } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { parrilla } from '../../support/cli.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { endedRace, row } from '../../support/iracing-exports.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { useCliSuite } from '../cli/cli-suite.js';
import { bearer, useTestApi } from './identity-fixtures.js';

const NOW = '2026-03-02T12:00:00.000Z';
const REAUTH_MESSAGE =
  'Por seguridad, confirma que eres tú antes de continuar: escribe el código de tu aplicación de autenticación, usa tu llave de acceso o, si no tienes segundo factor, tu contraseña.';

/** Every route that asks a fresh confirmation, always or for some requests (a role or e-mail change, a refund). */
const SENSITIVE_ROUTES = [
  'POST /api/users/change-password',
  'POST /api/seguridad/llaves/opciones',
  'POST /api/seguridad/llaves',
  'DELETE /api/seguridad/llaves/:id',
  'POST /api/seguridad/app',
  'POST /api/seguridad/app/confirmar',
  'DELETE /api/seguridad/app',
  'POST /api/seguridad/codigos',
  'PUT /api/users/:id',
  'DELETE /api/users/:id',
  'DELETE /api/events/:id',
  'PUT /api/payments/admin/:id/estado',
  'POST /api/payments/admin/:id/reembolso-manual',
  'PUT /api/payments/admin/:id/reembolso-manual',
  'PUT /api/iracing/ajustes',
].sort();

function guardedRoutes(routers: unknown[]): string[] {
  const found: string[] = [];
  for (const router of routers as Array<{ stack: Array<{ methods: string[]; path: string; stack: unknown[] }> }>) {
    for (const layer of router.stack) {
      if (!layer.stack.some(isFreshConfirmationGuard)) continue;
      for (const method of layer.methods) if (method !== 'HEAD') found.push(`${method} ${layer.path}`);
    }
  }
  return found.sort();
}

describeEachDatabase('Re-confirmation of sensitive actions', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  const code = (secret: string, offsetMs = 0) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: clock.now().getTime() + offsetMs });
  const confirmWith = (token: string, body: Record<string, unknown>) => t.api.request.post('/api/seguridad/confirmar').set(bearer(token)).send(body);
  /** Lets the sign-in's own confirmation run out: one second past the window. */
  const stale = () => clock.advance(REAUTH_WINDOW_MS + 1_000);

  function expectReauth(res: { status: number; body: { code?: string; message?: string } }, what: string) {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).to.equal(403);
    expect(res.body, what).to.deep.equal({ code: 'REAUTH_REQUIRED', message: REAUTH_MESSAGE });
  }

  /** An admin with the authenticator app on, and a session that passed its second step. */
  async function adminWithApp() {
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Ana', apellido: 'Admin' });
    const setup = await t.api.request.post('/api/seguridad/app').set(bearer(admin.token)).send({});
    await t.api.request.post('/api/seguridad/app/confirmar').set(bearer(admin.token)).send({ codigo: code(setup.body.secreto) });
    clock.advance(30_000);
    return { ...admin, secret: setup.body.secreto as string };
  }

  it('every sensitive route carries the guard, and no other route does', () => {
    expect(guardedRoutes(t.api.http.routers)).to.deep.equal(SENSITIVE_ROUTES);
  });

  it('each sensitive route refuses a session that has not confirmed within ten minutes, changing nothing, and takes it after a confirmation', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Sofía' });
    const victim = await createUser(t.context);
    const c = await createChampionship(t, admin.token);
    const paid = await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1500 });
    expect(paid.status, JSON.stringify(paid.body)).to.equal(201);
    const payment = paid.body.pago._id as string;
    const event = endedRace(clock.now(), 2 * 3_600_000, [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, best_lap_time: 900_0000, starting_position: 0 })], { subsession_id: 91000077 });
    const imported = await t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', Buffer.from(JSON.stringify(event)), 'r.json');
    expect(imported.status, JSON.stringify(imported.body)).to.equal(201);

    const calls: Array<[string, (token: string) => PromiseLike<{ status: number; body: { code?: string; message?: string } }>, number]> = [
      ['refund', (tk) => t.api.request.put(`/api/payments/admin/${payment}/estado`).set(bearer(tk)).send({ estado: 'reembolsado' }), 200],
      ['role change', (tk) => t.api.request.put(`/api/users/${driver.id}`).set(bearer(tk)).send({ rol: 'comisario' }), 200],
      ['e-mail change', (tk) => t.api.request.put(`/api/users/${admin.id}`).set(bearer(tk)).send({ email: 'ana.nueva@ejemplo.test' }), 200],
      ['deleting results', (tk) => t.api.request.delete('/api/events/91000077').set(bearer(tk)), 200],
      ['deleting a user', (tk) => t.api.request.delete(`/api/users/${victim.id}`).set(bearer(tk)), 200],
      ['iRacing connection', (tk) => t.api.request.put('/api/iracing/ajustes').set(bearer(tk)).send({ username: 'liga@ejemplo.test' }), 200],
      ['manual refund', (tk) => t.api.request.post(`/api/payments/admin/${payment}/reembolso-manual`).set(bearer(tk)).send({ clabe: '002010077777777771', monto: 100 }), 400],
      ['manual refund sent', (tk) => t.api.request.put(`/api/payments/admin/${payment}/reembolso-manual`).set(bearer(tk)).send({ claveRastreo: 'ABC123' }), 409],
      ['new passkey options', (tk) => t.api.request.post('/api/seguridad/llaves/opciones').set(bearer(tk)).send({}), 200],
      ['new passkey', (tk) => t.api.request.post('/api/seguridad/llaves').set(bearer(tk)).send({ desafio: 'x', respuesta: {} }), 400],
      ['removing a passkey', (tk) => t.api.request.delete('/api/seguridad/llaves/nada').set(bearer(tk)), 404],
      ['authenticator app', (tk) => t.api.request.post('/api/seguridad/app').set(bearer(tk)).send({}), 200],
      ['confirming the app', (tk) => t.api.request.post('/api/seguridad/app/confirmar').set(bearer(tk)).send({ codigo: '000000' }), 400],
      ['new recovery codes', (tk) => t.api.request.post('/api/seguridad/codigos').set(bearer(tk)).send({}), 404],
      ['removing the app', (tk) => t.api.request.delete('/api/seguridad/app').set(bearer(tk)), 200],
      ['password', (tk) => t.api.request.post('/api/users/change-password').set(bearer(tk)).send({ currentPassword: admin.password, newPassword: 'otra-clave-larga', confirmPassword: 'otra-clave-larga' }), 200],
    ];

    stale();
    for (const [what, call] of calls) expectReauth(await call(admin.token), what);
    // Nothing changed.
    expect((await t.context.knex('payments').where({ id: payment }).first()).estado).to.equal('completado');
    expect((await t.context.knex('users').where({ id: driver.id }).first()).rol).to.equal('user');
    expect((await t.context.knex('users').where({ id: victim.id }).first()).deletedAt).to.equal(null);
    expect(await t.context.knex('result_events').count({ n: '*' }).first()).to.deep.include({ n: kind === 'postgres' ? '1' : 1 });

    const confirmed = await confirmWith(admin.token, { contrasena: admin.password });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    expect(confirmed.body).to.deep.equal({ message: 'Listo: confirmaste que eres tú.', metodos: ['contrasena'], confirmadoHasta: new Date(clock.now().getTime() + REAUTH_WINDOW_MS).toISOString() });
    for (const [what, call, status] of calls) {
      const res = await call(admin.token);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).to.equal(status);
      expect(res.body.code, what).not.to.equal('REAUTH_REQUIRED');
    }
    expect((await t.context.knex('payments').where({ id: payment }).first()).estado).to.equal('reembolsado');
    expect((await t.context.knex('users').where({ id: driver.id }).first()).rol).to.equal('comisario');
    expect((await t.context.knex('users').where({ id: victim.id }).first()).deletedAt).not.to.equal(null);
  });

  it('the rest of a profile or a payment changes without a confirmation; the same role sent again is no change', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token);
    const pending = await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1500, estado: 'pendiente' });
    stale();
    expect((await t.api.request.put(`/api/users/${driver.id}`).set(bearer(admin.token)).send({ nombre: 'Sofía', rol: 'user', email: driver.email.toUpperCase() })).status).to.equal(200);
    expect((await t.api.request.put(`/api/users/${driver.id}`).set(bearer(driver.token)).send({ biografia: 'Piloto de GT3' })).status).to.equal(200);
    expect((await t.api.request.put(`/api/payments/admin/${pending.body.pago._id}/estado`).set(bearer(admin.token)).send({ estado: 'completado' })).status).to.equal(200);
  });

  it('a second factor confirms the session, not its password; a replayed or old code is refused; ten minutes later it asks again', async () => {
    const admin = await adminWithApp();
    const driver = await createUser(t.context);
    const roleChange = () => t.api.request.put(`/api/users/${driver.id}`).set(bearer(admin.token)).send({ rol: 'comisario' });
    stale();
    expectReauth(await roleChange(), 'stale');
    const status = await t.api.request.get('/api/seguridad/confirmar').set(bearer(admin.token));
    expect(status.body).to.deep.equal({ metodos: ['app', 'recuperacion'], confirmadoHasta: null });

    const byPassword = await confirmWith(admin.token, { contrasena: admin.password });
    expect(byPassword.status).to.equal(400);
    expect(byPassword.body.errors).to.deep.equal({ codigo: 'Escribe el código' });
    const old = await confirmWith(admin.token, { codigo: code(admin.secret, -90_000) });
    expect(old.status).to.equal(401);
    expect(old.body.code).to.equal('SECOND_FACTOR_INVALID');
    expectReauth(await roleChange(), 'after refused codes');

    const used = code(admin.secret);
    expect((await confirmWith(admin.token, { codigo: used })).status).to.equal(200);
    clock.advance(9 * 60_000 + 59_000);
    expect((await roleChange()).status).to.equal(200);

    clock.advance(2_000);
    const again = () => t.api.request.put(`/api/users/${driver.id}`).set(bearer(admin.token)).send({ rol: 'user' });
    expectReauth(await again(), 'ten minutes and a second later');
    const replayed = await confirmWith(admin.token, { codigo: used });
    expect(replayed.status).to.equal(401);
    expect(replayed.body.code).to.equal('SECOND_FACTOR_INVALID');
    expectReauth(await again(), 'after a replayed code');
  });

  it('the confirmation is the session\'s: another session of the same account is still asked', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    clock.advance(1_000);
    const other = await t.api.request.post('/api/auth/login').send({ email: admin.email, password: admin.password });
    stale();
    expect((await confirmWith(admin.token, { contrasena: admin.password })).status).to.equal(200);
    expectReauth(await t.api.request.delete(`/api/users/${driver.id}`).set(bearer(other.body.token)), 'other session');
    expect((await t.api.request.delete(`/api/users/${driver.id}`).set(bearer(admin.token))).status).to.equal(200);
  });

  it('a sign-in confirms the session it records; a password change keeps that session and its confirmation, without extending it', async () => {
    const driver = await createUser(t.context, { rol: 'admin' });
    const sessions = await t.context.knex('auth_sessions').where({ userId: driver.id }).select('id');
    expect(sessions).to.have.length(1);
    const confirmed = await t.context.knex('session_confirmations').where({ userId: driver.id }).select('sessionId');
    expect(confirmed.map((r) => r.sessionId)).to.deep.equal([sessions[0]!.id]);

    clock.advance(9 * 60_000);
    const changed = await t.api.request.post('/api/users/change-password').set(bearer(driver.token)).send({ currentPassword: driver.password, newPassword: 'otra-clave-larga', confirmPassword: 'otra-clave-larga' });
    expect(changed.status).to.equal(200);
    clock.advance(30_000);
    const res = await t.api.request.put(`/api/users/${driver.id}`).set(bearer(changed.body.token)).send({ email: 'nuevo@ejemplo.test' });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    // Ten minutes and a second after the sign-in: typing the current password did not confirm again.
    clock.advance(31_000);
    expectReauth(await t.api.request.put(`/api/users/${driver.id}`).set(bearer(changed.body.token)).send({ email: 'otro@ejemplo.test' }), 'after the window');
  });
});

describeEachDatabase('Re-confirmation and the console', (kind) => {
  const { t, env } = useCliSuite(kind);

  it('the CLI changes a role with no confirmation, logged as the console', async function () {
    this.timeout(120_000);
    await createUser(t.context, { email: 'beto@ejemplo.test' });
    const res = await parrilla(['users', 'set-role', 'beto@ejemplo.test', 'admin'], env);
    expect(res.code, res.stderr).to.equal(0);
    expect((await t.context.knex('users').where({ email: 'beto@ejemplo.test' }).first()).rol).to.equal('admin');
    const logged = res.stderr
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((l) => l.accion === 'usuario.rol')).to.include({ actor: 'consola', rol: 'admin', msg: 'Rol cambiado desde la consola' });
  });
});
