import { expect } from 'chai';
import { LOGIN_MAX_FAILURES_PER_CLIENT } from '../../../src/modules/identity/application/log-in.use-case.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';

describeEachDatabase('Rate limits behind a trusted proxy', (kind) => {
  const t = useTestApi(kind, { env: { TRUST_PROXY: 'true' } });

  it('counts the address the proxy added, so a client writing its own X-Forwarded-For cannot reset its limit', async function () {
    this.timeout(120_000);
    const ana = await createUser(t.context);
    // The proxy appends the real address (203.0.113.7); the client makes up a new one to its left each time.
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_CLIENT; i += 1) {
      const res = await t.api.request
        .post('/api/auth/login')
        .set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.7`)
        .send({ email: `nadie${i}@ejemplo.test`, password: 'incorrecta' });
      expect(res.status).to.equal(401);
    }
    const again = await t.api.request.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.99, 203.0.113.7').send({ email: ana.email, password: ana.password });
    expect(again.status).to.equal(429);
    expect(again.body.message).to.match(/Demasiados intentos/);

    // Another real client behind the same proxy is not held back.
    const other = await t.api.request.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.1, 203.0.113.8').send({ email: ana.email, password: ana.password });
    expect(other.status).to.equal(200);
  });
});
