import { expect } from 'chai';
import { ChangePassword } from '../../../src/modules/identity/application/change-password.use-case.js';
import { LOGIN_MAX_FAILURES_PER_EMAIL, LogIn } from '../../../src/modules/identity/application/log-in.use-case.js';
import { LogOut } from '../../../src/modules/identity/application/log-out.use-case.js';
import { RegisterUser, REGISTER_NOTICES_PER_ADDRESS } from '../../../src/modules/identity/application/register-user.use-case.js';
import { hashResetToken, RequestPasswordReset } from '../../../src/modules/identity/application/request-password-reset.use-case.js';
import { ResetPassword } from '../../../src/modules/identity/application/reset-password.use-case.js';
import { ResolveSession } from '../../../src/modules/identity/application/resolve-session.use-case.js';
import { CompleteExternalSignIn, StartExternalSignIn } from '../../../src/modules/identity/application/sign-in-externally.use-case.js';
import { VerifyResetToken } from '../../../src/modules/identity/application/verify-reset-token.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aUser, claimsIssuer, MemoryChallenges, MemoryEnrolmentDirectory, MemoryPasskeys, MemoryResetTokens, MemorySecondFactors, MemorySessionConfirmations, MemorySessions, MemoryUsers, plainHasher, StandInIdentityProvider } from '../../support/in-memory/identity.js';
import { SessionRevocation } from '../../../src/modules/identity/application/sessions.use-case.js';
import { OtpauthTotpEngine } from '../../../src/modules/identity/adapters/otp/otpauth-totp-engine.js';
import { SecondFactorCheck } from '../../../src/modules/identity/application/second-factor-check.js';
import type { SignInAnswer } from '../../../src/contracts/account-security.views.js';
import { MemoryRateCounter, silentLogger } from '../../support/in-memory/platform.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';
import { MemorySignUpConsents } from '../../support/in-memory/privacy.js';

const HOUR = 3_600_000;

/** The session a sign-in answered (these accounts have no second factor). */
async function sessionOf(answer: Promise<SignInAnswer>) {
  const a = await answer;
  if (!('token' in a)) throw new Error('se pidió un segundo paso');
  return a;
}

function sessions(options: { providerEnabled?: boolean; googleOn?: boolean } = {}) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const users = new MemoryUsers();
  void users.insert(aUser({ id: 'ana' }));
  const resetTokens = new MemoryResetTokens();
  const outbox = new MemoryOutbox();
  const provider = new StandInIdentityProvider(options.providerEnabled ?? true);
  const sessions = new MemorySessions();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(users, resetTokens, outbox, sessions, log);
  const deps = {
    users,
    sessions,
    revocation: new SessionRevocation({ sessions, clock, logger: silentLogger(), audit, tx }),
    resetTokens,
    outbox,
    provider,
    clock,
    hasher: plainHasher,
    tokens: claimsIssuer,
    limiter: new MemoryRateCounter(clock),
    enrolments: new MemoryEnrolmentDirectory({ ana: ['copa'] }),
    newId: sequentialIds('id'),
    tx,
    audit,
    publicUrl: 'https://parrilla.test',
    redirectUri: 'https://parrilla.test/api/auth/google/callback',
    sleep: async () => undefined,
    confirmations: new MemorySessionConfirmations(),
    consents: new MemorySignUpConsents(),
    googleSwitch: { googleOn: async () => options.googleOn ?? true },
  };
  const challenges = new MemoryChallenges();
  const passkeys = new MemoryPasskeys();
  const factors = new MemorySecondFactors();
  const secondFactor = new SecondFactorCheck({ factors, passkeys, totp: new OtpauthTotpEngine(), hasher: plainHasher, clock, newId: sequentialIds('codigo') });
  Object.assign(deps, { challenges, secondFactor });
  return {
    consents: deps.consents,
    clock,
    users,
    sessions,
    resetTokens,
    outbox,
    provider,
    passkeys,
    logIn: new LogIn(deps as typeof deps & { challenges: MemoryChallenges; secondFactor: SecondFactorCheck }),
    logOut: new LogOut(deps),
    register: new RegisterUser(deps),
    requestReset: new RequestPasswordReset(deps),
    reset: new ResetPassword(deps),
    verify: new VerifyResetToken(deps),
    change: new ChangePassword(deps),
    resolve: new ResolveSession(deps as typeof deps & { secondFactor: SecondFactorCheck }),
    start: new StartExternalSignIn(deps),
    complete: new CompleteExternalSignIn(deps as typeof deps & { challenges: MemoryChallenges; secondFactor: SecondFactorCheck }),
  };
}

/** The reset link of the last mail queued. */
const resetLinkOf = (outbox: MemoryOutbox) => new URL(/https:\/\/\S+reset-password\S+/.exec(outbox.queued.at(-1)!.text)![0].replace(/[")]+$/, ''));

describe('Session use cases over memory', () => {
  it('signs in with the right password whatever the case of the address, and the token carries role and version', async () => {
    const s = sessions();
    const session = await sessionOf(s.logIn.execute({ email: ' ANA@ejemplo.test', password: 'secreto1' }, '1.2.3.4'));
    expect(JSON.parse(session.token)).to.deep.equal({ sub: 'ana', rol: 'user', tv: 0, sid: 'id-1' });
    expect(session.user.campeonatosInscritos).to.deep.equal(['copa']);
    expect(await s.resolve.execute(JSON.parse(session.token))).to.include({ id: 'ana' });
  });

  it('a wrong password or an unknown address is the same refusal; too many from one client on one address are refused for a while', async () => {
    const s = sessions();
    expect((await refusal(s.logIn.execute({ email: 'nadie@ejemplo.test', password: 'secreto1' }, 'c'))).message).to.equal('Credenciales inválidas');
    for (let n = 0; n < LOGIN_MAX_FAILURES_PER_EMAIL; n += 1) expect((await refusal(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'mal' }, 'c'))).code).to.equal('INVALID_CREDENTIALS');
    expect((await refusal(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).code).to.equal('TOO_MANY_REQUESTS');
    expect((await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'otro-cliente'))).user.id).to.equal('ana');
    s.clock.advance(15 * 60_000);
    expect((await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).user.id).to.equal('ana');
  });

  it('signing out ends that session only, so its token no longer resolves and the others go on; without a session it does nothing', async () => {
    const s = sessions();
    const claims = JSON.parse((await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).token);
    const other = JSON.parse((await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).token);
    await s.logOut.execute({ id: 'ana', rol: 'user', suspendido: false }, claims.sid);
    await s.logOut.execute(null, null);
    expect(await s.resolve.execute(claims)).to.equal(null);
    expect(await s.resolve.execute(other)).to.include({ id: 'ana', sessionId: other.sid });
    expect(await s.resolve.execute({})).to.equal(null);
  });

  it('registers a new address; a known one changes nothing and its owner is told by mail a few times at most', async () => {
    const s = sessions();
    const outcome = await s.register.execute({ nombre: 'Beto', apellido: 'Prueba', email: 'Beto@ejemplo.test', password: 'secreto1' }, 'c');
    expect(outcome.created && outcome.user).to.include({ email: 'beto@ejemplo.test', username: 'beto.prueba', rol: 'user' });
    for (let n = 0; n < REGISTER_NOTICES_PER_ADDRESS + 2; n += 1) {
      expect(await s.register.execute({ nombre: 'Otra', apellido: 'Persona', email: 'ana@ejemplo.test', password: 'otra-clave' }, `c${n}`)).to.deep.equal({ created: false });
    }
    expect(s.outbox.queued.map((m) => m.subject)).to.deep.equal(Array(REGISTER_NOTICES_PER_ADDRESS).fill('Intento de registro con tu correo en Parrilla'));
    expect(s.users.rows.get('ana')!.passwordHash).to.equal('hash:secreto1');
    expect((await refusal(s.register.execute({ nombre: 'B', apellido: 'Prueba', email: 'no', password: '1' }))).errors).to.include({
      nombre: 'Debe tener al menos 2 caracteres',
      email: 'Email inválido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
  });

  it('a reset link is mailed to a known address only, works once, cancels the others and ends every session', async () => {
    const s = sessions();
    await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    await s.requestReset.execute({ email: 'nadie@ejemplo.test' }, 'c');
    expect(s.outbox.queued).to.have.length(0);
    await s.requestReset.execute({ email: 'ana@ejemplo.test' }, 'c');
    const first = resetLinkOf(s.outbox);
    await s.requestReset.execute({ email: 'ana@ejemplo.test' }, 'c');
    const link = resetLinkOf(s.outbox);
    const token = link.searchParams.get('token')!;
    expect(s.resetTokens.all().map((r) => r.tokenHash)).to.include(hashResetToken(token));
    expect(await s.verify.execute({ token, userId: 'ana' })).to.deep.equal({ valid: true });
    expect(await s.verify.execute({ token, userId: 'beto' })).to.deep.equal({ valid: false });
    await s.reset.execute({ token, userId: 'ana', newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(s.users.rows.get('ana')).to.include({ passwordHash: 'hash:nueva-clave', tokenVersion: 1 });
    expect(await s.sessions.liveOf('ana', s.clock.now().toISOString()), 'every session ended').to.deep.equal([]);
    for (const used of [token, first.searchParams.get('token')!]) {
      expect((await refusal(s.reset.execute({ token: used, userId: 'ana', newPassword: 'otra-clave', confirmPassword: 'otra-clave' }))).message).to.equal('Token inválido o expirado');
    }
  });

  it('a reset link expires after an hour, and mismatched passwords or too many requests are refused in Spanish', async () => {
    const s = sessions();
    await s.requestReset.execute({ email: 'ana@ejemplo.test' }, 'c');
    const token = resetLinkOf(s.outbox).searchParams.get('token')!;
    expect((await refusal(s.reset.execute({ token, userId: 'ana', newPassword: 'nueva-clave', confirmPassword: 'otra' }))).errors).to.deep.equal({ confirmPassword: 'Las contraseñas no coinciden' });
    s.clock.advance(HOUR);
    expect(await s.verify.execute({ token, userId: 'ana' })).to.deep.equal({ valid: false });
    expect((await refusal(s.reset.execute({ token, userId: 'ana', newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' }))).message).to.equal('Token inválido o expirado');
    for (let n = 0; n < 5; n += 1) await s.requestReset.execute({ email: 'ana@ejemplo.test' }, `c${n}`);
    expect((await refusal(s.requestReset.execute({ email: 'ana@ejemplo.test' }, 'c9'))).message).to.equal('Demasiadas solicitudes de recuperación. Inténtalo de nuevo más tarde.');
  });

  it('a password change needs the current one, answers a fresh token of the same session and ends the others; a suspended account may not', async () => {
    const s = sessions();
    const ana = { id: 'ana', rol: 'user' as const, suspendido: false };
    const here = JSON.parse((await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).token);
    const there = JSON.parse((await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).token);
    const body = { currentPassword: 'secreto1', newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' };
    expect((await refusal(s.change.execute(ana, { ...body, currentPassword: 'mal' }, here.sid))).errors).to.deep.equal({ currentPassword: 'La contraseña actual es incorrecta' });
    expect((await refusal(s.change.execute({ ...ana, suspendido: true }, body, here.sid))).message).to.equal('Tu cuenta está suspendida');
    const { token } = await s.change.execute(ana, body, here.sid);
    expect(JSON.parse(token)).to.deep.equal({ sub: 'ana', rol: 'user', tv: 1, sid: here.sid });
    expect(await s.resolve.execute(JSON.parse(token))).to.include({ id: 'ana', sessionId: here.sid });
    expect(await s.resolve.execute(here)).to.equal(null);
    expect(await s.resolve.execute({ ...there, tv: 1 }), 'the other session is ended, not only its token').to.equal(null);
    expect((await s.sessions.liveOf('ana', s.clock.now().toISOString())).map((x) => x.id)).to.deep.equal([here.sid]);
    expect(s.users.rows.get('ana')!.passwordHash).to.equal('hash:nueva-clave');
  });

  it('of two password changes sent at once, one changes it and the other is told it changed meanwhile, never both', async () => {
    const s = sessions();
    const ana = { id: 'ana', rol: 'user' as const, suspendido: false };
    const here = JSON.parse((await sessionOf(s.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).token);
    const body = { currentPassword: 'secreto1', newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' };
    const answers = await Promise.all([s.change.execute(ana, body, here.sid), s.change.execute(ana, body, here.sid)].map((p) => p.then(() => 'cambiada', (e: { code: string }) => e.code)));
    expect(answers.sort()).to.deep.equal(['PASSWORD_CHANGED_MEANWHILE', 'cambiada']);
    expect(s.users.rows.get('ana')!.tokenVersion).to.equal(1);
  });

  it('signing in with Google links a verified address, creates an account for a new one, and refuses an unverified one', async () => {
    const s = sessions();
    expect((await s.start.execute()).url).to.contain(encodeURIComponent('https://parrilla.test/api/auth/google/callback'));
    const flow = { state: 's', nonce: 'n', codeVerifier: 'v' };
    expect((await sessionOf(s.complete.execute({ code: 'c', state: 's', flow }, 'c'))).user.id).to.equal('ana');
    expect(s.users.rows.get('ana')!.googleId).to.equal('google-1');
    s.provider.identity = { subject: 'google-2', email: 'caro@ejemplo.test', emailVerified: true, givenName: 'Caro' };
    expect((await sessionOf(s.complete.execute({ code: 'c', flow }, 'c'))).user).to.include({ email: 'caro@ejemplo.test', authProvider: 'google' });
    s.provider.identity = { subject: 'google-3', email: 'dani@ejemplo.test', emailVerified: false };
    expect((await refusal(s.complete.execute({ code: 'c', flow }, 'c'))).message).to.equal('Tu cuenta de Google no tiene un correo verificado.');
    expect((await refusal(s.complete.execute({ flow }, 'c'))).message).to.equal('No se recibió el código de autorización de Google.');
    expect((await refusal(s.complete.execute({ code: 'c' }, 'c'))).message).to.equal('La sesión de inicio con Google expiró. Vuelve a intentarlo.');
    expect(s.users.all().map((u) => u.email).sort()).to.deep.equal(['ana@ejemplo.test', 'caro@ejemplo.test']);
  });

  it('a username taken between its check and the insert (an account of the same name made at that instant) is picked again, by registration and by a Google sign-up alike', async () => {
    const s = sessions();
    await s.users.insert(aUser({ id: 'juan', email: 'juan@ejemplo.test', nombre: 'Juan', apellido: 'Pérez', username: 'juan.perez' }));
    // The check does not yet see the account made at the same instant, as a transaction beside it would not.
    const seen = s.users.usernameExists.bind(s.users);
    let stale = 0;
    s.users.usernameExists = async (username) => (username === 'juan.perez' && (stale += 1) % 2 === 1 ? false : seen(username));

    const registered = await s.register.execute({ nombre: 'Juan', apellido: 'Pérez', email: 'juan2@ejemplo.test', password: 'secreto1' });
    expect(registered).to.deep.include({ created: true });
    expect(s.users.all().find((u) => u.email === 'juan2@ejemplo.test')!.username).to.equal('juan.perez2');

    s.provider.identity = { subject: 'google-juan', email: 'juan3@ejemplo.test', emailVerified: true, givenName: 'Juan', familyName: 'Pérez' };
    await s.complete.execute({ code: 'c', flow: { state: 's', nonce: 'n', codeVerifier: 'v' } }, 'c');
    expect(s.users.all().find((u) => u.email === 'juan3@ejemplo.test')!.username).to.equal('juan.perez3');
    expect(stale, 'each flow met the stale check').to.be.greaterThanOrEqual(2);
  });

  it('without a configured provider both steps are refused in Spanish', async () => {
    const s = sessions({ providerEnabled: false });
    expect((await refusal(s.start.execute())).message).to.equal('El inicio de sesión con Google no está configurado en este sitio');
    expect((await refusal(s.complete.execute({ code: 'c', flow: { state: 's', nonce: 'n', codeVerifier: 'v' } }, 'c'))).code).to.equal('EXTERNAL_SIGN_IN_DISABLED');
  });

  it('refuses to start a Google sign-in when the league turned Google off as a processor', async () => {
    const s = sessions({ googleOn: false });
    const refused = await refusal(s.start.execute());
    expect([refused.code, refused.message]).to.deep.equal(['EXTERNAL_SIGN_IN_DISABLED', 'La liga desactivó el inicio de sesión con Google. Entra con tu correo y contraseña.']);
  });

  it('records the notice accepted with a new account, by password and by Google, with the news e-mails only when ticked', async () => {
    const s = sessions();
    const consents = s.consents;
    const registered = await s.register.execute({ nombre: 'Nueva', apellido: 'Piloto', email: 'nueva@ejemplo.test', password: 'secreto123', subscribeToNews: true });
    expect(registered.created).to.equal(true);
    expect(consents.recorded).to.deep.equal([{ userId: registered.created ? registered.user.id : '', via: 'registro', correosNovedades: true }]);
    s.provider.identity = { subject: 'google-9', email: 'gabi@ejemplo.test', emailVerified: true, givenName: 'Gabi' };
    const google = await sessionOf(s.complete.execute({ code: 'c', flow: { state: 's', nonce: 'n', codeVerifier: 'v' } }, 'c'));
    expect(consents.recorded.at(-1)).to.deep.equal({ userId: google.user.id, via: 'google', correosNovedades: false });
    // A returning Google user is not asked again.
    await sessionOf(s.complete.execute({ code: 'c', flow: { state: 's', nonce: 'n', codeVerifier: 'v' } }, 'c'));
    expect(consents.recorded).to.have.length(2);
  });
});
