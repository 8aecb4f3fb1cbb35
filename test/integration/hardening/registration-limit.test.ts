import { expect } from 'chai';
import { REGISTER_MAX_PER_CLIENT } from '../../../src/modules/identity/application/register-user.use-case.js';
import { describeEachDatabase } from '../../support/databases.js';
import { countUsers, useTestApi } from '../identity/identity-fixtures.js';

describeEachDatabase('Registration is rate-limited per client, like sign-in', (kind) => {
  const t = useTestApi(kind, { env: { TRUST_PROXY: 'true' } });

  const register = (address: string, n: number) =>
    t.api.request
      .post('/api/auth/register')
      .set('X-Forwarded-For', address)
      .send({ nombre: 'Piloto', apellido: 'Prueba', email: `piloto${n}@ejemplo.test`, password: 'secreto123' });

  it(`answers 429 in Spanish once one client has tried ${REGISTER_MAX_PER_CLIENT} registrations, storing nothing more; another client still registers`, async function () {
    this.timeout(120_000);
    for (let i = 0; i < REGISTER_MAX_PER_CLIENT; i += 1) expect((await register('198.51.100.5', i)).status).to.equal(201);
    const refused = await register('198.51.100.5', 999);
    expect(refused.status).to.equal(429);
    expect(refused.body).to.deep.equal({ message: 'Demasiados registros desde esta conexión. Espera un rato e inténtalo de nuevo.', code: 'TOO_MANY_REQUESTS' });
    expect(refused.headers['retry-after']).to.be.a('string');
    expect(await countUsers(t.context)).to.equal(REGISTER_MAX_PER_CLIENT);

    expect((await register('203.0.113.9', 1000)).status).to.equal(201);
  });
});
