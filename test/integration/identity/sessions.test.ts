import { expect } from 'chai';
import type { OpenSessionView } from '../../../src/contracts/account-security.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, queuedMails, setCookies, useTestApi } from './identity-fixtures.js';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describeEachDatabase('Sessions a person can see', (kind) => {
  const t = useTestApi(kind);

  /** Signs in over HTTP as a browser would: its User-Agent and, when it has one, its own id cookie. */
  async function signIn(account: { email: string; password: string }, userAgent: string, browserCookie?: string) {
    const req = t.api.request.post('/api/auth/login').set('User-Agent', userAgent);
    if (browserCookie) req.set('Cookie', browserCookie);
    const res = await req.send({ email: account.email, password: account.password });
    expect(res.status, res.text).to.equal(200);
    const navegador = setCookies(res.headers).find((c) => c.startsWith('navegador='));
    return { token: res.body.token as string, browserCookie: navegador?.split(';')[0], setCookie: navegador };
  }
  const list = (token: string) => t.api.request.get('/api/seguridad/sesiones').set(bearer(token));
  const profile = (token: string) => t.api.request.get('/api/users/profile').set(bearer(token));
  const expectRefusedAtOnce = async (token: string) => {
    const res = await profile(token);
    expect(res.status).to.equal(401);
    expect(res.body).to.deep.equal({ message: 'No autenticado. Por favor, inicia sesión.', code: 'UNAUTHENTICATED' });
  };

  it('lists the account\'s live sessions with browser, address and last use, marks the current one, and shows no token', async () => {
    const ana = await createUser(t.context);
    const beto = await createUser(t.context);
    const home = await signIn(ana, CHROME_WINDOWS);
    const phone = await signIn(ana, SAFARI_IPHONE);
    await signIn(beto, FIREFOX_LINUX);
    expect(home.setCookie, 'the browser keeps its own id, HttpOnly, for the sign-in calls only').to.match(/^navegador=[\w-]{43}; path=\/api\/auth; expires=.+; samesite=strict; httponly$/);

    const res = await list(phone.token);
    expect(res.status).to.equal(200);
    expect(res.headers['cache-control']).to.equal('no-store');
    const sesiones = res.body.sesiones as OpenSessionView[];
    expect(sesiones.map((s) => [s.navegador, s.actual])).to.deep.equal([
      ['Safari en iPhone', true],
      ['Chrome en Windows', false],
      // The session the account was made with (a client that named no browser).
      ['Navegador desconocido', false],
    ]);
    for (const s of sesiones.slice(0, 2)) {
      expect(s.ip).to.match(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
      expect(Date.parse(s.ultimoUso)).to.be.a('number').and.not.NaN;
    }
    for (const secret of [ana.token, home.token, phone.token, home.browserCookie!.split('=')[1]!]) expect(res.text).not.to.contain(secret);
    expect((await t.api.request.get('/api/seguridad/sesiones')).status).to.equal(401);
  });

  it('closes one other session, refused at once; not the current one, nor another account\'s', async () => {
    const ana = await createUser(t.context);
    const beto = await createUser(t.context);
    const here = await signIn(ana, CHROME_WINDOWS);
    const there = await signIn(ana, FIREFOX_LINUX);
    const betos = await signIn(beto, FIREFOX_LINUX);
    const ids = async (token: string) => ((await list(token)).body.sesiones as OpenSessionView[]).map((s) => ({ id: s.id, actual: s.actual, navegador: s.navegador }));
    const mine = await ids(here.token);
    const current = mine.find((s) => s.actual)!;
    const firefox = mine.find((s) => s.navegador === 'Firefox en Linux')!;
    const betosId = (await ids(betos.token)).find((s) => s.actual)!.id;

    const refusedCurrent = await t.api.request.delete(`/api/seguridad/sesiones/${current.id}`).set(bearer(here.token));
    expect(refusedCurrent.status).to.equal(400);
    expect(refusedCurrent.body.message).to.equal('Esta es la sesión que usas ahora. Para cerrarla, usa «Cerrar sesión».');
    const foreign = await t.api.request.delete(`/api/seguridad/sesiones/${betosId}`).set(bearer(here.token));
    expect(foreign.status).to.equal(404);
    expect(foreign.body).to.deep.equal({ message: 'No encontramos esa sesión. Quizá ya estaba cerrada.', code: 'SESSION_NOT_FOUND' });
    expect((await profile(betos.token)).status).to.equal(200);

    const closed = await t.api.request.delete(`/api/seguridad/sesiones/${firefox.id}`).set(bearer(here.token));
    expect(closed.status).to.equal(200);
    expect(closed.body).to.deep.equal({ message: 'Sesión cerrada' });
    await expectRefusedAtOnce(there.token);
    expect((await profile(here.token)).status).to.equal(200);
    expect((await ids(here.token)).map((s) => s.id)).not.to.include(firefox.id);
  });

  it('closes every other session at once, and signing out ends only the session signing out', async () => {
    const ana = await createUser(t.context);
    const here = await signIn(ana, CHROME_WINDOWS);
    const others = [await signIn(ana, FIREFOX_LINUX), await signIn(ana, SAFARI_IPHONE)];
    const res = await t.api.request.post('/api/seguridad/sesiones/cerrar-otras').set(bearer(here.token));
    expect(res.status).to.equal(200);
    // The two above and the one the account was made with.
    expect(res.body).to.deep.equal({ message: 'Se cerraron 3 sesiones', cerradas: 3 });
    for (const other of [...others, ana]) await expectRefusedAtOnce(other.token);
    expect(((await list(here.token)).body.sesiones as OpenSessionView[]).length).to.equal(1);

    const again = await signIn(ana, FIREFOX_LINUX);
    expect((await t.api.request.post('/api/auth/logout').set(bearer(here.token))).status).to.equal(200);
    await expectRefusedAtOnce(here.token);
    expect((await profile(again.token)).status, 'the other session goes on').to.equal(200);
  });

  it('a password change ends every other session and keeps the one that made it', async () => {
    const ana = await createUser(t.context);
    const here = await signIn(ana, CHROME_WINDOWS);
    const there = await signIn(ana, FIREFOX_LINUX);
    const changed = await t.api.request
      .post('/api/users/change-password')
      .set(bearer(here.token))
      .send({ currentPassword: ana.password, newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(changed.status).to.equal(200);
    await expectRefusedAtOnce(there.token);
    const sesiones = (await list(changed.body.token)).body.sesiones as OpenSessionView[];
    expect(sesiones.map((s) => [s.navegador, s.actual])).to.deep.equal([['Chrome en Windows', true]]);
    const live = await t.context.knex('auth_sessions').where({ userId: ana.id }).whereNull('revokedAt');
    expect(live.map((r: { userAgent: string }) => r.userAgent)).to.deep.equal([CHROME_WINDOWS]);
  });

  it('a sign-in from a new browser mails the owner a link that closes it without signing in, once', async () => {
    const ana = await createUser(t.context, { nombre: 'Ana' });
    const home = await signIn(ana, CHROME_WINDOWS);
    expect(await queuedMails(t.context), 'a new browser').to.have.length(1);
    await signIn(ana, CHROME_WINDOWS, home.browserCookie);
    expect(await queuedMails(t.context), 'the same browser again').to.have.length(1);

    const stranger = await signIn(ana, SAFARI_IPHONE);
    const mails = await queuedMails(t.context);
    expect(mails).to.have.length(2);
    const mail = mails[1]!;
    expect(mail).to.include({ to: ana.email, subject: 'Nuevo inicio de sesión en tu cuenta de Parrilla' });
    expect(mail.text).to.match(/Safari en iPhone, desde la IP \S+, el \d{1,2} de \w+ de \d{4} a las \d{2}:\d{2} \(hora del centro de México\)/);
    expect(mail.text).not.to.contain(stranger.token);
    const link = new URL(/http\S+\/cerrar-sesion#\S+/.exec(mail.text)![0]);
    const [sesion, clave] = link.hash.slice(1).split('.');

    const wrong = await t.api.request.post('/api/auth/sesion/cerrar-desde-correo').send({ sesion, clave: `${clave}x` });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.message).to.equal('El enlace para cerrar la sesión ya se usó o expiró. Revisa tus sesiones en Mi perfil → Seguridad o cambia tu contraseña.');
    expect((await profile(stranger.token)).status).to.equal(200);

    const used = await t.api.request.post('/api/auth/sesion/cerrar-desde-correo').send({ sesion, clave });
    expect(used.status).to.equal(200);
    expect(used.body).to.deep.equal({ message: 'Cerramos esa sesión. Si no fuiste tú, cambia tu contraseña.' });
    await expectRefusedAtOnce(stranger.token);
    expect((await profile(home.token)).status).to.equal(200);
    const twice = await t.api.request.post('/api/auth/sesion/cerrar-desde-correo').send({ sesion, clave });
    expect(twice.status).to.equal(400);
    expect(twice.body.code).to.equal('VALIDATION_ERROR');
  });
});
