import { expect } from 'chai';
import { TOTP } from 'otpauth';
import { OtpauthTotpEngine } from '../../../src/modules/identity/adapters/otp/otpauth-totp-engine.js';
import { LogIn } from '../../../src/modules/identity/application/log-in.use-case.js';
import { normaliseRecoveryCode, SECOND_STEP_LOCK_MS, SecondFactorCheck } from '../../../src/modules/identity/application/second-factor-check.js';
import { CompleteSecondStep, SECOND_STEP_TTL_MS } from '../../../src/modules/identity/application/second-step.use-case.js';
import { CompleteExternalSignIn } from '../../../src/modules/identity/application/sign-in-externally.use-case.js';
import { ConfirmTotp, RegenerateRecoveryCodes, RemoveTotp, StartTotpSetup } from '../../../src/modules/identity/application/totp-factor.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import type { SignInAnswer } from '../../../src/contracts/account-security.views.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { statusOf } from '../../../src/platform/errors.js';
import { aUser, claimsIssuer, MemoryChallenges, MemoryEnrolmentDirectory, MemoryPasskeys, MemorySecondFactors, MemorySessionConfirmations, MemorySessions, MemoryUsers, plainHasher, StandInIdentityProvider } from '../../support/in-memory/identity.js';
import { MemoryRateCounter } from '../../support/in-memory/platform.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';
import { MemorySignUpConsents } from '../../support/in-memory/privacy.js';

const ANA: Actor = { id: 'ana', rol: 'user', suspendido: false };
// A fixed clock: 2026-04-01 18:00:00 UTC is step 59 198 400 of 30 s.
const START = new Date('2026-04-01T18:00:00.000Z');

function factors() {
  const clock = new ManualClock(START);
  const audit = memoryAudit(clock);
  const users = new MemoryUsers();
  void users.insert(aUser({ id: 'ana' }));
  const passkeys = new MemoryPasskeys();
  const store = new MemorySecondFactors();
  const challenges = new MemoryChallenges();
  const totp = new OtpauthTotpEngine();
  const newId = sequentialIds('id');
  const secondFactor = new SecondFactorCheck({ factors: store, passkeys, totp, hasher: plainHasher, clock, newId });
  const provider = new StandInIdentityProvider();
  const sessions = new MemorySessions();
  const outbox = new MemoryOutbox();
  const deps = {
    sessions,
    outbox,
    publicUrl: 'https://parrilla.test',
    users,
    passkeys,
    factors: store,
    challenges,
    totp,
    secondFactor,
    hasher: plainHasher,
    tokens: claimsIssuer,
    enrolments: new MemoryEnrolmentDirectory(),
    limiter: new MemoryRateCounter(clock),
    provider,
    redirectUri: 'https://parrilla.test/auth/google/callback',
    clock,
    newId,
    tx: new MemoryTransactions(users, store, passkeys, sessions, outbox, audit.log),
    audit: audit.audit,
    sleep: async () => undefined,
    confirmations: new MemorySessionConfirmations(),
    consents: new MemorySignUpConsents(),
  };
  const code = (secret: string, offsetMs = 0) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: clock.now().getTime() + offsetMs });
  return {
    clock,
    store,
    code,
    setup: new StartTotpSetup(deps),
    confirm: new ConfirmTotp(deps),
    remove: new RemoveTotp(deps),
    regenerate: new RegenerateRecoveryCodes(deps),
    logIn: new LogIn(deps),
    secondStep: new CompleteSecondStep(deps),
    google: new CompleteExternalSignIn(deps),
    log: audit.log,
  };
}

async function withApp(f: ReturnType<typeof factors>) {
  const { secreto } = await f.setup.execute(ANA);
  const codes = await f.confirm.execute(ANA, { codigo: f.code(secreto) });
  f.clock.advance(30_000);
  return { secret: secreto, codes };
}

function challengeOf(answer: SignInAnswer): string {
  if (!('segundoPaso' in answer)) throw new Error('no second step');
  return answer.segundoPaso.desafio;
}

describe('The second factor over memory, on a fixed clock', () => {
  it('takes the code of the current 30-second step and one either side, not two steps away', async () => {
    const f = factors();
    const engine = new OtpauthTotpEngine();
    const secret = engine.newSecret();
    const at = f.clock.now();
    expect(engine.stepOf(secret, f.code(secret), at)).to.equal(Math.floor(at.getTime() / 30_000));
    expect(engine.stepOf(secret, f.code(secret, -30_000), at)).to.equal(Math.floor(at.getTime() / 30_000) - 1);
    expect(engine.stepOf(secret, f.code(secret, 30_000), at)).to.equal(Math.floor(at.getTime() / 30_000) + 1);
    expect(engine.stepOf(secret, f.code(secret, 60_000), at)).to.equal(null);
    expect(engine.stepOf(secret, 'abcdef', at)).to.equal(null);
  });

  it('a confirmation another one beat to it is refused as the app already on, and answers no codes that would not work', async () => {
    const f = factors();
    const { secreto } = await f.setup.execute(ANA);
    const pending = await f.store.totpOf(ANA.id);
    const codes = await f.confirm.execute(ANA, { codigo: f.code(secreto) });
    // The second request read the app unconfirmed before the first confirmed it.
    f.store.totpOf = async () => pending;
    expect((await refusal(f.confirm.execute(ANA, { codigo: f.code(secreto) }))).code).to.equal('TOTP_ALREADY_ON');
    expect([...f.store.codes.values()].map((c) => c.codeHash).sort()).to.deep.equal(codes.map((c) => `hash:${normaliseRecoveryCode(c)}`).sort());
  });

  it('the app counts only once confirmed with its current code, and answers ten distinct recovery codes stored hashed', async () => {
    const f = factors();
    const { secreto } = await f.setup.execute(ANA);
    expect('token' in (await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'))).to.equal(true);
    expect((await refusal(f.confirm.execute(ANA, { codigo: f.code(secreto, 90_000) }))).errors).to.deep.equal({ codigo: 'El código no es correcto' });
    const codes = await f.confirm.execute(ANA, { codigo: f.code(secreto) });
    expect(new Set(codes.map(normaliseRecoveryCode)).size).to.equal(10);
    expect([...f.store.codes.values()].map((c) => c.codeHash).sort()).to.deep.equal(codes.map((c) => `hash:${normaliseRecoveryCode(c)}`).sort());
    expect((await refusal(f.setup.execute(ANA))).code).to.equal('TOTP_ALREADY_ON');
  });

  it('a password sign-in answers the second step, which issues the session once for a right code, never for a replayed challenge or code', async () => {
    const f = factors();
    const { secret } = await withApp(f);
    const desafio = challengeOf(await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    const code = f.code(secret);
    const session = await f.secondStep.execute({ desafio, codigo: code }, 'c');
    expect(JSON.parse(session.token)).to.include({ sub: 'ana' });
    expect((await refusal(f.secondStep.execute({ desafio, codigo: code }, 'c'))).code).to.equal('VALIDATION_ERROR');
    const again = challengeOf(await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    expect((await refusal(f.secondStep.execute({ desafio: again, codigo: code }, 'c'))).code).to.equal('SECOND_FACTOR_INVALID');
    f.clock.advance(SECOND_STEP_TTL_MS);
    expect((await refusal(f.secondStep.execute({ desafio: again, codigo: f.code(secret) }, 'c'))).code).to.equal('VALIDATION_ERROR');
  });

  it('a recovery code works once, typed in any case with spaces', async () => {
    const f = factors();
    const { codes } = await withApp(f);
    const first = challengeOf(await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    await f.secondStep.execute({ desafio: first, codigo: ` ${codes[3]!.toUpperCase().replace('-', ' ')} ` }, 'c');
    const second = challengeOf(await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    expect((await refusal(f.secondStep.execute({ desafio: second, codigo: codes[3]! }, 'c'))).code).to.equal('SECOND_FACTOR_INVALID');
    await f.secondStep.execute({ desafio: second, codigo: codes[4]! }, 'c');
  });

  it('five wrong codes lock the second step for 15 minutes; a right code before that clears the count', async () => {
    const f = factors();
    const { secret } = await withApp(f);
    const desafio = challengeOf(await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    const wrong = f.code(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await refusal(f.secondStep.execute({ desafio, codigo: wrong }, 'c'));
    const locked = await refusal(f.secondStep.execute({ desafio, codigo: wrong }, 'c'));
    expect(statusOf(locked)).to.equal(429);
    f.clock.advance(SECOND_STEP_LOCK_MS - 1_000);
    const later = challengeOf(await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    expect(statusOf(await refusal(f.secondStep.execute({ desafio: later, codigo: f.code(secret) }, 'c')))).to.equal(429);
    f.clock.advance(1_000);
    await f.secondStep.execute({ desafio: later, codigo: f.code(secret) }, 'c');

    const next = challengeOf(await f.logIn.execute({ email: 'ana@ejemplo.test', password: 'secreto1' }, 'c'));
    for (let i = 0; i < 4; i += 1) await refusal(f.secondStep.execute({ desafio: next, codigo: wrong }, 'c'));
    f.clock.advance(30_000);
    await f.secondStep.execute({ desafio: next, codigo: f.code(secret) }, 'c');
    expect(await f.store.attemptsOf('ana')).to.deep.equal({ failures: 0, lockedUntil: null });
  });

  it('the Google sign-in is one factor: an account with a second factor answers the second step, not a session', async () => {
    const f = factors();
    await withApp(f);
    const answer = await f.google.execute({ code: 'c', state: 's', flow: { state: 's', nonce: 'n', codeVerifier: 'v' } }, 'c');
    expect(answer).not.to.have.property('token');
    expect('segundoPaso' in answer && answer.segundoPaso.metodos).to.deep.equal(['app', 'recuperacion']);
  });

  it('turning the app off takes the recovery codes; new codes need a factor', async () => {
    const f = factors();
    await withApp(f);
    expect(await f.regenerate.execute(ANA)).to.have.length(10);
    await f.remove.execute(ANA);
    expect(f.store.codes.size).to.equal(0);
    expect((await refusal(f.regenerate.execute(ANA))).code).to.equal('NO_SECOND_FACTOR');
  });

  it('of five requests at once to turn the app off one does it and records it; the others are told there is none', async () => {
    const f = factors();
    await withApp(f);
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => f.remove.execute(ANA)));
    expect(answers.filter((r) => r.status === 'fulfilled')).to.have.length(1);
    for (const r of answers.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect((r.reason as { code: string }).code).to.equal('TOTP_NOT_FOUND');
    expect(f.log.entries.filter((e) => e.accion === 'segundo-factor.app-quitada')).to.have.length(1);
  });

  it('records each change of the second factor in the audit log, never the secret or a code', async () => {
    const f = factors();
    const { secret, codes } = await withApp(f);
    await f.regenerate.execute(ANA);
    await f.remove.execute(ANA);
    expect(f.log.entries.map((e) => [e.accion, e.actorId, e.objetoId])).to.deep.equal([
      ['segundo-factor.app-activada', 'ana', 'ana'],
      ['segundo-factor.codigos-nuevos', 'ana', 'ana'],
      ['segundo-factor.app-quitada', 'ana', 'ana'],
    ]);
    const stored = JSON.stringify(f.log.entries);
    expect(stored).not.to.include(secret);
    for (const code of codes) expect(stored).not.to.include(code);
  });
});
