import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { describeEachDatabase } from '../../support/databases.js';
import { parrilla } from '../../support/cli.js';
import { IDENTITY } from '../../../src/modules/identity/index.js';
import { createUser, startTestHttp } from '../../support/http.js';
import { useCliSuite } from './cli-suite.js';

describeEachDatabase('parrilla users reset-second-factor', (kind) => {
  const { t, env } = useCliSuite(kind);

  it('gives a locked-out superadmin back a password sign-in: app, passkeys and codes gone, sessions ended, seven days to set a factor', async function () {
    this.timeout(120_000);
    const jefa = await createUser(t.context, { rol: 'superadmin', email: 'jefa@ejemplo.test' });
    const setup = await t.context.container.get(IDENTITY.StartTotpSetup).execute({ id: jefa.id, rol: 'superadmin', suspendido: false });
    const code = new TOTP({ secret: setup.secreto, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    await t.context.container.get(IDENTITY.ConfirmTotp).execute({ id: jefa.id, rol: 'superadmin', suspendido: false }, { codigo: code });
    await t.context.knex('passkeys').insert({ id: 'p1', userId: jefa.id, credentialId: 'c1', publicKey: 'k', counter: 0, transports: '[]', deviceType: 'singleDevice', backedUp: false, nombre: 'Llave', createdAt: new Date().toISOString() });
    await t.context.knex('second_step_attempts').insert({ userId: jefa.id, failures: 0, lockedUntil: Date.now() + 600_000 });
    const api = await startTestHttp(t.context);
    try {
      expect((await api.request.post('/api/auth/login').send({ email: jefa.email, password: jefa.password })).body).to.have.property('segundoPaso');

      const res = await parrilla(['users', 'reset-second-factor', 'jefa@ejemplo.test'], env);
      expect(res.code, res.stderr).to.equal(0);
      expect(res.stdout.trim()).to.equal(
        'Segundo factor de jefa@ejemplo.test restablecido (se quitó la aplicación de autenticación y 1 llave de acceso). Sus sesiones se cerraron; entra con su contraseña y configura un segundo factor en Mi perfil → Seguridad.',
      );
      expect(await t.context.knex('passkeys').where({ userId: jefa.id })).to.deep.equal([]);
      expect(await t.context.knex('totp_factors').where({ userId: jefa.id })).to.deep.equal([]);
      expect(await t.context.knex('recovery_codes').where({ userId: jefa.id })).to.deep.equal([]);
      // The old session is over; the password alone signs in again, with a week to set a factor.
      expect((await api.request.get('/api/users/profile').set('Authorization', `Bearer ${jefa.token}`)).status).to.equal(401);
      expect(await t.context.knex('auth_sessions').where({ userId: jefa.id }).whereNull('revokedAt'), 'no session of hers is left live').to.deep.equal([]);
      const login = await api.request.post('/api/auth/login').send({ email: jefa.email, password: jefa.password });
      expect(login.body).to.have.property('token');
      const summary = await api.request.get('/api/seguridad').set('Authorization', `Bearer ${login.body.token}`);
      expect(summary.body).to.include({ requerido: true, segundoFactor: false, vencido: false });
      expect(Date.parse(summary.body.plazo) - Date.now()).to.be.greaterThan(6.9 * 24 * 3_600_000);

      const unknown = await parrilla(['users', 'reset-second-factor', 'nadie@ejemplo.test'], env);
      expect(unknown.code).to.equal(1);
      expect(unknown.stderr).to.include('Usuario no encontrado');
    } finally {
      await api.close();
    }
  });
});
