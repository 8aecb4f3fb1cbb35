import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { SoftAuthenticator } from '../../support/soft-authenticator.js';
import { bearer, setCookies, useTestApi } from './identity-fixtures.js';

describeEachDatabase('Passkeys', (kind) => {
  const clock = new ManualClock(new Date('2026-03-02T12:00:00.000Z'));
  const t = useTestApi(kind, { clock });
  // The tests' PUBLIC_URL: the relying party is its host, its origin the only one accepted.
  const ORIGIN = 'http://localhost:3000';

  async function addPasskey(token: string, authenticator: SoftAuthenticator, nombre?: string) {
    const start = await t.api.request.post('/api/seguridad/llaves/opciones').set(bearer(token)).send({});
    expect(start.status).to.equal(200);
    const respuesta = authenticator.register(start.body.opciones);
    return t.api.request.post('/api/seguridad/llaves').set(bearer(token)).send({ desafio: start.body.desafio, respuesta, ...(nombre ? { nombre } : {}) });
  }

  async function signInOptions() {
    const res = await t.api.request.post('/api/auth/llave/opciones').send({});
    expect(res.status).to.equal(200);
    return res.body as { desafio: string; opciones: Record<string, unknown> };
  }

  it('adds a named passkey for the relying party of PUBLIC_URL, lists it, then signs in with it without a password: the same session a password gives', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const key = new SoftAuthenticator(ORIGIN);
    const start = await t.api.request.post('/api/seguridad/llaves/opciones').set(bearer(ana.token)).send({});
    expect(start.body.opciones).to.deep.include({ rp: { name: 'Parrilla', id: 'localhost' } });
    expect(start.body.opciones.authenticatorSelection).to.include({ residentKey: 'required', userVerification: 'required' });

    const added = await addPasskey(ana.token, key, 'Mi teléfono');
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
    expect(added.body.llave).to.include({ nombre: 'Mi teléfono', ultimoUso: null });

    const options = await signInOptions();
    expect(options.opciones).to.include({ rpId: 'localhost', userVerification: 'required' });
    expect(options.opciones.allowCredentials ?? []).to.deep.equal([]);
    clock.advance(60_000);
    const res = await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta: key.authenticate(options.opciones) });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.user).to.include({ id: ana.id, email: 'ana@ejemplo.test' });
    const claims = jwt.verify(res.body.token, t.context.config.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims).to.include({ sub: ana.id, tv: 0 });
    expect(setCookies(res.headers).find((c) => c.startsWith('token='))).to.include(`token=${res.body.token};`).and.match(/httponly/i);

    const me = await t.api.request.get('/api/auth/session').set(bearer(res.body.token));
    expect(me.body).to.deep.include({ autenticado: true });

    const list = await t.api.request.get('/api/seguridad/llaves').set(bearer(ana.token));
    expect(list.body.llaves).to.have.length(1);
    expect(list.body.llaves[0]).to.include({ nombre: 'Mi teléfono', ultimoUso: '2026-03-02T12:01:00.000Z' });
  });

  it('uses each challenge once: a replayed sign-in is refused, and so is one answered after it expired', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const key = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(ana.token, key)).status).to.equal(201);

    const options = await signInOptions();
    const respuesta = key.authenticate(options.opciones);
    expect((await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta })).status).to.equal(200);
    const replay = await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta });
    expect(replay.status).to.equal(400);
    expect(replay.body.message).to.equal('La solicitud de la llave de acceso expiró o ya se usó. Vuelve a intentarlo.');
    expect(replay.headers['set-cookie']).to.equal(undefined);

    const late = await signInOptions();
    clock.advance(3 * 60_000 + 1);
    const expired = await t.api.request.post('/api/auth/llave').send({ desafio: late.desafio, respuesta: key.authenticate(late.opciones) });
    expect(expired.status).to.equal(400);
    expect(expired.body.code).to.equal('VALIDATION_ERROR');
  });

  it('a passkey of one account cannot sign in another: a user handle naming someone else is refused', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const beto = await createUser(t.context, { email: 'beto@ejemplo.test' });
    const key = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(ana.token, key)).status).to.equal(201);
    const options = await signInOptions();
    const forged = key.authenticate(options.opciones, { userHandle: Buffer.from(beto.id).toString('base64url') });
    const res = await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta: forged });
    expect(res.status).to.equal(401);
    expect(res.body).to.deep.include({ code: 'PASSKEY_INVALID', message: 'No se pudo iniciar sesión con esa llave de acceso.' });
    expect(res.headers['set-cookie']).to.equal(undefined);
  });

  it('refuses an answer without user verification, one signed for another origin, and a counter that went back', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const key = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(ana.token, key)).status).to.equal(201);

    let options = await signInOptions();
    let res = await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta: key.authenticate(options.opciones, { userVerified: false }) });
    expect(res.status).to.equal(401);

    const phishing = new SoftAuthenticator('http://localhost:4000');
    options = await signInOptions();
    expect((await addPasskey(ana.token, phishing)).status).to.equal(400);

    options = await signInOptions();
    expect((await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta: key.authenticate(options.opciones, { counter: 5 }) })).status).to.equal(200);
    options = await signInOptions();
    res = await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta: key.authenticate(options.opciones, { counter: 3 }) });
    expect(res.status).to.equal(401);
  });

  it('a registration challenge is the account\'s own: another account cannot finish it', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const beto = await createUser(t.context, { email: 'beto@ejemplo.test' });
    const start = await t.api.request.post('/api/seguridad/llaves/opciones').set(bearer(ana.token)).send({});
    const respuesta = new SoftAuthenticator(ORIGIN).register(start.body.opciones);
    const res = await t.api.request.post('/api/seguridad/llaves').set(bearer(beto.token)).send({ desafio: start.body.desafio, respuesta });
    expect(res.status).to.equal(400);
    expect(await t.context.knex('passkeys').count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
  });

  it('renames and removes only one\'s own passkeys; another account\'s is not found; a visitor gets 401', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const beto = await createUser(t.context, { email: 'beto@ejemplo.test' });
    const key = new SoftAuthenticator(ORIGIN);
    const added = await addPasskey(ana.token, key);
    const id = added.body.llave.id as string;
    expect(added.body.llave.nombre).to.equal('Llave de acceso 1');

    expect((await t.api.request.put(`/api/seguridad/llaves/${id}`).set(bearer(beto.token)).send({ nombre: 'Mía' })).status).to.equal(404);
    expect((await t.api.request.delete(`/api/seguridad/llaves/${id}`).set(bearer(beto.token))).status).to.equal(404);
    const blank = await t.api.request.put(`/api/seguridad/llaves/${id}`).set(bearer(ana.token)).send({ nombre: '  ' });
    expect(blank.status).to.equal(400);
    expect(blank.body.errors).to.deep.equal({ nombre: 'Escribe un nombre para la llave de acceso' });
    expect((await t.api.request.put(`/api/seguridad/llaves/${id}`).set(bearer(ana.token)).send({ nombre: 'Laptop' })).status).to.equal(200);
    expect((await t.api.request.get('/api/seguridad/llaves').set(bearer(ana.token))).body.llaves[0].nombre).to.equal('Laptop');
    expect((await t.api.request.get('/api/seguridad/llaves')).status).to.equal(401);

    expect((await t.api.request.delete(`/api/seguridad/llaves/${id}`).set(bearer(ana.token))).status).to.equal(200);
    const options = await signInOptions();
    const res = await t.api.request.post('/api/auth/llave').send({ desafio: options.desafio, respuesta: key.authenticate(options.opciones) });
    expect(res.status).to.equal(401);
  });
});
