import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

describeEachDatabase('Signing out revokes the token', (kind) => {
  const t = useTestApi(kind);

  it('makes the token used to sign out (sent as a bearer, as a copied cookie would be) answer 401 afterwards', async () => {
    const ana = await createUser(t.context);
    expect((await t.api.request.get('/api/users/profile').set(bearer(ana.token))).status).to.equal(200);

    const out = await t.api.request.post('/api/auth/logout').set(bearer(ana.token));
    expect(out.status).to.equal(200);
    expect(out.body).to.deep.equal({ message: 'Sesión cerrada' });

    for (const headers of [bearer(ana.token), { Cookie: `token=${ana.token}` }]) {
      const after = await t.api.request.get('/api/users/profile').set(headers);
      expect(after.status).to.equal(401);
      expect(after.body.code).to.equal('UNAUTHENTICATED');
    }
    // Signing in again gives a working session.
    const again = await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password });
    expect((await t.api.request.get('/api/users/profile').set(bearer(again.body.token))).status).to.equal(200);
  });

  it('lets a suspended account sign out too, and answers a visitor without a session alike', async () => {
    const suspended = await createUser(t.context, { suspendido: true });
    expect((await t.api.request.post('/api/auth/logout').set(bearer(suspended.token))).status).to.equal(200);
    expect((await t.api.request.get('/api/users/profile').set(bearer(suspended.token))).status).to.equal(401);
    const visitor = await t.api.request.post('/api/auth/logout');
    expect(visitor.status).to.equal(200);
    expect(visitor.body).to.deep.equal({ message: 'Sesión cerrada' });
  });
});
