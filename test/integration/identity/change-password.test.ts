import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, setCookies, useTestApi } from './identity-fixtures.js';

describeEachDatabase('POST /api/users/change-password', (kind) => {
  const t = useTestApi(kind);

  const change = (token: string, body: Record<string, unknown>) => t.api.request.post('/api/users/change-password').set(bearer(token)).send(body);
  const login = (email: string, password: string) => t.api.request.post('/api/auth/login').send({ email, password });
  const profile = (token: string) => t.api.request.get('/api/users/profile').set(bearer(token));

  it('answers 401 without a session', async () => {
    const res = await t.api.request.post('/api/users/change-password').send({ currentPassword: 'a', newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(res.status).to.equal(401);
  });

  it('changes the password, answers a fresh token and cookie, and revokes every earlier token', async () => {
    const ana = await createUser(t.context);
    const res = await change(ana.token, { currentPassword: ana.password, newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Contraseña cambiada con éxito');
    expect(res.body.token).to.be.a('string').and.not.equal(ana.token);
    expect(setCookies(res.headers).find((c) => c.startsWith('token='))).to.include(`token=${res.body.token};`);

    expect((await profile(ana.token)).status).to.equal(401);
    expect((await profile(res.body.token)).status).to.equal(200);
    expect((await login(ana.email, ana.password)).status).to.equal(401);
    expect((await login(ana.email, 'nueva-clave')).status).to.equal(200);
  });

  it('answers 403 Tu cuenta está suspendida to a suspended account and keeps its password', async () => {
    const ana = await createUser(t.context, { suspendido: true });
    const res = await change(ana.token, { currentPassword: ana.password, newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(res.status).to.equal(403);
    expect(res.body).to.deep.equal({ message: 'Tu cuenta está suspendida', code: 'ACCOUNT_SUSPENDED' });
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });

  it('answers 400 for a wrong current password and keeps the old password and token', async () => {
    const ana = await createUser(t.context);
    const res = await change(ana.token, { currentPassword: 'no-es-esta', newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(res.status).to.equal(400);
    expect(res.body).to.deep.equal({
      message: 'La contraseña actual es incorrecta',
      code: 'VALIDATION_ERROR',
      errors: { currentPassword: 'La contraseña actual es incorrecta' },
    });
    expect((await profile(ana.token)).status).to.equal(200);
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });

  it('answers the specification’s message for each missing or bad field', async () => {
    const ana = await createUser(t.context);
    expect((await change(ana.token, {})).body.errors).to.deep.equal({
      currentPassword: 'La contraseña actual es requerida',
      newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
      confirmPassword: 'Confirma la nueva contraseña',
    });
    expect((await change(ana.token, { currentPassword: ana.password, newPassword: '12345', confirmPassword: '12345' })).body.errors).to.deep.equal({
      newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
    });
    const differ = await change(ana.token, { currentPassword: ana.password, newPassword: 'nueva-clave', confirmPassword: 'otra-clave' });
    expect(differ.status).to.equal(400);
    expect(differ.body.errors).to.deep.equal({ confirmPassword: 'Las contraseñas no coinciden' });
    expect((await login(ana.email, ana.password)).status).to.equal(200);
  });

  it('refuses an account with no password of its own (external sign-in only)', async () => {
    const ana = await createUser(t.context);
    await t.context.knex('users').where({ id: ana.id }).update({ passwordHash: null, authProvider: 'google' });
    const res = await change(ana.token, { currentPassword: ana.password, newPassword: 'nueva-clave', confirmPassword: 'nueva-clave' });
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.have.property('currentPassword');
  });
});
