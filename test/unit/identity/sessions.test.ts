import { expect } from 'chai';
import { issueSession, SESSION_TTL_MS, type SignInClient } from '../../../src/modules/identity/application/issue-session.js';
import { LogOut } from '../../../src/modules/identity/application/log-out.use-case.js';
import { ResetSecondFactor } from '../../../src/modules/identity/application/reset-second-factor.use-case.js';
import { LAST_USE_EVERY_MS, ResolveSession } from '../../../src/modules/identity/application/resolve-session.use-case.js';
import { SecondFactorCheck } from '../../../src/modules/identity/application/second-factor-check.js';
import { ListSessions, RevokeOtherSessions, RevokeSession, RevokeSessionFromMail, SessionRevocation } from '../../../src/modules/identity/application/sessions.use-case.js';
import { OtpauthTotpEngine } from '../../../src/modules/identity/adapters/otp/otpauth-totp-engine.js';
import { browserName } from '../../../src/modules/identity/domain/browser-name.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { statusOf } from '../../../src/platform/errors.js';
import { aUser, claimsIssuer, MemoryEnrolmentDirectory, MemoryPasskeys, MemorySecondFactors, MemorySessionConfirmations, MemorySessions, MemoryUsers, plainHasher } from '../../support/in-memory/identity.js';
import { silentLogger } from '../../support/in-memory/platform.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const ANA: Actor = { id: 'ana', rol: 'user', suspendido: false };
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function accountSessions() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const users = new MemoryUsers();
  void users.insert(aUser({ id: 'ana' }));
  void users.insert(aUser({ id: 'beto' }));
  const sessions = new MemorySessions();
  const outbox = new MemoryOutbox();
  const passkeys = new MemoryPasskeys();
  const factors = new MemorySecondFactors();
  const audit = memoryAudit(clock);
  const tx = new MemoryTransactions(users, sessions, outbox, passkeys, factors, audit.log);
  const revocation = new SessionRevocation({ sessions, clock, logger: silentLogger(), audit: audit.audit, tx });
  const secondFactor = new SecondFactorCheck({ factors, passkeys, totp: new OtpauthTotpEngine(), hasher: plainHasher, clock, newId: sequentialIds('codigo') });
  const deps = {
    users,
    sessions,
    outbox,
    passkeys,
    factors,
    tx,
    revocation,
    secondFactor,
    clock,
    tokens: claimsIssuer,
    enrolments: new MemoryEnrolmentDirectory(),
    newId: sequentialIds('sesion'),
    publicUrl: 'https://parrilla.test',
    logger: silentLogger(),
    audit: audit.audit,
    confirmations: new MemorySessionConfirmations(),
  };
  const signIn = async (userId: string, client: Partial<SignInClient> = {}) => {
    const user = (await users.findById(userId))!;
    const session = await issueSession(deps, user, { ip: '10.0.0.1', userAgent: CHROME_WINDOWS, browser: 'navegador-de-casa', ...client }, 'contraseña');
    return JSON.parse(session.token) as { sub: string; tv: number; sid: string };
  };
  return {
    clock,
    users,
    sessions,
    outbox,
    log: audit.log,
    /** From now on the log refuses every entry. */
    failAudit: () => {
      audit.log.append = async () => {
        throw new Error('la bitácora no pudo escribir');
      };
    },
    signIn,
    resolve: new ResolveSession(deps),
    list: new ListSessions(deps),
    revokeOne: new RevokeSession(deps),
    revokeOthers: new RevokeOtherSessions(deps),
    fromMail: new RevokeSessionFromMail(deps),
    logOut: new LogOut(deps),
    resetSecondFactor: new ResetSecondFactor(deps),
  };
}

/** The session and key of the link in the last mail: `…/cerrar-sesion#<sesion>.<clave>`. */
function mailedLink(outbox: MemoryOutbox) {
  const url = new URL(/https:\/\/\S+cerrar-sesion\S+/.exec(outbox.queued.at(-1)!.text)![0]);
  const [sesion, clave] = url.hash.slice(1).split('.');
  return { url, sesion: sesion!, clave: clave! };
}

describe('Sessions a person can see, over memory', () => {
  it('names browsers simply from their User-Agent', () => {
    expect(browserName(CHROME_WINDOWS)).to.equal('Chrome en Windows');
    expect(browserName(SAFARI_IPHONE)).to.equal('Safari en iPhone');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).to.equal('Firefox en Linux');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).to.equal('Edge en Windows');
    expect(browserName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15')).to.equal('Safari en macOS');
    expect(browserName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).to.equal('Chrome en Android');
    expect(browserName('curl/8.5.0')).to.equal('Navegador desconocido');
    expect(browserName(null)).to.equal('Navegador desconocido');
  });

  it('lists the live sessions with browser, address and last use, the current one first and marked, never a token', async () => {
    const s = accountSessions();
    const home = await s.signIn('ana');
    s.clock.advance(60_000);
    const phone = await s.signIn('ana', { userAgent: SAFARI_IPHONE, ip: '10.0.0.2', browser: 'telefono' });
    await s.signIn('beto');
    const list = await s.list.execute(ANA, home.sid);
    expect(list).to.deep.equal([
      { id: home.sid, navegador: 'Chrome en Windows', ip: '10.0.0.1', ultimoUso: '2026-04-01T18:00:00.000Z', iniciada: '2026-04-01T18:00:00.000Z', actual: true },
      { id: phone.sid, navegador: 'Safari en iPhone', ip: '10.0.0.2', ultimoUso: '2026-04-01T18:01:00.000Z', iniciada: '2026-04-01T18:01:00.000Z', actual: false },
    ]);
    s.clock.advance(SESSION_TTL_MS - 30_000);
    expect((await s.list.execute(ANA, home.sid)).map((x) => x.id), 'expired sessions are not live').to.deep.equal([phone.sid]);
  });

  it('ends one of the owner\'s other sessions, refused at once; not the current one, not another account\'s', async () => {
    const s = accountSessions();
    const here = await s.signIn('ana');
    const there = await s.signIn('ana', { browser: 'otro' });
    const betos = await s.signIn('beto');
    const current = await refusal(s.revokeOne.execute(ANA, here.sid, here.sid));
    expect([statusOf(current), current.message]).to.deep.equal([400, 'Esta es la sesión que usas ahora. Para cerrarla, usa «Cerrar sesión».']);
    const foreign = await refusal(s.revokeOne.execute(ANA, here.sid, betos.sid));
    expect([statusOf(foreign), foreign.code]).to.deep.equal([404, 'SESSION_NOT_FOUND']);
    expect(await s.resolve.execute(betos)).to.include({ id: 'beto' });

    await s.revokeOne.execute(ANA, here.sid, there.sid);
    expect(await s.resolve.execute(there)).to.equal(null);
    expect(await s.resolve.execute(here)).to.include({ id: 'ana', sessionId: here.sid });
    expect((await refusal(s.revokeOne.execute(ANA, here.sid, there.sid))).code, 'a second time').to.equal('SESSION_NOT_FOUND');
  });

  it('ends every other session of the owner and answers how many', async () => {
    const s = accountSessions();
    const here = await s.signIn('ana');
    const others = [await s.signIn('ana', { browser: 'b' }), await s.signIn('ana', { browser: 'c' })];
    const betos = await s.signIn('beto');
    expect(await s.revokeOthers.execute(ANA, here.sid)).to.equal(2);
    for (const other of others) expect(await s.resolve.execute(other)).to.equal(null);
    expect(await s.resolve.execute(here)).to.include({ id: 'ana' });
    expect(await s.resolve.execute(betos)).to.include({ id: 'beto' });
    expect(await s.revokeOthers.execute(ANA, here.sid)).to.equal(0);
  });

  it('signing out ends that session only', async () => {
    const s = accountSessions();
    const here = await s.signIn('ana');
    const there = await s.signIn('ana', { browser: 'otro' });
    await s.logOut.execute(ANA, here.sid);
    expect(await s.resolve.execute(here)).to.equal(null);
    expect(await s.resolve.execute(there)).to.include({ id: 'ana' });
  });

  it('refuses a token that names no session, or another account\'s session', async () => {
    const s = accountSessions();
    await s.signIn('ana');
    const betos = await s.signIn('beto');
    expect(await s.resolve.execute({ sub: 'ana', tv: 0 })).to.equal(null);
    expect(await s.resolve.execute({ sub: 'ana', tv: 0, sid: betos.sid })).to.equal(null);
    expect(await s.resolve.execute({ sub: 'ana', tv: 0, sid: 'inventada' })).to.equal(null);
  });

  it('writes the last use (and address) once a minute at most, not on every request', async () => {
    const s = accountSessions();
    const here = await s.signIn('ana');
    for (let i = 0; i < 5; i += 1) {
      s.clock.advance(10_000);
      await s.resolve.execute(here, { ip: '10.0.0.9' });
    }
    expect(s.sessions.touches).to.equal(0);
    s.clock.advance(LAST_USE_EVERY_MS);
    await s.resolve.execute(here, { ip: '10.0.0.9' });
    await s.resolve.execute(here, { ip: '10.0.0.9' });
    expect(s.sessions.touches).to.equal(1);
    expect((await s.list.execute(ANA, here.sid))[0]).to.include({ ip: '10.0.0.9', ultimoUso: '2026-04-01T18:01:50.000Z' });
  });

  it('mails the owner when a browser never used before signs in (not the first sign-in, not a known browser), in Spanish with Mexico City time', async () => {
    const s = accountSessions();
    await s.signIn('ana');
    expect(s.outbox.queued, 'the first sign-in of an account').to.have.length(0);
    await s.signIn('ana');
    expect(s.outbox.queued, 'the same browser again').to.have.length(0);
    await s.signIn('ana', { browser: 'navegador-ajeno', userAgent: SAFARI_IPHONE, ip: '203.0.113.7' });
    expect(s.outbox.queued).to.have.length(1);
    const mail = s.outbox.queued[0]!;
    expect(mail).to.include({ to: 'ana@ejemplo.test', subject: 'Nuevo inicio de sesión en tu cuenta de Parrilla' });
    expect(mail.text).to.contain('Safari en iPhone, desde la IP 203.0.113.7, el 1 de abril de 2026 a las 12:00 (hora del centro de México)');
    expect(mailedLink(s.outbox).url.origin + mailedLink(s.outbox).url.pathname).to.equal('https://parrilla.test/cerrar-sesion');
    await s.signIn('ana', { browser: 'navegador-ajeno' });
    await s.signIn('ana', { browser: null });
    expect(s.outbox.queued, 'a client without a browser id is always new').to.have.length(2);
  });

  it('the mailed link ends that session without signing in, once, and not after it expires', async () => {
    const s = accountSessions();
    const home = await s.signIn('ana');
    const stranger = await s.signIn('ana', { browser: 'ajeno' });
    const link = mailedLink(s.outbox);
    expect(link.sesion).to.equal(stranger.sid);
    const altered = await refusal(s.fromMail.execute({ sesion: link.sesion, clave: `${link.clave}x` }));
    expect([statusOf(altered), altered.message]).to.deep.equal([
      400,
      'El enlace para cerrar la sesión ya se usó o expiró. Revisa tus sesiones en Mi perfil → Seguridad o cambia tu contraseña.',
    ]);
    expect(await s.resolve.execute(stranger), 'an altered link ends nothing').to.include({ id: 'ana' });
    await s.fromMail.execute({ sesion: link.sesion, clave: link.clave });
    expect(await s.resolve.execute(stranger)).to.equal(null);
    expect(await s.resolve.execute(home)).to.include({ id: 'ana' });
    expect(statusOf(await refusal(s.fromMail.execute({ sesion: link.sesion, clave: link.clave }))), 'used once').to.equal(400);
    expect((await refusal(s.fromMail.execute({}))).errors).to.deep.equal({ sesion: 'Falta la sesión', clave: 'Falta la clave del enlace' });

    await s.signIn('ana', { browser: 'otro-ajeno' });
    const late = mailedLink(s.outbox);
    s.clock.advance(SESSION_TTL_MS);
    expect(statusOf(await refusal(s.fromMail.execute({ sesion: late.sesion, clave: late.clave }))), 'expired').to.equal(400);
  });

  it('resetting the second factor from the console ends every session of the account', async () => {
    const s = accountSessions();
    const here = await s.signIn('ana');
    const there = await s.signIn('ana', { browser: 'otro' });
    await s.resetSecondFactor.execute({ id: 'console', rol: 'superadmin', suspendido: false }, 'ana');
    const user = (await s.users.findById('ana'))!;
    for (const claims of [here, there]) expect(await s.resolve.execute({ ...claims, tv: user.tokenVersion })).to.equal(null);
    expect(await s.list.execute(ANA, null)).to.deep.equal([]);
  });

  it('records every end of sessions once in the audit log: who, why and which, never when nothing ended', async () => {
    const s = accountSessions();
    const here = await s.signIn('ana');
    const second = await s.signIn('ana', { browser: 'b' });
    const third = await s.signIn('ana', { browser: 'c' });
    const stranger = await s.signIn('ana', { browser: 'ajeno' });
    const link = mailedLink(s.outbox);
    const ended = () => s.log.entries.filter((e) => e.accion === 'sesion.cerrada').map((e) => [e.actorId, e.objetoId, ...e.cambios.map((c) => JSON.stringify([c.campo, c.antes, c.despues]))]);
    const origen = { ip: '10.0.0.7', navegador: 'Firefox de prueba' };
    const ana = { ...ANA, origen };

    await s.revokeOne.execute(ana, here.sid, second.sid);
    await refusal(s.revokeOne.execute(ana, here.sid, second.sid));
    await s.fromMail.execute({ sesion: link.sesion, clave: link.clave }, { ip: '198.51.100.4', navegador: 'Safari' });
    expect(await s.revokeOthers.execute(ana, here.sid)).to.equal(1);
    expect(await s.revokeOthers.execute(ana, here.sid)).to.equal(0);
    await s.logOut.execute(ana, here.sid);
    expect(ended()).to.deep.equal([
      ['ana', 'ana', JSON.stringify(['motivo', null, 'cerrada-por-su-dueño']), JSON.stringify(['sesiones', [second.sid], null])],
      [null, 'ana', JSON.stringify(['motivo', null, 'enlace-del-correo']), JSON.stringify(['sesiones', [stranger.sid], null])],
      ['ana', 'ana', JSON.stringify(['motivo', null, 'las-demás-cerradas']), JSON.stringify(['sesiones', [third.sid], null])],
      ['ana', 'ana', JSON.stringify(['motivo', null, 'salida']), JSON.stringify(['sesiones', [here.sid], null])],
    ]);
    const fromMail = s.log.entries.find((e) => e.actorId === null && e.accion === 'sesion.cerrada')!;
    expect(fromMail).to.include({ ip: '198.51.100.4', navegador: 'Safari' });
    expect(s.log.entries.find((e) => e.actorId === 'ana' && e.accion === 'sesion.cerrada')).to.include({ ip: '10.0.0.7', navegador: 'Firefox de prueba' });

    await s.signIn('ana', { browser: 'd' });
    await s.resetSecondFactor.execute({ id: 'console', rol: 'superadmin', suspendido: false }, 'ana');
    expect(ended().at(-1)!.slice(0, 3)).to.deep.equal(['console', 'ana', JSON.stringify(['motivo', null, 'segundo-factor-restablecido'])]);
  });

  it('an end of sessions whose entry cannot be written ends nothing', async () => {
    const s = accountSessions();
    const here = await s.signIn('ana');
    const there = await s.signIn('ana', { browser: 'otro' });
    s.failAudit();
    await s.revokeOne.execute(ANA, here.sid, there.sid).catch(() => undefined);
    expect(await s.resolve.execute(there)).to.include({ id: 'ana' });
  });
});

