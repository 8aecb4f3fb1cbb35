import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { REGISTER_MESSAGE } from '../../../src/contracts/identity.contract.js';
import { REGISTER_NOTICES_PER_ADDRESS } from '../../../src/modules/identity/application/register-user.use-case.js';
import type { AppContext } from '../../../src/container.js';
import { countUsers, queuedMails, useTestApi } from './identity-fixtures.js';

const rowByEmail = (context: AppContext, email: string) => context.knex('users').where({ email }).first();

const valid = { nombre: 'Ana', apellido: 'López', email: 'ana@ejemplo.test', password: 'secreto1' };

describeEachDatabase('POST /api/auth/register', (kind) => {
  const t = useTestApi(kind);

  it('creates an account, stores an argon2 hash and answers 201 with only the message', async () => {
    const res = await t.api.request.post('/api/auth/register').send(valid);
    expect(res.status).to.equal(201);
    expect(res.body).to.deep.equal({ message: REGISTER_MESSAGE });

    const row = await rowByEmail(t.context, 'ana@ejemplo.test');
    expect(row).to.include({ nombre: 'Ana', apellido: 'López', rol: 'user', authProvider: 'local' });
    expect(Boolean(row.suspendido)).to.equal(false);
    expect(row.passwordHash).to.be.a('string').and.match(/^\$argon2id\$/);
    const login = await t.api.request.post('/api/auth/login').send({ email: valid.email, password: valid.password });
    expect(login.status).to.equal(200);
    expect(login.body.user).to.include({ email: 'ana@ejemplo.test', nombre: 'Ana' });
  });

  it('stores the e-mail trimmed and lower-cased and derives a unique username from the name', async () => {
    await t.api.request.post('/api/auth/register').send({ ...valid, email: '  Ana@Ejemplo.TEST ' }).expect(201);
    await t.api.request.post('/api/auth/register').send({ ...valid, email: 'otra.ana@ejemplo.test' }).expect(201);
    expect((await rowByEmail(t.context, 'ana@ejemplo.test')).username).to.equal('ana.lopez');
    expect((await rowByEmail(t.context, 'otra.ana@ejemplo.test')).username).to.equal('ana.lopez2');
  });

  it('registers six people of the same name at once, every one, each with a username of his own', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `juan.perez${i}@ejemplo.test`);
    const answers = await Promise.all(emails.map((email) => t.api.request.post('/api/auth/register').send({ nombre: 'Juan', apellido: 'Pérez', email, password: 'secreto1' })));
    expect(answers.map((r) => r.status), JSON.stringify(answers.map((r) => r.body))).to.deep.equal([201, 201, 201, 201, 201, 201]);
    const rows: Array<{ email: string; username: string }> = await t.context.knex('users').whereIn('email', emails).select('email', 'username');
    expect(rows.map((r) => r.email).sort()).to.deep.equal(emails);
    expect(rows.map((r) => r.username).sort()).to.deep.equal(['juan.perez', 'juan.perez2', 'juan.perez3', 'juan.perez4', 'juan.perez5', 'juan.perez6']);
    for (const email of emails) expect((await t.api.request.post('/api/auth/login').send({ email, password: 'secreto1' })).status, email).to.equal(200);
  });

  it('ignores a role, an id or a suspension sent by the client: every registration is an ordinary user', async () => {
    const res = await t.api.request.post('/api/auth/register').send({ ...valid, rol: 'admin', role: 'admin', isAdmin: true, id: 'elegido', _id: 'elegido', suspendido: true, tokenVersion: 9 });
    expect(res.status).to.equal(201);
    const row = await rowByEmail(t.context, 'ana@ejemplo.test');
    expect(row).to.include({ rol: 'user' });
    expect(row.id).to.not.equal('elegido');
    expect(Boolean(row.suspendido)).to.equal(false);
    expect(Number(row.tokenVersion)).to.equal(0);
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

  it('answers a known address (in any case) exactly as a new one, changes nothing, and mails its owner the ways in', async () => {
    await t.api.request.post('/api/auth/register').send(valid).expect(201);
    const before = await rowByEmail(t.context, 'ana@ejemplo.test');
    const fresh = await t.api.request.post('/api/auth/register').send({ ...valid, email: 'nueva@ejemplo.test' });
    const known = await t.api.request.post('/api/auth/register').send({ ...valid, nombre: 'Otra', password: 'otraclave9', email: 'ANA@ejemplo.test' });

    expect(known.status).to.equal(fresh.status).and.to.equal(201);
    expect(known.body).to.deep.equal(fresh.body);
    expect(known.headers['content-type']).to.equal(fresh.headers['content-type']);
    expect(await countUsers(t.context)).to.equal(2);
    expect(await rowByEmail(t.context, 'ana@ejemplo.test')).to.deep.equal(before);
    // The owner's password still works; the one sent in the second registration does not.
    expect((await t.api.request.post('/api/auth/login').send({ email: valid.email, password: valid.password })).status).to.equal(200);
    expect((await t.api.request.post('/api/auth/login').send({ email: valid.email, password: 'otraclave9' })).status).to.equal(401);

    const mails = await queuedMails(t.context);
    expect(mails.map((m) => m.to)).to.deep.equal(['ana@ejemplo.test']);
    const [mail] = mails;
    expect(mail.subject).to.equal('Intento de registro con tu correo en Parrilla');
    expect(mail.text).to.contain('Hola, Ana:');
    expect(mail.text).to.contain('Alguien intentó registrarse en Parrilla con este correo, pero ya tienes una cuenta con él');
    expect(mail.text).to.contain('Si fuiste tú, inicia sesión con tu cuenta:\nhttp://localhost:3000/login\n');
    expect(mail.text).to.contain('Si no recuerdas tu contraseña, restablécela aquí:\nhttp://localhost:3000/login?recuperar=1\n');
    expect(mail.html).to.contain('href="http://localhost:3000/login?recuperar=1"');
  });

  it(`mails the owner at most ${REGISTER_NOTICES_PER_ADDRESS} times a window however often the address is tried, answering alike every time`, async () => {
    await t.api.request.post('/api/auth/register').send(valid).expect(201);
    for (let i = 0; i < REGISTER_NOTICES_PER_ADDRESS + 3; i += 1) {
      const res = await t.api.request.post('/api/auth/register').send(valid);
      expect(res.status).to.equal(201);
      expect(res.body).to.deep.equal({ message: REGISTER_MESSAGE });
    }
    expect(await queuedMails(t.context)).to.have.length(REGISTER_NOTICES_PER_ADDRESS);
    expect(await countUsers(t.context)).to.equal(1);
  });
});
