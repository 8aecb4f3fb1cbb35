import { expect } from 'chai';
import { TOTP } from 'otpauth';
import type { AppContext } from '../../../src/container.js';
import { IDENTITY_PRIVATE } from '../../../src/modules/identity/identity.private-tokens.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { createUser, startTestHttp, type TestHttp } from '../../support/http.js';
import { followToCallback, TEST_REDIRECT_URI, TestOidcProvider, type TestAccount } from '../../support/oidc-provider.js';

const ana: TestAccount = { sub: 'google-sub-ana', email: 'Ana.Google@Ejemplo.test', emailVerified: true, givenName: 'Ana', familyName: 'Gómez' };

/** The cookies a browser would send back to /api/auth/google/*: `oidc_flow` and its signature. */
function flowCookies(setCookie: string[] | undefined): string {
  const pairs = (setCookie ?? []).map((c) => c.split(';')[0]).filter((p) => /^oidc_flow(\.sig)?=/.test(p));
  expect(pairs.map((p) => p.split('=')[0]).sort()).to.deep.equal(['oidc_flow', 'oidc_flow.sig']);
  return pairs.join('; ');
}

describeEachDatabase('Sign-in with an OpenID Connect provider', (kind) => {
  describe('with a client configured', () => {
    let provider: TestOidcProvider;
    let context: AppContext;
    let api: TestHttp;

    before(async () => {
      provider = await TestOidcProvider.start();
      context = await bootTestContext(kind, { env: provider.env });
      api = await startTestHttp(context);
    });
    after(async () => {
      await api?.close();
      await context?.close();
      await provider?.close();
    });
    beforeEach(() => truncateAll(context));

    /** Starts at the app, signs in at the provider as `account`; answers what the SPA's callback page receives. */
    async function signInAtProvider(account: TestAccount): Promise<{ code: string; state: string; cookie: string }> {
      provider.signInAs(account);
      const start = await api.request.get('/api/auth/google/start');
      expect(start.status).to.equal(302);
      const location = new URL(start.headers.location);
      expect(location.origin).to.equal(provider.issuer);
      expect(location.searchParams.get('code_challenge_method')).to.equal('S256');
      const cookie = flowCookies(start.headers['set-cookie'] as unknown as string[]);
      const callback = await followToCallback(location.toString());
      expect(callback.get('error'), callback.get('error_description') ?? '').to.equal(null);
      return { code: callback.get('code')!, state: callback.get('state')!, cookie };
    }

    async function exchange(flow: { code: string; state: string; cookie: string }) {
      return api.request.post('/api/auth/google/exchange-code').set('Cookie', flow.cookie).send({ code: flow.code, state: flow.state });
    }

    it('reports the provider as enabled', async () => {
      const res = await api.request.get('/api/auth/providers');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ google: { enabled: true } });
    });

    it('reports it off and refuses to start once the league turns Google off among its processors', async () => {
      const admin = await createUser(context, { rol: 'admin' });
      await api.request
        .put('/api/privacidad/ajustes')
        .set({ Authorization: `Bearer ${admin.token}` })
        .send({ nombre: 'Liga', domicilio: 'CDMX', correo: 'privacidad@liga.test', encargadosDesactivados: ['google'] })
        .expect(200);
      expect((await api.request.get('/api/auth/providers')).body).to.deep.equal({ google: { enabled: false } });
      const start = await api.request.get('/api/auth/google/start').set('Accept', 'application/json');
      expect([start.status, start.body.code, start.body.message]).to.deep.equal([422, 'EXTERNAL_SIGN_IN_DISABLED', 'La liga desactivó el inicio de sesión con Google. Entra con tu correo y contraseña.']);
    });

    it('creates a Google account on a first sign-in and answers a working token with the user', async () => {
      const res = await exchange(await signInAtProvider(ana));

      expect(res.status).to.equal(200);
      expect(res.body.token).to.be.a('string');
      expect(res.body.user).to.include({ email: 'ana.google@ejemplo.test', nombre: 'Ana', apellido: 'Gómez', authProvider: 'google', googleId: ana.sub });
      const rows = await context.knex('users').select('id', 'passwordHash', 'authProvider');
      expect(rows).to.have.length(1);
      expect(rows[0]).to.include({ id: res.body.user.id, passwordHash: null, authProvider: 'google' });
      const profile = await api.request.get('/api/users/profile').set('Authorization', `Bearer ${res.body.token}`);
      expect(profile.status).to.equal(200);
      expect(profile.body.id).to.equal(res.body.user.id);
    });

    it('sets the session cookie and clears the flow cookie on success', async () => {
      const res = await exchange(await signInAtProvider(ana));

      const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
      expect(cookies).to.match(/^token=[^;]+;.*httponly/im);
      expect(cookies).to.match(/^oidc_flow=;/m);
    });

    it('refuses a callback whose state is not the one the flow started with, and creates nothing', async () => {
      const flow = await signInAtProvider(ana);

      const res = await exchange({ ...flow, state: 'otro-estado' });

      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('EXTERNAL_STATE_MISMATCH');
      expect(res.body.message).to.match(/estado incorrecto/);
      expect(await context.knex('users').count({ n: '*' }).first()).to.satisfy((r: { n: number | string }) => Number(r.n) === 0);
    });

    it('refuses an exchange without the flow cookie', async () => {
      const flow = await signInAtProvider(ana);

      const res = await api.request.post('/api/auth/google/exchange-code').send({ code: flow.code, state: flow.state });

      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('La sesión de inicio con Google expiró. Vuelve a intentarlo.');
    });

    it('refuses a code that was already exchanged', async () => {
      const flow = await signInAtProvider(ana);
      expect((await exchange(flow)).status).to.equal(200);

      const again = await exchange(flow);

      expect(again.status).to.equal(401);
      expect(again.body).to.deep.equal({ message: 'Error al procesar la autenticación de Google.', code: 'EXTERNAL_SIGN_IN_FAILED' });
    });

    it('refuses a callback that names another issuer than the configured one', async () => {
      provider.signInAs(ana);
      const adapter = context.container.get(IDENTITY_PRIVATE.Provider);
      const request = await adapter.startAuthorization(TEST_REDIRECT_URI);
      const callback = await followToCallback(request.url);
      expect(callback.get('iss')).to.equal(provider.issuer);
      callback.set('iss', 'http://localhost:1/');

      const error = await adapter.completeAuthorization({ redirectUri: TEST_REDIRECT_URI, callbackParams: callback, flow: request.flow }).catch((e: unknown) => e);

      expect(error).to.have.property('code', 'EXTERNAL_STATE_MISMATCH');
    });

    it('links the first sign-in to the existing local account with the same verified e-mail', async () => {
      const local = await createUser(context, { email: 'ana.google@ejemplo.test', nombre: 'Ana', apellido: 'Local' });

      const res = await exchange(await signInAtProvider(ana));

      expect(res.status).to.equal(200);
      expect(res.body.user.id).to.equal(local.id);
      expect(res.body.user.googleId).to.equal(ana.sub);
      const rows = await context.knex('users').select('id', 'googleId', 'apellido');
      expect(rows).to.deep.equal([{ id: local.id, googleId: ana.sub, apellido: 'Local' }]);
    });

    it('counts Google as one factor: an account with a second factor gets the second step, no token or cookie, and the code completes it', async () => {
      const local = await createUser(context, { email: 'ana.google@ejemplo.test' });
      const setup = await api.request.post('/api/seguridad/app').set('Authorization', `Bearer ${local.token}`).send({});
      const totp = new TOTP({ secret: setup.body.secreto, algorithm: 'SHA1', digits: 6, period: 30 });
      const now = Date.now();
      expect((await api.request.post('/api/seguridad/app/confirmar').set('Authorization', `Bearer ${local.token}`).send({ codigo: totp.generate({ timestamp: now - 30_000 }) })).status).to.equal(200);

      const res = await exchange(await signInAtProvider(ana));
      expect(res.status).to.equal(200);
      expect(res.body).not.to.have.property('token');
      expect(res.body.segundoPaso.metodos).to.deep.equal(['app', 'recuperacion']);
      expect(((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).filter((c) => c.startsWith('token=') && !c.startsWith('token=;'))).to.deep.equal([]);

      const done = await api.request.post('/api/auth/segundo-paso').send({ desafio: res.body.segundoPaso.desafio, codigo: totp.generate({ timestamp: now }) });
      expect(done.status, JSON.stringify(done.body)).to.equal(200);
      expect(done.body.user.id).to.equal(local.id);
    });

    it('does not link to an existing account when the provider has not verified the e-mail', async () => {
      await createUser(context, { email: 'ana.google@ejemplo.test' });

      const res = await exchange(await signInAtProvider({ ...ana, sub: 'google-sub-unverified', emailVerified: false }));

      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal('Tu cuenta de Google no tiene un correo verificado.');
      const rows = await context.knex('users').select('googleId');
      expect(rows).to.deep.equal([{ googleId: null }]);
    });

    it('finds a returning user by subject even after the e-mail changed at the provider', async () => {
      const first = await exchange(await signInAtProvider(ana));

      const second = await exchange(await signInAtProvider({ ...ana, email: 'ana.nueva@ejemplo.test' }));

      expect(second.status).to.equal(200);
      expect(second.body.user.id).to.equal(first.body.user.id);
      expect(second.body.user.email).to.equal('ana.google@ejemplo.test');
      expect(await context.knex('users').count({ n: '*' }).first()).to.satisfy((r: { n: number | string }) => Number(r.n) === 1);
    });
  });

  describe('without a client configured', () => {
    let context: AppContext;
    let api: TestHttp;

    before(async () => {
      context = await bootTestContext(kind);
      api = await startTestHttp(context);
    });
    after(async () => {
      await api?.close();
      await context?.close();
    });

    it('reports the provider as disabled', async () => {
      const res = await api.request.get('/api/auth/providers');
      expect(res.body).to.deep.equal({ google: { enabled: false } });
    });

    it('answers a Spanish error instead of redirecting when the flow is started', async () => {
      const res = await api.request.get('/api/auth/google/start');

      expect(res.status).to.equal(422);
      expect(res.headers.location).to.equal(undefined);
      expect(res.body).to.deep.equal({ message: 'El inicio de sesión con Google no está configurado en este sitio', code: 'EXTERNAL_SIGN_IN_DISABLED' });
    });

    it('refuses a code exchange with the same Spanish error', async () => {
      const res = await api.request.post('/api/auth/google/exchange-code').send({ code: 'abc', state: 'def' });

      expect(res.status).to.equal(422);
      expect(res.body.code).to.equal('EXTERNAL_SIGN_IN_DISABLED');
    });
  });

  describe('with the provider unreachable', () => {
    let context: AppContext;
    let api: TestHttp;

    before(async () => {
      // Port 9 on loopback: nothing listens there, so discovery fails at once.
      context = await bootTestContext(kind, { env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'parrilla', OIDC_CLIENT_SECRET: 'secreto' } });
      api = await startTestHttp(context);
    });
    after(async () => {
      await api?.close();
      await context?.close();
    });

    it('answers 503 with a Spanish message instead of redirecting', async () => {
      const res = await api.request.get('/api/auth/google/start');
      expect(res.status).to.equal(503);
      expect(res.headers.location).to.equal(undefined);
      expect(res.body).to.deep.equal({ message: 'No se pudo contactar al proveedor de identidad. Inténtalo más tarde.', code: 'EXTERNAL_PROVIDER_UNAVAILABLE' });
    });

    it('sends a browser to the callback page with the reason, which shows it with the way back to /login', async () => {
      const res = await api.request.get('/api/auth/google/start').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect(res.status).to.equal(302);
      const location = new URL(res.headers.location, 'http://localhost');
      expect(location.pathname).to.equal('/auth/google/callback');
      expect(location.searchParams.get('error')).to.equal('No se pudo contactar al proveedor de identidad. Inténtalo más tarde.');
    });
  });
});
