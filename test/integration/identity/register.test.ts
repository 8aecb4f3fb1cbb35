import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { countUsers, useTestApi, userRow } from './identity-fixtures.js';

const valid = { nombre: 'Ana', apellido: 'López', email: 'ana@ejemplo.test', password: 'secreto1' };

describeEachDatabase('POST /api/auth/register', (kind) => {
  const t = useTestApi(kind);

  it('creates an account and answers 201 with the message and the user view, never the hash', async () => {
    const res = await t.api.request.post('/api/auth/register').send(valid);
    expect(res.status).to.equal(201);
    expect(res.body.message).to.equal('Usuario registrado con éxito');
    expect(res.body.user).to.include({ nombre: 'Ana', apellido: 'López', email: 'ana@ejemplo.test', rol: 'user', role: 'user', suspendido: false, authProvider: 'local' });
    expect(res.body.user._id).to.equal(res.body.user.id);
    expect(res.body.user).not.to.have.any.keys('passwordHash', 'tokenVersion', 'password');

    const row = await userRow(t.context, res.body.user.id);
    expect(row.passwordHash).to.be.a('string').and.match(/^\$argon2id\$/);
  });

  it('stores the e-mail trimmed and lower-cased and derives a unique username from the name', async () => {
    const first = await t.api.request.post('/api/auth/register').send({ ...valid, email: '  Ana@Ejemplo.TEST ' });
    const second = await t.api.request.post('/api/auth/register').send({ ...valid, email: 'otra.ana@ejemplo.test' });
    expect(first.body.user.email).to.equal('ana@ejemplo.test');
    expect(first.body.user.username).to.equal('ana.lopez');
    expect(second.body.user.username).to.equal('ana.lopez2');
  });

  it('ignores a role sent by the client: every registration is an ordinary user', async () => {
    const res = await t.api.request.post('/api/auth/register').send({ ...valid, rol: 'admin', suspendido: true });
    expect(res.status).to.equal(201);
    expect((await userRow(t.context, res.body.user.id)).rol).to.equal('user');
    expect(res.body.user.suspendido).to.equal(false);
  });

  it('answers 400 with the message of every missing field and stores nothing', async () => {
    const res = await t.api.request.post('/api/auth/register').send({});
    expect(res.status).to.equal(400);
    expect(res.body.code).to.equal('VALIDATION_ERROR');
    expect(res.body.errors).to.deep.equal({
      nombre: 'Debe tener al menos 2 caracteres',
      apellido: 'Debe tener al menos 2 caracteres',
      email: 'El correo es requerido',
      password: 'La contraseña es requerida',
    });
    expect(res.body.message).to.equal('Debe tener al menos 2 caracteres');
    expect(await countUsers(t.context)).to.equal(0);
  });

  it('answers the specification’s message for each bad value and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ nombre: 'A' }, 'nombre', 'Debe tener al menos 2 caracteres'],
      [{ apellido: ' L ' }, 'apellido', 'Debe tener al menos 2 caracteres'],
      [{ email: 'no-es-un-correo' }, 'email', 'Email inválido'],
      [{ password: '12345' }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
      [{ password: 'x'.repeat(129) }, 'password', 'La contraseña no puede tener más de 128 caracteres'],
    ];
    for (const [override, field, message] of cases) {
      const res = await t.api.request.post('/api/auth/register').send({ ...valid, ...override });
      expect(res.status, field).to.equal(400);
      expect(res.body.errors, field).to.deep.equal({ [field]: message });
    }
    expect(await countUsers(t.context)).to.equal(0);
  });

  it('accepts passwords of exactly 6 and exactly 128 characters', async () => {
    const short = await t.api.request.post('/api/auth/register').send({ ...valid, password: '123456' });
    const long = await t.api.request.post('/api/auth/register').send({ ...valid, email: 'b@ejemplo.test', password: 'y'.repeat(128) });
    expect(short.status).to.equal(201);
    expect(long.status).to.equal(201);
    const login = await t.api.request.post('/api/auth/login').send({ email: 'b@ejemplo.test', password: 'y'.repeat(128) });
    expect(login.status).to.equal(200);
  });

  it('refuses a second account for the same address in any case with 409 and keeps one row', async () => {
    await t.api.request.post('/api/auth/register').send(valid).expect(201);
    const res = await t.api.request.post('/api/auth/register').send({ ...valid, nombre: 'Otra', email: 'ANA@ejemplo.test' });
    expect(res.status).to.equal(409);
    expect(res.body).to.deep.equal({ message: 'Ya existe una cuenta con ese correo electrónico', code: 'EMAIL_TAKEN' });
    expect(await countUsers(t.context)).to.equal(1);
  });
});
