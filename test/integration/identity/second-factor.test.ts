import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { SECOND_STEP_LOCK_MS } from '../../../src/modules/identity/application/second-factor-check.js';
import { SECOND_STEP_TTL_MS } from '../../../src/modules/identity/application/second-step.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, setCookies, useTestApi } from './identity-fixtures.js';


describeEachDatabase('The second factor: authenticator app, recovery codes and the second step of a sign-in', (kind) => {
  const clock = new ManualClock(new Date('2026-03-02T12:00:00.000Z'));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set('2026-03-02T12:00:00.000Z'));

  const code = (secret: string, offsetMs = 0) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: clock.now().getTime() + offsetMs });

  /** Turns the app on for an account: answers its secret and its ten recovery codes. */
  async function withApp(token: string) {
    const setup = await t.api.request.post('/api/seguridad/app').set(bearer(token)).send({});
    expect(setup.status).to.equal(200);
    expect(setup.headers['cache-control']).to.equal('no-store');
    const confirmed = await t.api.request.post('/api/seguridad/app/confirmar').set(bearer(token)).send({ codigo: code(setup.body.secreto) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    clock.advance(30_000);
    return { secret: setup.body.secreto as string, codes: confirmed.body.codigosRecuperacion as string[] };
  }

  const login = (email: string, password: string) => t.api.request.post('/api/auth/login').send({ email, password });

  it('sets up the app from a QR code and its text, counting only once confirmed with a code; ten recovery codes, stored hashed', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const setup = await t.api.request.post('/api/seguridad/app').set(bearer(ana.token)).send({});
    expect(setup.body.qr).to.match(/^data:image\/png;base64,/);
    expect(setup.body.uri).to.match(/^otpauth:\/\/totp\/Parrilla:ana%40ejemplo\.test\?/).and.include(`secret=${setup.body.secreto}`);
    expect((await t.api.request.get('/api/seguridad').set(bearer(ana.token))).body).to.include({ app: false, segundoFactor: false });
    // Not confirmed yet: a password still signs in.
    expect((await login(ana.email, ana.password)).body).to.have.property('token');

    const wrong = await t.api.request.post('/api/seguridad/app/confirmar').set(bearer(ana.token)).send({ codigo: '000000' === code(setup.body.secreto) ? '111111' : '000000' });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.errors).to.deep.equal({ codigo: 'El código no es correcto' });

    const confirmed = await t.api.request.post('/api/seguridad/app/confirmar').set(bearer(ana.token)).send({ codigo: code(setup.body.secreto) });
    expect(confirmed.status).to.equal(200);
    const codes = confirmed.body.codigosRecuperacion as string[];
    expect(codes).to.have.length(10);
    expect(new Set(codes).size).to.equal(10);
    for (const c of codes) expect(c).to.match(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.context.knex('recovery_codes').where({ userId: ana.id });
    expect(stored).to.have.length(10);
    for (const row of stored) {
      expect(row.codeHash).to.match(/^\$argon2id\$/);
      for (const c of codes) expect(row.codeHash).not.to.include(c.replace('-', ''));
    }
    expect((await t.api.request.get('/api/seguridad').set(bearer(ana.token))).body).to.include({ app: true, segundoFactor: true, codigosRestantes: 10 });
  });

  it('a password sign-in of an account with a factor issues no token or cookie before the code; the code completes it once', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const { secret } = await withApp(ana.token);
    const first = await login(ana.email, ana.password);
    expect(first.status).to.equal(200);
    expect(first.body).not.to.have.property('token');
    expect(first.body).not.to.have.property('user');
    expect(setCookies(first.headers).filter((c) => c.startsWith('token='))).to.deep.equal([]);
    expect(first.body.segundoPaso.metodos).to.deep.equal(['app', 'recuperacion']);
    const desafio = first.body.segundoPaso.desafio as string;

    // The challenge is no session: it opens nothing.
    expect((await t.api.request.get('/api/users/profile').set(bearer(desafio))).status).to.equal(401);

    const done = await t.api.request.post('/api/auth/segundo-paso').send({ desafio, codigo: code(secret) });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    expect(done.body.user.id).to.equal(ana.id);
    expect(setCookies(done.headers).find((c) => c.startsWith('token='))).to.include(`token=${done.body.token};`);

    // Replayed: the challenge was used (and the code too).
    clock.advance(30_000);
    const replay = await t.api.request.post('/api/auth/segundo-paso').send({ desafio, codigo: code(secret) });
    expect(replay.status).to.equal(400);
    expect(replay.body.message).to.equal('El inicio de sesión expiró o ya se completó. Vuelve a escribir tu correo y contraseña.');
    expect(replay.headers['set-cookie']).to.equal(undefined);
  });

  it('the same code is taken once, the challenge expires after five minutes, and a recovery code works once', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const { secret, codes } = await withApp(ana.token);
    const one = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    const used = code(secret);
    expect((await t.api.request.post('/api/auth/segundo-paso').send({ desafio: one, codigo: used })).status).to.equal(200);
    const two = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    expect((await t.api.request.post('/api/auth/segundo-paso').send({ desafio: two, codigo: used })).status).to.equal(401);

    const late = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    clock.advance(SECOND_STEP_TTL_MS);
    expect((await t.api.request.post('/api/auth/segundo-paso').send({ desafio: late, codigo: code(secret) })).status).to.equal(400);

    const three = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    expect((await t.api.request.post('/api/auth/segundo-paso').send({ desafio: three, codigo: typed })).status).to.equal(200);
    const four = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    expect((await t.api.request.post('/api/auth/segundo-paso').send({ desafio: four, codigo: codes[0] })).status).to.equal(401);
    expect((await t.api.request.get('/api/seguridad').set(bearer(ana.token))).body.codigosRestantes).to.equal(9);
  });

  it('five wrong codes lock the second step for 15 minutes, even for the right code, in Spanish with Retry-After', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const { secret } = await withApp(ana.token);
    const desafio = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    const wrong = code(secret) === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i += 1) {
      const res = await t.api.request.post('/api/auth/segundo-paso').send({ desafio, codigo: wrong });
      expect(res.status, `intento ${i}`).to.equal(401);
      expect(res.body).to.deep.include({ code: 'SECOND_FACTOR_INVALID', message: 'El código no es correcto. Revisa tu aplicación o usa un código de recuperación.' });
    }
    const fifth = await t.api.request.post('/api/auth/segundo-paso').send({ desafio, codigo: wrong });
    expect(fifth.status).to.equal(429);
    expect(fifth.headers['retry-after']).to.equal(String(SECOND_STEP_LOCK_MS / 1000));
    expect(fifth.body.message).to.equal('Demasiados códigos incorrectos. Espera 15 minutos e inténtalo de nuevo, o entra con una llave de acceso.');

    clock.advance(4 * 60_000);
    const fresh = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    expect((await t.api.request.post('/api/auth/segundo-paso').send({ desafio: fresh, codigo: code(secret) })).status).to.equal(429);
    clock.advance(SECOND_STEP_LOCK_MS - 4 * 60_000);
    const after = (await login(ana.email, ana.password)).body.segundoPaso.desafio;
    expect((await t.api.request.post('/api/auth/segundo-paso').send({ desafio: after, codigo: code(secret) })).status).to.equal(200);
  });

  it('a passkey alone makes the password sign-in ask for the second step, offered as a passkey', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    await t.context.knex('passkeys').insert({ id: 'p1', userId: ana.id, credentialId: 'c1', publicKey: 'k', counter: 0, transports: '[]', deviceType: 'singleDevice', backedUp: false, nombre: 'Llave', createdAt: clock.now().toISOString() });
    const res = await login(ana.email, ana.password);
    expect(res.body).not.to.have.property('token');
    expect(res.body.segundoPaso.metodos).to.deep.equal(['llave']);
  });

  it('turning the app off takes the recovery codes with it; a second app needs the first removed', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    await withApp(ana.token);
    expect((await t.api.request.post('/api/seguridad/app').set(bearer(ana.token)).send({})).status).to.equal(409);
    const fresh = await t.api.request.post('/api/seguridad/codigos').set(bearer(ana.token)).send({});
    expect(fresh.body.codigosRecuperacion).to.have.length(10);
    expect((await t.api.request.delete('/api/seguridad/app').set(bearer(ana.token))).status).to.equal(200);
    expect(await t.context.knex('recovery_codes').where({ userId: ana.id })).to.deep.equal([]);
    expect((await login(ana.email, ana.password)).body).to.have.property('token');
    expect((await t.api.request.post('/api/seguridad/codigos').set(bearer(ana.token)).send({})).status).to.equal(404);
  });

  it('new recovery codes asked for several times at once leave one set of ten, never several sets at once', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    await withApp(ana.token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.api.request.post('/api/seguridad/codigos').set(bearer(ana.token)).send({})));
    expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200, 200]);
    expect(await t.context.knex('recovery_codes').where({ userId: ana.id })).to.have.length(10);
  });
});
