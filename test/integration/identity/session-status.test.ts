import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from './identity-fixtures.js';

describeEachDatabase('GET /api/auth/session: whether a request carries a session, without a 401', (kind) => {
  const t = useTestApi(kind);

  it('answers 200 { autenticado: false } to a visitor, and to a bad or revoked token', async () => {
    const anonymous = await t.api.request.get('/api/auth/session');
    expect(anonymous.status).to.equal(200);
    expect(anonymous.body).to.deep.equal({ autenticado: false });

    const forged = await t.api.request.get('/api/auth/session').set('Cookie', 'token=no-es-un-token');
    expect(forged.status).to.equal(200);
    expect(forged.body).to.deep.equal({ autenticado: false });

    const ana = await createUser(t.context);
    await t.api.request.post('/api/users/change-password').set(bearer(ana.token)).send({ currentPassword: ana.password, newPassword: 'otra-clave-1', confirmPassword: 'otra-clave-1' }).expect(200);
    const revoked = await t.api.request.get('/api/auth/session').set('Cookie', `token=${ana.token}`);
    expect(revoked.status).to.equal(200);
    expect(revoked.body).to.deep.equal({ autenticado: false });
  });

  it('answers the account, as GET /api/users/profile does, to a signed-in request', async () => {
    const ana = await createUser(t.context, { nombre: 'Ana' });
    const session = await t.api.request.get('/api/auth/session').set('Cookie', `token=${ana.token}`);
    expect(session.status).to.equal(200);
    expect(session.body.autenticado).to.equal(true);
    const profile = await t.api.request.get('/api/users/profile').set(bearer(ana.token));
    expect(session.body.user).to.deep.equal(profile.body);
    expect(session.body.user).to.include({ id: ana.id, nombre: 'Ana' });
  });
});
