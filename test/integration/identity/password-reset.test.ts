import { expect } from 'chai';
import { FORGOT_PASSWORD_MESSAGE } from '../../../src/contracts/identity.contract.js';
import { RESET_TOKEN_TTL_MS } from '../../../src/modules/identity/application/request-password-reset.use-case.js';
import type { AppContext } from '../../../src/container.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, queuedMails, useTestApi, WINDOW_ALIGNED_START } from './identity-fixtures.js';

/**
 * Resolves once another session of this PostgreSQL database waits on a lock held by the backend `holderPid`
 * (read from pg_locks through pg_blocking_pids). Rejects if `settled` resolves first (the request answered
 * without ever waiting on that lock, so the race was not exercised) or after `timeoutMs` of never seeing it.
 */
async function blockedBy(knex: AppContext['knex'], holderPid: number, settled: Promise<unknown>, timeoutMs = 15_000): Promise<void> {
  let answered = false;
  void settled.then(() => (answered = true), () => (answered = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await knex.raw('select count(*)::int as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [holderPid]);
    if (rows[0].n > 0) return;
    if (answered) throw new Error('la petición respondió sin esperar el bloqueo de la otra transacción');
    if (Date.now() > deadline) throw new Error(`ninguna sesión esperó el bloqueo de la otra transacción en ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeEachDatabase('Password recovery', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(WINDOW_ALIGNED_START));

  const forgot = (email: string) => t.api.request.post('/api/auth/forgot-password').send({ email });
  const verify = (token: string, userId: string) => t.api.request.get('/api/auth/verify-reset-token').query({ token, userId });
  const reset = (token: string, userId: string, newPassword: string, confirmPassword = newPassword) =>
    t.api.request.post('/api/auth/reset-password').send({ token, userId, newPassword, confirmPassword });
  const login = (email: string, password: string) => t.api.request.post('/api/auth/login').send({ email, password });

  /** Asks for a link and answers the token and user id the last mail carries. */
  async function requestLink(email: string): Promise<{ token: string; userId: string }> {
    const before = new Set((await queuedMails(t.context)).map((m) => m.text));
    await forgot(email).expect(200);
    const added = (await queuedMails(t.context)).filter((m) => !before.has(m.text));
    expect(added).to.have.length(1);
    const match = /\/reset-password\?token=([^&\s]+)&userId=([^\s"&]+)/.exec(added[0].text);
    if (!match) throw new Error('el correo no contiene el enlace');
    return { token: decodeURIComponent(match[1]), userId: decodeURIComponent(match[2]) };
  }

  it('answers the same text for a known and an unknown address and queues a mail only for the known one', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const known = await forgot('ANA@ejemplo.test');
    const unknown = await forgot('nadie@ejemplo.test');
    expect(known.status).to.equal(200);
    expect(unknown.status).to.equal(200);
    expect(known.body).to.deep.equal({ message: FORGOT_PASSWORD_MESSAGE });
    expect(FORGOT_PASSWORD_MESSAGE).to.equal('Si el correo existe, recibirás un email con instrucciones.');
    expect(unknown.body).to.deep.equal(known.body);

    const mails = await queuedMails(t.context);
    expect(mails).to.have.length(1);
    expect(mails[0].to).to.equal('ana@ejemplo.test');
    expect(mails[0].subject).to.equal('Recupera tu contraseña de Parrilla');
    expect(mails[0].text).to.match(new RegExp(`http://localhost:3000/reset-password\\?token=[A-Za-z0-9_-]{43}&userId=${ana.id}`));
    expect(mails[0].html).to.include('/reset-password?token=');
  });

  it('stores the reset token only as a hash', async () => {
    await createUser(t.context, { email: 'ana@ejemplo.test' });
    const { token } = await requestLink('ana@ejemplo.test');
    const rows = await t.context.knex('password_reset_tokens').select();
    expect(rows).to.have.length(1);
    expect(JSON.stringify(rows)).not.to.include(token);
  });

  it('answers 400 for a malformed address', async () => {
    const res = await forgot('no-es-un-correo');
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.deep.equal({ email: 'Email inválido' });
  });

  it('answers 429 after five requests an hour for one address, known or not, and accepts again the next hour', async () => {
    await createUser(t.context, { email: 'ana@ejemplo.test' });
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot('ana@ejemplo.test')).status).to.equal(200);
      expect((await forgot('nadie@ejemplo.test')).status).to.equal(200);
    }
    const known = await forgot('ana@ejemplo.test');
    const unknown = await forgot('nadie@ejemplo.test');
    expect(known.status).to.equal(429);
    expect(known.body).to.deep.equal({ message: 'Demasiadas solicitudes de recuperación. Inténtalo de nuevo más tarde.', code: 'TOO_MANY_REQUESTS' });
    expect(known.headers['retry-after']).to.equal('3600');
    expect(unknown.body).to.deep.equal(known.body);
    expect(await queuedMails(t.context)).to.have.length(5);

    clock.advance(60 * 60_000);
    expect((await forgot('ana@ejemplo.test')).status).to.equal(200);
  });

  it('reports a fresh link valid, and a wrong token, a wrong user or missing parameters invalid', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const beto = await createUser(t.context, { email: 'beto@ejemplo.test' });
    const { token, userId } = await requestLink(ana.email);
    expect(userId).to.equal(ana.id);

    expect((await verify(token, userId)).body).to.deep.equal({ valid: true });
    expect((await verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, userId)).body).to.deep.equal({ valid: false });
    expect((await verify(token, beto.id)).body).to.deep.equal({ valid: false });
    const bare = await t.api.request.get('/api/auth/verify-reset-token');
    expect(bare.status).to.equal(200);
    expect(bare.body).to.deep.equal({ valid: false });
  });

  it('keeps a link valid for one hour and no longer', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const { token } = await requestLink(ana.email);
    clock.advance(RESET_TOKEN_TTL_MS - 1000);
    expect((await verify(token, ana.id)).body.valid).to.equal(true);
    clock.advance(1000);
    expect((await verify(token, ana.id)).body.valid).to.equal(false);
    const res = await reset(token, ana.id, 'nueva-clave');
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('Token inválido o expirado');
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });

  it('sets the new password once: the old one stops working and the link cannot be used again', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const { token } = await requestLink(ana.email);

    const res = await reset(token, ana.id, 'nueva-clave');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ message: 'Contraseña actualizada con éxito' });
    expect((await login(ana.email, 'nueva-clave')).status).to.equal(200);
    expect((await login(ana.email, ana.password)).status).to.equal(401);

    expect((await verify(token, ana.id)).body.valid).to.equal(false);
    const again = await reset(token, ana.id, 'otra-clave');
    expect(again.status).to.equal(400);
    expect(again.body).to.deep.equal({ message: 'Token inválido o expirado', code: 'VALIDATION_ERROR' });
    expect((await login(ana.email, 'nueva-clave')).status).to.equal(200);
  });

  it('refuses a link that another request consumed while this one was under way (PostgreSQL)', async function () {
    // SQLite runs on one connection, so two resets never overlap there; PostgreSQL runs them side by side.
    if (kind !== 'postgres') this.skip();
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const link = await requestLink(ana.email);
    // The other request: it has consumed the link and not committed yet.
    const other = await t.context.knex.transaction();
    await other('password_reset_tokens').where({ userId: ana.id }).update({ usedAt: Date.now() });
    const { rows } = await other.raw('select pg_backend_pid() as pid');
    const pending = reset(link.token, link.userId, 'segunda-clave').then((res) => res);
    // This request has hashed, read the (still usable) link and now waits on the other's row lock: seen in
    // pg_locks, not guessed from time. Only then does the other commit.
    await blockedBy(t.context.knex, Number(rows[0].pid), pending).catch(async (error) => {
      await other.rollback();
      throw error;
    });
    await other.commit();
    const res = await pending;
    expect(res.status).to.equal(400);
    expect((await login(ana.email, 'segunda-clave')).status).to.equal(401);
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });

  it('cancels every other link of the user when one is used', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const first = await requestLink(ana.email);
    const second = await requestLink(ana.email);
    expect(first.token).not.to.equal(second.token);

    await reset(second.token, ana.id, 'nueva-clave').expect(200);
    expect((await verify(first.token, ana.id)).body.valid).to.equal(false);
    expect((await reset(first.token, ana.id, 'otra-clave')).status).to.equal(400);
  });

  it('signs out every session issued before the reset', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    expect((await t.api.request.get('/api/users/profile').set(bearer(ana.token))).status).to.equal(200);
    const { token } = await requestLink(ana.email);
    await reset(token, ana.id, 'nueva-clave').expect(200);

    expect((await t.api.request.get('/api/users/profile').set(bearer(ana.token))).status).to.equal(401);
    const fresh = await login(ana.email, 'nueva-clave');
    expect((await t.api.request.get('/api/users/profile').set(bearer(fresh.body.token))).status).to.equal(200);
  });

  it('refuses a link of another user', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const beto = await createUser(t.context, { email: 'beto@ejemplo.test' });
    const { token } = await requestLink(ana.email);
    expect((await reset(token, beto.id, 'nueva-clave')).status).to.equal(400);
    expect((await login(beto.email, beto.password)).status).to.equal(200);
    expect((await verify(token, ana.id)).body.valid).to.equal(true);
  });

  it('answers the specification’s messages for a bad new password and leaves the link usable', async () => {
    const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
    const { token } = await requestLink(ana.email);

    const empty = await reset(token, ana.id, '', '');
    expect(empty.status).to.equal(400);
    expect(empty.body.errors).to.deep.equal({ newPassword: 'La nueva contraseña es requerida', confirmPassword: 'Confirma la nueva contraseña' });
    expect((await reset(token, ana.id, '12345')).body.errors).to.deep.equal({ newPassword: 'La contraseña debe tener al menos 6 caracteres' });
    expect((await reset(token, ana.id, 'nueva-clave', 'otra-clave')).body.errors).to.deep.equal({ confirmPassword: 'Las contraseñas no coinciden' });

    expect((await verify(token, ana.id)).body.valid).to.equal(true);
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });
});
