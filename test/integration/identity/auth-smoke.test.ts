import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { startTestHttp, type TestHttp } from '../../support/http.js';

describeEachDatabase('Registration and sign-in', (kind) => {
  let context: AppContext;
  let api: TestHttp;

  before(async () => {
    context = await bootTestContext(kind);
    api = await startTestHttp(context);
  });
  after(async () => {
    await api.close();
    await context.close();
  });
  beforeEach(() => truncateAll(context));

  it('registers, signs in with the token in body and cookie, and reads the profile with either', async () => {
    const reg = await api.request.post('/api/auth/register').send({ nombre: 'Ana', apellido: 'Ruiz', email: ' Ana@Ejemplo.test ', password: 'secreto1' });
    expect(reg.status).to.equal(201);
    expect(reg.body).to.have.all.keys('message');

    const login = await api.request.post('/api/auth/login').send({ email: 'ANA@ejemplo.test', password: 'secreto1' });
    expect(login.status).to.equal(200);
    const cookie = login.headers['set-cookie'] as unknown as string[];
    expect(cookie.join(';')).to.match(/token=[^;]+;.*httponly/i).and.match(/samesite=strict/i);

    const byBearer = await api.request.get('/api/users/profile').set('Authorization', `Bearer ${login.body.token}`);
    expect(byBearer.status).to.equal(200);
    expect(byBearer.body.id).to.equal(login.body.user.id);
    expect(byBearer.body.email).to.equal('ana@ejemplo.test');
    const byCookie = await api.request.get('/api/users/profile').set('Cookie', `token=${login.body.token}`);
    expect(byCookie.body.email).to.equal('ana@ejemplo.test');
  });

  it('answers Credenciales inválidas for a wrong password and an unknown address alike', async () => {
    await api.request.post('/api/auth/register').send({ nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test', password: 'secreto1' });
    const wrong = await api.request.post('/api/auth/login').send({ email: 'ana@ejemplo.test', password: 'otracosa' });
    const unknown = await api.request.post('/api/auth/login').send({ email: 'nadie@ejemplo.test', password: 'otracosa' });
    expect(wrong.status).to.equal(401);
    expect(unknown.status).to.equal(401);
    expect(wrong.body).to.deep.equal({ message: 'Credenciales inválidas', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).to.deep.equal(wrong.body);
  });
});
