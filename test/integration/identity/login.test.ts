import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import supertest from 'supertest';
import { createHttpApp } from '../../../src/app.js';
import { LOGIN_MAX_FAILURES_PER_CLIENT, LOGIN_MAX_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS } from '../../../src/modules/identity/application/log-in.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, setCookies, recordLoginSleeps, useTestApi } from './identity-fixtures.js';

describeEachDatabase('Sign-in and sign-out', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  const sleeps = recordLoginSleeps(t, clock);

  const login = (email: string, password: string) => t.api.request.post('/api/auth/login').send({ email, password });

  it('answers a signed HS256 token for the account, valid 7 days, in the body and an HttpOnly SameSite=Strict cookie', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const res = await login('ana@ejemplo.test', ana.password);
    expect(res.status).to.equal(200);
    expect(res.body.user).to.include({ id: ana.id, email: 'ana@ejemplo.test' });
    expect(res.body.user).not.to.have.property('passwordHash');

    const claims = jwt.verify(res.body.token, t.context.config.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims.sub).to.equal(ana.id);
    expect(claims.exp! - claims.iat!).to.equal(7 * 24 * 3600);

    const cookie = setCookies(res.headers).find((c) => c.startsWith('token='))!;
    expect(cookie).to.include(`token=${res.body.token};`);
    expect(cookie).to.match(/;\s*httponly/i).and.match(/;\s*samesite=strict/i).and.match(/;\s*path=\//i);
    expect(cookie).not.to.match(/;\s*secure/i);
  });

  it('marks the cookie Secure when the app is reached over HTTPS through a trusted proxy', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const behindProxy = createHttpApp(t.context.container);
    behindProxy.app.proxy = true;
    const server = behindProxy.app.listen(0);
    try {
      const res = await supertest(server).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ email: ana.email, password: ana.password });
      expect(res.status).to.equal(200);
      expect(setCookies(res.headers).find((c) => c.startsWith('token='))).to.match(/;\s*secure/i);
    } finally {
      server.close();
    }
  });

  it('answers 400 with Spanish messages when the e-mail or password is missing', async () => {
    const res = await t.api.request.post('/api/auth/login').send({});
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.deep.equal({ email: 'El correo es requerido', password: 'La contraseña es requerida' });
  });

  it('slows repeated failures for one address, then answers 429 even to the right password', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    for (let i = 1; i <= LOGIN_MAX_FAILURES_PER_EMAIL; i += 1) {
      // The address counts whatever its case.
      const res = await login(i % 2 ? 'ANA@ejemplo.test' : 'ana@ejemplo.test', 'equivocada');
      expect(res.status, `intento ${i}`).to.equal(401);
      expect(res.body.message).to.equal('Credenciales inválidas');
    }
    expect(sleeps).to.deep.equal([250, 500, 750, 1000, 1250]);

    const blocked = await login('ana@ejemplo.test', ana.password);
    expect(blocked.status).to.equal(429);
    expect(blocked.body).to.deep.equal({
      message: 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(blocked.headers['retry-after']).to.equal(String(LOGIN_WINDOW_MS / 1000));
    expect(setCookies(blocked.headers)).to.be.empty;
  });

  it('lets the blocked address in again once the window has passed', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i += 1) await login(ana.email, 'equivocada');
    expect((await login(ana.email, ana.password)).status).to.equal(429);
    clock.advance(LOGIN_WINDOW_MS);
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });

  it('blocks only the address that failed: another account signs in normally', async () => {
    await createUser(t.context, { email: 'ana@ejemplo.test' });
    const beto = await createUser(t.context, { email: 'beto@ejemplo.test' });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i += 1) await login('ana@ejemplo.test', 'equivocada');
    expect((await login(beto.email, beto.password)).status).to.equal(200);
  });

  it('resets the failure count of an address on a successful sign-in', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL - 1; i += 1) await login(ana.email, 'equivocada');
    expect((await login(ana.email, ana.password)).status).to.equal(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL - 1; i += 1) {
      expect((await login(ana.email, 'equivocada')).status).to.equal(401);
    }
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });

  it('answers 429 to one client after many failures spread over different addresses', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_CLIENT; i += 1) {
      expect((await login(`desconocido${i}@ejemplo.test`, 'equivocada')).status).to.equal(401);
    }
    const blocked = await login(ana.email, ana.password);
    expect(blocked.status).to.equal(429);
    expect(blocked.body.code).to.equal('TOO_MANY_REQUESTS');
  });

  it('clears the session cookie on sign-out so the browser is signed out', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const browser = supertest.agent(t.api.server);
    await browser.post('/api/auth/login').send({ email: ana.email, password: ana.password }).expect(200);
    expect((await browser.get('/api/users/profile')).status).to.equal(200);

    const res = await browser.post('/api/auth/logout');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ message: 'Sesión cerrada' });
    const cleared = setCookies(res.headers).find((c) => c.startsWith('token='))!;
    expect(cleared).to.match(/^token=;/).and.match(/expires=Thu, 01 Jan 1970/i).and.match(/;\s*httponly/i);

    const after = await browser.get('/api/users/profile');
    expect(after.status).to.equal(401);
    expect(after.body).to.deep.equal({ message: 'No autenticado. Por favor, inicia sesión.', code: 'UNAUTHENTICATED' });
  });

  it('treats a token signed with another secret as no session at all', async () => {
    const ana = await createUser(t.context);
    const forged = jwt.sign({ rol: 'admin', tv: 0 }, 'otro-secreto-de-al-menos-treinta-y-dos-caracteres', { subject: ana.id, expiresIn: 600 });
    expect((await t.api.request.get('/api/users/profile').set(bearer(forged))).status).to.equal(401);
    expect((await t.api.request.get('/api/users').set(bearer(forged))).status).to.equal(401);
  });

  it('treats an expired token as no session', async () => {
    const ana = await createUser(t.context);
    const expired = jwt.sign({ rol: 'user', tv: 0, exp: Math.floor(Date.now() / 1000) - 60 }, t.context.config.jwtSecret, { subject: ana.id });
    expect((await t.api.request.get('/api/users/profile').set(bearer(expired))).status).to.equal(401);
  });
});
