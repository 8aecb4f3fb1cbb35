import { expect } from 'chai';
import { FinishPasskeyRegistration, ListPasskeys, RemovePasskey, RenamePasskey, StartPasskeyRegistration, WEBAUTHN_CHALLENGE_TTL_MS } from '../../../src/modules/identity/application/passkeys.use-case.js';
import { FinishPasskeySignIn, StartPasskeySignIn } from '../../../src/modules/identity/application/sign-in-with-passkey.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { statusOf } from '../../../src/platform/errors.js';
import { aUser, claimsIssuer, MemoryChallenges, MemoryEnrolmentDirectory, MemoryPasskeys, MemorySessionConfirmations, MemorySessions, MemoryUsers, StandInWebAuthn } from '../../support/in-memory/identity.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const ANA: Actor = { id: 'ana', rol: 'user', suspendido: false };
const BETO: Actor = { id: 'beto', rol: 'user', suspendido: false };

function passkeys() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const users = new MemoryUsers();
  void users.insert(aUser({ id: 'ana' }));
  void users.insert(aUser({ id: 'beto' }));
  const store = new MemoryPasskeys();
  const challenges = new MemoryChallenges();
  const sessions = new MemorySessions();
  const outbox = new MemoryOutbox();
  const deps = {
    sessions,
    outbox,
    publicUrl: 'https://parrilla.test',
    users,
    passkeys: store,
    challenges,
    webauthn: new StandInWebAuthn(),
    tokens: claimsIssuer,
    enrolments: new MemoryEnrolmentDirectory(),
    confirmations: new MemorySessionConfirmations(),
    clock,
    newId: sequentialIds('id'),
    tx: new MemoryTransactions(store, sessions, outbox),
    audit: memoryAudit(clock).audit,
  };
  return {
    clock,
    store,
    sessions,
    challenges,
    start: new StartPasskeyRegistration(deps),
    finish: new FinishPasskeyRegistration(deps),
    list: new ListPasskeys(deps),
    rename: new RenamePasskey(deps),
    remove: new RemovePasskey(deps),
    signInOptions: new StartPasskeySignIn(deps),
    signIn: new FinishPasskeySignIn(deps),
  };
}

async function withKey(p: ReturnType<typeof passkeys>, actor: Actor, id: string, nombre?: string) {
  const start = await p.start.execute(actor);
  return p.finish.execute(actor, { desafio: start.desafio, respuesta: { id, challenge: start.opciones.challenge }, ...(nombre ? { nombre } : {}) });
}

describe('Passkeys over memory', () => {
  it('adds a passkey named by its owner (or numbered), signs in with it and marks its last use', async () => {
    const p = passkeys();
    expect(await withKey(p, ANA, 'cred-1', 'Teléfono')).to.include({ nombre: 'Teléfono', ultimoUso: null });
    expect((await withKey(p, ANA, 'cred-2')).nombre).to.equal('Llave de acceso 2');
    const options = await p.signInOptions.execute();
    p.clock.advance(30_000);
    const session = await p.signIn.execute({ desafio: options.desafio, respuesta: { id: 'cred-1', userHandle: 'ana', challenge: options.opciones.challenge } }, 'c');
    const claims = JSON.parse(session.token);
    expect(claims).to.include({ sub: 'ana', tv: 0 });
    expect((await p.sessions.findById(claims.sid))?.userId, 'the session the token names').to.equal('ana');
    expect((await p.list.execute(ANA)).map((k) => [k.nombre, k.ultimoUso])).to.deep.equal([
      ['Teléfono', '2026-04-01T18:00:30.000Z'],
      ['Llave de acceso 2', null],
    ]);
  });

  it('takes a challenge once and not after it expires; a registration challenge only for its own account', async () => {
    const p = passkeys();
    await withKey(p, ANA, 'cred-1');
    const options = await p.signInOptions.execute();
    const respuesta = { id: 'cred-1', challenge: options.opciones.challenge };
    await p.signIn.execute({ desafio: options.desafio, respuesta }, 'c');
    expect((await refusal(p.signIn.execute({ desafio: options.desafio, respuesta }, 'c'))).message).to.equal('La solicitud de la llave de acceso expiró o ya se usó. Vuelve a intentarlo.');

    const late = await p.signInOptions.execute();
    p.clock.advance(WEBAUTHN_CHALLENGE_TTL_MS);
    expect((await refusal(p.signIn.execute({ desafio: late.desafio, respuesta: { id: 'cred-1', challenge: late.opciones.challenge } }, 'c'))).code).to.equal('VALIDATION_ERROR');

    const anas = await p.start.execute(ANA);
    expect((await refusal(p.finish.execute(BETO, { desafio: anas.desafio, respuesta: { id: 'cred-x', challenge: anas.opciones.challenge } }))).code).to.equal('VALIDATION_ERROR');
    expect(await p.list.execute(BETO)).to.deep.equal([]);
  });

  it('a passkey of one account never signs in another, and a failed check neither marks it used nor issues anything', async () => {
    const p = passkeys();
    await withKey(p, ANA, 'cred-1');
    for (const respuesta of [
      { id: 'cred-1', userHandle: 'beto' },
      { id: 'desconocida' },
      { id: 'cred-1', uv: false },
    ]) {
      const options = await p.signInOptions.execute();
      const refused = await refusal(p.signIn.execute({ desafio: options.desafio, respuesta: { ...respuesta, challenge: options.opciones.challenge } }, 'c'));
      expect([statusOf(refused), refused.code]).to.deep.equal([401, 'PASSKEY_INVALID']);
    }
    expect((await p.list.execute(ANA))[0]!.ultimoUso).to.equal(null);
  });

  it('refuses the same credential twice, and a registration the authenticator did not verify', async () => {
    const p = passkeys();
    await withKey(p, ANA, 'cred-1');
    expect((await refusal(withKey(p, BETO, 'cred-1'))).code).to.equal('PASSKEY_TAKEN');
    const start = await p.start.execute(ANA);
    expect((await refusal(p.finish.execute(ANA, { desafio: start.desafio, respuesta: { id: 'cred-2', challenge: start.opciones.challenge, uv: false } }))).message).to.equal(
      'No se pudo verificar la llave de acceso. Vuelve a intentarlo.',
    );
  });

  it('renames and removes only the owner\'s passkeys; a suspended account adds none', async () => {
    const p = passkeys();
    const key = await withKey(p, ANA, 'cred-1');
    expect((await refusal(p.rename.execute(BETO, key.id, { nombre: 'Mía' }))).code).to.equal('PASSKEY_NOT_FOUND');
    expect((await refusal(p.remove.execute(BETO, key.id))).code).to.equal('PASSKEY_NOT_FOUND');
    await p.rename.execute(ANA, key.id, { nombre: ' Laptop ' });
    expect((await p.list.execute(ANA))[0]!.nombre).to.equal('Laptop');
    await p.remove.execute(ANA, key.id);
    expect(await p.list.execute(ANA)).to.deep.equal([]);
    expect((await refusal(p.start.execute({ ...ANA, suspendido: true }))).message).to.equal('Tu cuenta está suspendida');
  });
});
