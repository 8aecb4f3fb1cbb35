import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { OtpauthTotpEngine } from '../../../src/modules/identity/adapters/otp/otpauth-totp-engine.js';
import { LogIn } from '../../../src/modules/identity/application/log-in.use-case.js';
import { FinishPasskeyRegistration, StartPasskeyRegistration } from '../../../src/modules/identity/application/passkeys.use-case.js';
import { Reconfirmation, REAUTH_WINDOW_MS } from '../../../src/modules/identity/application/reconfirmation.use-case.js';
import { SECOND_STEP_LOCK_MS, SecondFactorCheck } from '../../../src/modules/identity/application/second-factor-check.js';
import { CompleteSecondStep } from '../../../src/modules/identity/application/second-step.use-case.js';
import { ConfirmTotp, StartTotpSetup } from '../../../src/modules/identity/application/totp-factor.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { statusOf } from '../../../src/platform/errors.js';
import {
  aUser,
  claimsIssuer,
  MemoryChallenges,
  MemoryEnrolmentDirectory,
  MemoryPasskeys,
  MemorySecondFactors,
  MemorySessionConfirmations,
  MemorySessions,
  MemoryUsers,
  plainHasher,
  StandInWebAuthn,
} from '../../support/in-memory/identity.js';
import { MemoryRateCounter } from '../../support/in-memory/platform.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const ANA: Actor = { id: 'ana', rol: 'admin', suspendido: false };
const BETO: Actor = { id: 'beto', rol: 'user', suspendido: false };
const START = new Date('2026-04-01T18:00:00.000Z');
const MINUTE = 60_000;

function world() {
  const clock = new ManualClock(START);
  const users = new MemoryUsers();
  void users.insert(aUser({ id: 'ana', rol: 'admin' }));
  void users.insert(aUser({ id: 'beto' }));
  const passkeys = new MemoryPasskeys();
  const factors = new MemorySecondFactors();
  const challenges = new MemoryChallenges();
  const confirmations = new MemorySessionConfirmations();
  const sessions = new MemorySessions();
  const outbox = new MemoryOutbox();
  const totp = new OtpauthTotpEngine();
  const newId = sequentialIds('id');
  const secondFactor = new SecondFactorCheck({ factors, passkeys, totp, hasher: plainHasher, clock, newId });
  const deps = {
    users,
    passkeys,
    factors,
    challenges,
    confirmations,
    sessions,
    outbox,
    totp,
    secondFactor,
    webauthn: new StandInWebAuthn(),
    hasher: plainHasher,
    tokens: claimsIssuer,
    enrolments: new MemoryEnrolmentDirectory(),
    limiter: new MemoryRateCounter(clock),
    clock,
    newId,
    tx: new MemoryTransactions(users, factors, passkeys, sessions, outbox, confirmations),
    audit: memoryAudit(clock).audit,
    publicUrl: 'https://parrilla.test',
    sleep: async () => undefined,
  };
  const code = (secret: string, offsetMs = 0) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() + offsetMs });
  return {
    clock,
    code,
    confirmations,
    sessions,
    reconfirmation: new Reconfirmation(deps),
    logIn: new LogIn(deps),
    secondStep: new CompleteSecondStep(deps),
    setup: new StartTotpSetup(deps),
    confirmTotp: new ConfirmTotp(deps),
    startKey: new StartPasskeyRegistration(deps),
    finishKey: new FinishPasskeyRegistration(deps),
  };
}

/** Turns Ana's authenticator app on and lets the step of its first code pass. */
async function withApp(w: ReturnType<typeof world>) {
  const { secreto } = await w.setup.execute(ANA);
  const codes = await w.confirmTotp.execute(ANA, { codigo: w.code(secreto) });
  w.clock.advance(30_000);
  return { secret: secreto, codes };
}

describe('Re-confirmation of sensitive actions over memory, on a fixed clock', () => {
  it('a code of the app confirms the session for ten minutes: fresh at 9:59, not at 10:01', async () => {
    const w = world();
    const { secret } = await withApp(w);
    expect(await w.reconfirmation.isFresh('sesion-1', 'ana')).to.equal(false);
    const answer = await w.reconfirmation.confirm(ANA, 'sesion-1', { codigo: w.code(secret) });
    expect(answer.confirmadoHasta).to.equal(new Date(w.clock.now().getTime() + REAUTH_WINDOW_MS).toISOString());
    w.clock.advance(9 * MINUTE + 59_000);
    expect(await w.reconfirmation.isFresh('sesion-1', 'ana')).to.equal(true);
    w.clock.advance(2_000);
    expect(await w.reconfirmation.isFresh('sesion-1', 'ana')).to.equal(false);
    expect((await w.reconfirmation.status(ANA, 'sesion-1')).confirmadoHasta).to.equal(null);
  });

  it('belongs to the session that confirmed: another session of the same account, or another account, is not confirmed by it', async () => {
    const w = world();
    const { secret } = await withApp(w);
    await w.reconfirmation.confirm(ANA, 'sesion-1', { codigo: w.code(secret) });
    expect(await w.reconfirmation.isFresh('sesion-2', 'ana')).to.equal(false);
    expect(await w.reconfirmation.isFresh('sesion-1', 'beto')).to.equal(false);
  });

  it('a sign-in that checked every factor starts the session it records confirmed, for ten minutes from the sign-in', async () => {
    const w = world();
    const { secret } = await withApp(w);
    const first = await w.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c');
    if (!('segundoPaso' in first)) throw new Error('second step expected');
    // The password alone issues no session, so it confirms nothing.
    expect(w.confirmations.rows.size).to.equal(0);
    const session = await w.secondStep.execute({ desafio: first.segundoPaso.desafio, codigo: w.code(secret) }, 'c');
    // The session confirmed is the row the sign-in recorded, the one its token names.
    const { sid } = JSON.parse(session.token) as { sid: string };
    expect((await w.sessions.findById(sid))?.userId).to.equal('ana');
    expect([...w.confirmations.rows.keys()]).to.deep.equal([sid]);
    w.clock.advance(9 * MINUTE + 59_000);
    expect(await w.reconfirmation.isFresh(sid, 'ana')).to.equal(true);
    w.clock.advance(2_000);
    expect(await w.reconfirmation.isFresh(sid, 'ana')).to.equal(false);
  });

  it('a replayed code and a code two steps old are refused; a recovery code confirms once', async () => {
    const w = world();
    const { secret, codes } = await withApp(w);
    const code = w.code(secret);
    await w.reconfirmation.confirm(ANA, 'sesion-1', { codigo: code });
    w.clock.advance(11 * MINUTE);
    const replayed = await refusal(w.reconfirmation.confirm(ANA, 'sesion-1', { codigo: code }));
    expect(replayed.code).to.equal('SECOND_FACTOR_INVALID');
    expect((await refusal(w.reconfirmation.confirm(ANA, 'sesion-1', { codigo: w.code(secret, -60_000) }))).code).to.equal('SECOND_FACTOR_INVALID');
    expect(await w.reconfirmation.isFresh('sesion-1', 'ana')).to.equal(false);

    await w.reconfirmation.confirm(ANA, 'sesion-1', { codigo: codes[0]! });
    expect(await w.reconfirmation.isFresh('sesion-1', 'ana')).to.equal(true);
    expect((await refusal(w.reconfirmation.confirm(ANA, 'sesion-2', { codigo: codes[0]! }))).code).to.equal('SECOND_FACTOR_INVALID');
  });

  it('an account with a second factor is not confirmed by its password; one without confirms with it', async () => {
    const w = world();
    await withApp(w);
    const refused = await refusal(w.reconfirmation.confirm(ANA, 'sesion-1', { contrasena: 'secreto1' }));
    expect(refused.code).to.equal('VALIDATION_ERROR');
    expect(refused.errors).to.deep.equal({ codigo: 'Escribe el código' });
    expect(await w.reconfirmation.isFresh('sesion-1', 'ana')).to.equal(false);
    expect((await w.reconfirmation.status(ANA, 'sesion-1')).metodos).to.deep.equal(['app', 'recuperacion']);

    expect((await w.reconfirmation.status(BETO, 'sesion-b')).metodos).to.deep.equal(['contrasena']);
    expect((await refusal(w.reconfirmation.confirm(BETO, 'sesion-b', { contrasena: 'otra' }))).code).to.equal('PASSWORD_INVALID');
    await w.reconfirmation.confirm(BETO, 'sesion-b', { contrasena: 'secreto1' });
    expect(await w.reconfirmation.isFresh('sesion-b', 'beto')).to.equal(true);
  });

  it('five wrong answers in a row lock the confirmation for 15 minutes, even the right one', async () => {
    const w = world();
    for (let i = 0; i < 4; i += 1) expect((await refusal(w.reconfirmation.confirm(BETO, 's', { contrasena: 'otra' }))).code).to.equal('PASSWORD_INVALID');
    const locked = await refusal(w.reconfirmation.confirm(BETO, 's', { contrasena: 'otra' }));
    expect(statusOf(locked)).to.equal(429);
    expect(locked.message).to.equal('Demasiadas contraseñas incorrectas. Espera 15 minutos e inténtalo de nuevo.');
    expect(statusOf(await refusal(w.reconfirmation.confirm(BETO, 's', { contrasena: 'secreto1' })))).to.equal(429);
    w.clock.advance(SECOND_STEP_LOCK_MS);
    await w.reconfirmation.confirm(BETO, 's', { contrasena: 'secreto1' });
    expect(await w.reconfirmation.isFresh('s', 'beto')).to.equal(true);
  });

  it('a passkey of the account confirms through its own challenge, taken once; another account\'s passkey does not', async () => {
    const w = world();
    const start = await w.startKey.execute(ANA);
    await w.finishKey.execute(ANA, { desafio: start.desafio, respuesta: { id: 'cred-ana', challenge: start.opciones.challenge } });
    const betoStart = await w.startKey.execute(BETO);
    await w.finishKey.execute(BETO, { desafio: betoStart.desafio, respuesta: { id: 'cred-beto', challenge: betoStart.opciones.challenge } });

    const options = await w.reconfirmation.passkeyOptions(ANA);
    const respuesta = { id: 'cred-ana', userHandle: 'ana', challenge: options.opciones.challenge };
    await w.reconfirmation.confirm(ANA, 'sesion-1', { desafio: options.desafio, respuesta });
    expect(await w.reconfirmation.isFresh('sesion-1', 'ana')).to.equal(true);
    expect((await refusal(w.reconfirmation.confirm(ANA, 'sesion-2', { desafio: options.desafio, respuesta }))).code).to.equal('VALIDATION_ERROR');

    const again = await w.reconfirmation.passkeyOptions(ANA);
    const other = { id: 'cred-beto', userHandle: 'beto', challenge: again.opciones.challenge };
    expect((await refusal(w.reconfirmation.confirm(ANA, 'sesion-3', { desafio: again.desafio, respuesta: other }))).code).to.equal('VALIDATION_ERROR');
    // Ana's challenge is Ana's: Beto cannot answer it with his own key.
    const anas = await w.reconfirmation.passkeyOptions(ANA);
    expect((await refusal(w.reconfirmation.confirm(BETO, 'sesion-b', { desafio: anas.desafio, respuesta: { id: 'cred-beto', challenge: anas.opciones.challenge } }))).code).to.equal('VALIDATION_ERROR');
    expect(await w.reconfirmation.isFresh('sesion-3', 'ana')).to.equal(false);
    expect(await w.reconfirmation.isFresh('sesion-b', 'beto')).to.equal(false);
  });
});
