import { expect } from 'chai';
import { IRACING_MSG, type IracingSettingsAnswer } from '../../../src/contracts/iracing.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import type { EnvironmentCredentials } from '../../../src/modules/iracing/application/credentials.js';
import { GetIracingSettings, MASKED, SaveIracingSettings, TestIracingConnection } from '../../../src/modules/iracing/application/iracing-settings.use-case.js';
import { inMaintenance } from '../../../src/modules/iracing/domain/iracing.errors.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, ForbiddenError, ServiceUnavailableError, ValidationError } from '../../../src/platform/errors.js';
import { FakeIracingApi, MemoryCredentialStore } from '../../support/in-memory/iracing.js';
import { refusal } from '../../support/refusal.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'piloto', rol: 'user', suspendido: false };

const STORED = { clientId: 'parrilla-app', clientSecret: 'secreto-del-cliente', username: 'liga@parrilla.mx', password: 'contraseña-1' };

function settings(stored: Partial<typeof STORED> = STORED, environment: EnvironmentCredentials = {}) {
  const credentials = new MemoryCredentialStore(stored);
  const api = new FakeIracingApi();
  const clock = new ManualClock(new Date('2026-04-05T12:00:00.000Z'));
  const { audit, log } = memoryAudit(clock);
  const deps = { credentials, environment, api, clock, tx: new MemoryTransactions(log), audit };
  return { log, credentials, api, get: new GetIracingSettings(deps), save: new SaveIracingSettings(deps), test: new TestIracingConnection(deps) };
}


const field = (answer: IracingSettingsAnswer, campo: string) => answer.campos.find((c) => c.campo === campo)!;
const values = (answer: IracingSettingsAnswer) => Object.fromEntries(answer.campos.map((c) => [c.campo, c.valor]));

describe('Ajustes → iRacing: the connection settings over a store in memory', () => {
  it('refuses a driver who is not an admin: reading, saving and testing alike, storing nothing', async () => {
    const { get, save, test, credentials, api } = settings();
    expect(await refusal(get.execute(driver))).to.be.instanceOf(ForbiddenError);
    expect(await refusal(save.execute(driver, { clientId: 'otra-app' }))).to.be.instanceOf(ForbiddenError);
    expect(await refusal(test.execute(driver))).to.be.instanceOf(ForbiddenError);
    expect(credentials.sets).to.deep.equal([]);
    expect(credentials.values.get('clientId')).to.equal('parrilla-app');
    expect(api.calls).to.deep.equal([]);
  });

  it('answers the secrets masked and the client id and username in full', async () => {
    const answer = await settings().get.execute(admin);
    expect(values(answer)).to.deep.equal({ clientId: 'parrilla-app', clientSecret: MASKED, username: 'liga@parrilla.mx', password: MASKED });
    expect(answer.campos.every((c) => c.configurado && !c.desdeEntorno)).to.be.true;
    expect(answer.completo).to.be.true;
  });

  it('answers an unset credential as null and not configured, and the settings as incomplete', async () => {
    const answer = await settings({ clientId: 'parrilla-app', username: 'liga@parrilla.mx' }).get.execute(admin);
    expect(field(answer, 'password')).to.deep.equal({ campo: 'password', valor: null, configurado: false, desdeEntorno: false });
    expect(answer.completo).to.be.false;
  });

  it('lets a value set in the environment win over the stored one, flagged desdeEntorno', async () => {
    const answer = await settings(STORED, { username: 'entorno@parrilla.mx', password: 'de-entorno' }).get.execute(admin);
    expect(field(answer, 'username')).to.deep.equal({ campo: 'username', valor: 'entorno@parrilla.mx', configurado: true, desdeEntorno: true });
    expect(field(answer, 'password')).to.deep.equal({ campo: 'password', valor: MASKED, configurado: true, desdeEntorno: true });
    expect(field(answer, 'clientId').desdeEntorno).to.be.false;
  });

  it('refuses to change a value the environment sets, with its reason, and stores nothing of the same request', async () => {
    const { save, credentials } = settings(STORED, { username: 'entorno@parrilla.mx' });
    const error = await refusal(save.execute(admin, { clientId: 'otra-app', username: 'otro@parrilla.mx' }));
    expect(error).to.be.instanceOf(ValidationError);
    expect(error.message).to.equal(IRACING_MSG.fromEnvironment);
    expect(error.errors).to.deep.equal({ username: IRACING_MSG.fromEnvironment });
    expect(credentials.sets).to.deep.equal([]);
    expect(credentials.values.get('clientId')).to.equal('parrilla-app');
  });

  it('takes back an environment value sent unchanged, or a secret sent masked, as no change', async () => {
    const { save, credentials } = settings(STORED, { username: 'entorno@parrilla.mx', password: 'de-entorno' });
    const answer = await save.execute(admin, { username: 'entorno@parrilla.mx', password: MASKED });
    expect(credentials.sets).to.deep.equal([]);
    expect(field(answer, 'username').valor).to.equal('entorno@parrilla.mx');
  });

  it("removes a value sent as '', keeps a secret sent masked or not sent, and replaces one sent new exactly as typed (spaces and all)", async () => {
    const { save, credentials } = settings();
    const answer = await save.execute(admin, { clientId: '', clientSecret: MASKED, password: '  nueva-contraseña  ' });
    expect(credentials.sets).to.deep.equal([
      { field: 'clientId', value: null },
      { field: 'password', value: '  nueva-contraseña  ' },
    ]);
    expect(Object.fromEntries(credentials.values)).to.deep.equal({ clientSecret: 'secreto-del-cliente', username: 'liga@parrilla.mx', password: '  nueva-contraseña  ' });
    expect(values(answer)).to.deep.equal({ clientId: null, clientSecret: MASKED, username: 'liga@parrilla.mx', password: MASKED });
    expect(answer.completo).to.be.false;
  });

  it('stores nothing when a value equals the one stored', async () => {
    const { save, credentials } = settings();
    await save.execute(admin, { clientId: 'parrilla-app', username: 'liga@parrilla.mx' });
    expect(credentials.sets).to.deep.equal([]);
  });

  it('records a change of the connection once, the secrets masked, and nothing when nothing changed', async () => {
    const { save, log } = settings();
    await save.execute(admin, { clientId: 'parrilla-app' });
    expect(log.entries).to.deep.equal([]);
    await save.execute(admin, { clientId: 'nueva-app', clientSecret: 'otro-secreto-largo', password: '' });
    expect(log.entries.map((e) => [e.accion, e.actorId, e.cambios])).to.deep.equal([
      [
        'ajustes.iracing',
        'admin',
        [
          { campo: 'clientId', antes: 'parrilla-app', despues: 'nueva-app' },
          { campo: 'clientSecret', antes: '••••••', despues: '••••••' },
          { campo: 'password', antes: '••••••', despues: null },
        ],
      ],
    ]);
    expect(JSON.stringify(log.entries)).not.to.include('otro-secreto').and.not.include('secreto-del-cliente').and.not.include('contraseña-1');
  });

  it('checks everything before storing anything: a field too long refuses the whole request', async () => {
    const { save, credentials } = settings();
    const error = await refusal(save.execute(admin, { clientId: 'nueva-app', password: 'x'.repeat(201) }));
    expect(error).to.be.instanceOf(ValidationError);
    expect(error.errors).to.deep.equal({ password: IRACING_MSG.fieldTooLong });
    expect(credentials.sets).to.deep.equal([]);
    expect(credentials.values.get('clientId')).to.equal('parrilla-app');
  });

  it("tests the connection by answering the name and cust_id of the iRacing account it signs in as", async () => {
    const { test, api, log } = settings();
    api.memberAnswer = { custId: 987654, displayName: 'Liga Parrilla MX' };
    expect(await test.execute(admin)).to.deep.equal({ message: 'Conectado con iRacing como Liga Parrilla MX (987654)', custId: 987654, nombre: 'Liga Parrilla MX' });
    expect(api.count('member')).to.equal(1);
    // Recorded once, with the account it reached and no secret.
    expect(log.entries.map((e) => [e.actorId, e.accion, e.cambios])).to.deep.equal([['admin', 'ajustes.iracing-probado', [{ campo: 'cuenta', antes: null, despues: 'Liga Parrilla MX (987654)' }]]]);
    expect(JSON.stringify(log.entries)).to.not.include(STORED.clientSecret).and.not.include(STORED.password);
  });

  it('tests with the environment filling what the store lacks', async () => {
    const { test, api } = settings({ clientId: 'parrilla-app', clientSecret: 's', username: 'liga@parrilla.mx' }, { password: 'de-entorno' });
    expect((await test.execute(admin)).nombre).to.equal('Liga Parrilla');
    expect(api.count('member')).to.equal(1);
  });

  it('refuses to test while a credential is missing, as not configured, without asking iRacing', async () => {
    const { test, api } = settings({ clientId: 'parrilla-app', clientSecret: 's', username: 'liga@parrilla.mx' });
    const error = await refusal(test.execute(admin));
    expect(error).to.be.instanceOf(ConflictError);
    expect(error.message).to.equal(IRACING_MSG.notConfigured);
    expect(api.calls).to.deep.equal([]);
  });

  it("answers iRacing's own reason when the test cannot sign in", async () => {
    const { test, api } = settings();
    api.fail('member', inMaintenance());
    const error = await refusal(test.execute(admin));
    expect(error).to.be.instanceOf(ServiceUnavailableError);
    expect(error.message).to.equal(IRACING_MSG.maintenance);
  });
});
