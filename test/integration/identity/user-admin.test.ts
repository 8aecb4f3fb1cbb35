import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { rowsReadDuring } from '../../support/rows-read.js';
import { DIRECTORY_PAGE, USERS_PAGE } from '../../../src/contracts/identity.contract.js';
import { IDENTITY } from '../../../src/modules/identity/index.js';
import { bearer, TINY_PNG, useTestApi, userRow } from './identity-fixtures.js';

describeEachDatabase('User administration and the driver directory', (kind) => {
  const t = useTestApi(kind);

  const list = (token: string, search?: string) => t.api.request.get('/api/users').query(search === undefined ? {} : { search }).set(bearer(token));
  const remove = (token: string, id: string) => t.api.request.delete(`/api/users/${id}`).set(bearer(token));
  const emailsOf = (body: Array<{ email: string }>) => body.map((u) => u.email).sort();

  describe('GET /api/users', () => {
    it('answers 401 without a session and 403 for an ordinary user', async () => {
      const ana = await createUser(t.context);
      expect((await t.api.request.get('/api/users')).status).to.equal(401);
      const res = await list(ana.token);
      expect(res.status).to.equal(403);
      expect(res.body).to.deep.equal({ message: 'Acceso solo para administradores', code: 'ADMIN_ONLY' });
    });

    it('lists every account with its e-mail, ordered by last name, for an admin and a superadmin', async () => {
      await createUser(t.context, { nombre: 'Zoe', apellido: 'Alvarez', email: 'zoe@ejemplo.test' });
      await createUser(t.context, { nombre: 'Ana', apellido: 'Zamora', email: 'ana@ejemplo.test' });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Medina', email: 'admin@ejemplo.test', rol: 'admin' });
      const root = await createUser(t.context, { nombre: 'Root', apellido: 'Nava', email: 'root@ejemplo.test', rol: 'superadmin' });

      const res = await list(admin.token);
      expect(res.status).to.equal(200);
      expect(res.body.data.map((u: { apellido: string }) => u.apellido)).to.deep.equal(['Alvarez', 'Medina', 'Nava', 'Zamora']);
      expect(res.body.siguiente).to.equal(null);
      expect(res.body.data[0]).to.include({ email: 'zoe@ejemplo.test', rol: 'user' }).and.not.have.property('passwordHash');
      expect((await list(root.token)).body.data).to.have.length(4);
    });

    it('searches by first name, last name or e-mail, ignoring case', async () => {
      await createUser(t.context, { nombre: 'Valentina', apellido: 'Ortega', email: 'vale@pista.test' });
      await createUser(t.context, { nombre: 'Bruno', apellido: 'Valdez', email: 'bruno@pista.test' });
      await createUser(t.context, { nombre: 'Carla', apellido: 'Ríos', email: 'carla.val@otro.test' });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Medina', email: 'admin@ejemplo.test', rol: 'admin' });

      expect(emailsOf((await list(admin.token, 'VALENT')).body.data)).to.deep.equal(['vale@pista.test']);
      expect(emailsOf((await list(admin.token, 'valdez')).body.data)).to.deep.equal(['bruno@pista.test']);
      expect(emailsOf((await list(admin.token, 'Carla.Val@')).body.data)).to.deep.equal(['carla.val@otro.test']);
      expect(emailsOf((await list(admin.token, 'val')).body.data)).to.deep.equal(['bruno@pista.test', 'carla.val@otro.test', 'vale@pista.test']);
      expect(emailsOf((await list(admin.token, 'pista.test')).body.data)).to.deep.equal(['bruno@pista.test', 'vale@pista.test']);
      expect((await list(admin.token, 'nadie')).body.data).to.deep.equal([]);
      expect((await list(admin.token, '   ')).body.data).to.have.length(4);
    });

    it('refuses a search longer than 100 characters with a Spanish message', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await list(admin.token, 'a'.repeat(101));
      expect(res.status).to.equal(400);
      expect(res.body).to.deep.equal({ message: 'La búsqueda debe tener como máximo 100 caracteres', code: 'VALIDATION_ERROR', errors: { search: 'La búsqueda debe tener como máximo 100 caracteres' } });
      expect((await list(admin.token, 'a'.repeat(100))).status).to.equal(200);
    });

    it('ignores accents and case on both sides: nunez finds Núñez, ÁNGEL finds angel, a full name finds its account', async () => {
      await createUser(t.context, { nombre: 'José', apellido: 'Núñez', email: 'jose@pista.test' });
      await createUser(t.context, { nombre: 'angel', apellido: 'Peña', email: 'angel@pista.test' });
      await createUser(t.context, { nombre: 'Nuria', apellido: 'Zúñiga', email: 'nuria@pista.test' });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Medina', email: 'admin@ejemplo.test', rol: 'admin' });

      expect(emailsOf((await list(admin.token, 'nunez')).body.data)).to.deep.equal(['jose@pista.test']);
      expect(emailsOf((await list(admin.token, 'NÚÑEZ')).body.data)).to.deep.equal(['jose@pista.test']);
      expect(emailsOf((await list(admin.token, 'ÁNGEL')).body.data)).to.deep.equal(['angel@pista.test']);
      expect(emailsOf((await list(admin.token, 'pena')).body.data)).to.deep.equal(['angel@pista.test']);
      expect(emailsOf((await list(admin.token, 'jose nunez')).body.data)).to.deep.equal(['jose@pista.test']);
      expect(emailsOf((await list(admin.token, 'uñ')).body.data)).to.deep.equal(['jose@pista.test', 'nuria@pista.test']);
      // The search does not run from the last name into the e-mail.
      expect((await list(admin.token, 'nunez jose@')).body.data).to.deep.equal([]);
    });

    it('finds an account by its new name once the name is edited, and no longer by the old one', async () => {
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@pista.test' });
      const admin = await createUser(t.context, { rol: 'admin' });
      await t.api.request.put(`/api/users/${ana.id}`).set(bearer(admin.token)).field('apellido', 'Ibáñez').expect(200);
      expect(emailsOf((await list(admin.token, 'ibanez')).body.data)).to.deep.equal(['ana@pista.test']);
      expect((await list(admin.token, 'ruiz')).body.data).to.deep.equal([]);
    });

    it('takes the search text literally: % and _ are not wildcards', async () => {
      await createUser(t.context, { email: 'a_b@ejemplo.test' });
      await createUser(t.context, { email: 'axb@ejemplo.test' });
      const admin = await createUser(t.context, { rol: 'admin' });
      expect((await list(admin.token, '%')).body.data).to.deep.equal([]);
      expect(emailsOf((await list(admin.token, 'a_b')).body.data)).to.deep.equal(['a_b@ejemplo.test']);
    });
    const page = (token: string, query: Record<string, string>) => t.api.request.get('/api/users').query(query).set(bearer(token));
    const pages = async (token: string, query: Record<string, string>) => {
      const seen: string[][] = [];
      let despues: string | null = null;
      do {
        const res = await page(token, { ...query, ...(despues ? { despues } : {}) });
        expect(res.status, res.text).to.equal(200);
        seen.push(res.body.data.map((u: { email: string }) => u.email));
        despues = res.body.siguiente;
      } while (despues && seen.length < 20);
      return seen;
    };

    it('answers a page at a time, ordered by last name and then first name with accents and case aside, each page following the last', async () => {
      const people = [
        ['Beto', 'beltran', 'beto@pista.test'],
        ['Zoe', 'Álvarez', 'zoe@pista.test'],
        ['Ana', 'Alvarez', 'ana@pista.test'],
        ['Íñigo', 'Núñez', 'inigo@pista.test'],
        ['Carla', 'Ñúñez', 'carla@pista.test'],
        ['ana', 'Ábrego', 'ana.abrego@pista.test'],
      ];
      for (const [nombre, apellido, email] of people) await createUser(t.context, { nombre, apellido, email });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Medina', email: 'admin@pista.test', rol: 'admin' });

      const seen = await pages(admin.token, { limite: '2' });
      expect(seen).to.deep.equal([
        ['ana.abrego@pista.test', 'ana@pista.test'],
        ['zoe@pista.test', 'beto@pista.test'],
        ['admin@pista.test', 'carla@pista.test'],
        ['inigo@pista.test'],
      ]);
      // A search pages the same way, and a page of exactly the last rows says there is no next one.
      expect(await pages(admin.token, { search: 'pista', limite: '3' })).to.deep.equal([
        ['ana.abrego@pista.test', 'ana@pista.test', 'zoe@pista.test'],
        ['beto@pista.test', 'admin@pista.test', 'carla@pista.test'],
        ['inigo@pista.test'],
      ]);
      expect(await pages(admin.token, { search: 'alvarez', limite: '2' })).to.deep.equal([['ana@pista.test', 'zoe@pista.test']]);
    });

    it('keeps its place when an account is added before the next page is asked', async () => {
      for (const apellido of ['Arce', 'Bravo', 'Cruz', 'Duran']) await createUser(t.context, { nombre: 'Pablo', apellido, email: `${apellido.toLowerCase()}@pista.test` });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Zeta', email: 'admin@pista.test', rol: 'admin' });
      const first = await page(admin.token, { limite: '2' });
      expect(first.body.data.map((u: { email: string }) => u.email)).to.deep.equal(['arce@pista.test', 'bravo@pista.test']);
      await createUser(t.context, { nombre: 'Pablo', apellido: 'Aguilar', email: 'aguilar@pista.test' });
      const second = await page(admin.token, { limite: '2', despues: first.body.siguiente });
      expect(second.body.data.map((u: { email: string }) => u.email)).to.deep.equal(['cruz@pista.test', 'duran@pista.test']);
    });

    it(`answers ${USERS_PAGE.size} accounts when no size is asked, and refuses a size out of 1 to ${USERS_PAGE.maxSize} or a made-up page in Spanish`, async () => {
      const register = t.context.container.get(IDENTITY.RegisterUser);
      for (let i = 0; i < USERS_PAGE.size + 1; i += 1) await register.execute({ nombre: 'Piloto', apellido: `Lote${String(i).padStart(3, '0')}`, email: `lote${i}@pista.test`, password: 'secreto123' });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Zeta', rol: 'admin' });
      const first = await page(admin.token, {});
      expect(first.body.data).to.have.length(USERS_PAGE.size);
      expect(first.body.siguiente).to.be.a('string');
      expect((await page(admin.token, { limite: String(USERS_PAGE.maxSize) })).body.data).to.have.length(USERS_PAGE.size + 2);

      const limit = `Se muestran de 1 a ${USERS_PAGE.maxSize} usuarios por página`;
      for (const limite of [String(USERS_PAGE.maxSize + 1), '0', '-3', '2.5', 'todos']) {
        const res = await page(admin.token, { limite });
        expect([res.status, res.body], limite).to.deep.equal([400, { message: limit, code: 'VALIDATION_ERROR', errors: { limite: limit } }]);
      }
      const lost = 'La página pedida no es válida: vuelve al inicio de la lista';
      for (const despues of ['no-es-un-cursor', Buffer.from('["a"]').toString('base64url'), Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(600)]) {
        const res = await page(admin.token, { despues });
        expect([res.status, res.body], despues).to.deep.equal([400, { message: lost, code: 'VALIDATION_ERROR', errors: { despues: lost } }]);
      }
    });

    it('lists only the accounts with a role when one is asked (the stewards picker), and refuses an unknown role', async () => {
      await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@pista.test', rol: 'comisario' });
      await createUser(t.context, { nombre: 'Beto', apellido: 'Sol', email: 'beto@pista.test' });
      await createUser(t.context, { nombre: 'Carla', apellido: 'Vega', email: 'carla@pista.test', rol: 'comisario' });
      const admin = await createUser(t.context, { rol: 'admin' });
      expect(await pages(admin.token, { rol: 'comisario', limite: '1' })).to.deep.equal([['ana@pista.test'], ['carla@pista.test']]);
      expect(await pages(admin.token, { rol: 'comisario', search: 'vega' })).to.deep.equal([['carla@pista.test']]);
      const res = await page(admin.token, { rol: 'jefe' });
      expect([res.status, res.body.errors]).to.deep.equal([400, { rol: 'Rol inválido' }]);
    });

    it('fills every page of an admin though cancelled accounts are left out, which the superadmin sees', async () => {
      const ids: string[] = [];
      for (const apellido of ['Arce', 'Bravo', 'Cruz', 'Duran']) ids.push((await createUser(t.context, { nombre: 'Pablo', apellido, email: `${apellido.toLowerCase()}@pista.test` })).id);
      await t.context.knex('users').whereIn('id', [ids[0], ids[1]]).update({ blockedAt: '2026-11-01T00:00:00.000Z' });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Zeta', email: 'admin@pista.test', rol: 'admin' });
      const root = await createUser(t.context, { nombre: 'Root', apellido: 'Zeta', email: 'root@pista.test', rol: 'superadmin' });
      expect((await page(admin.token, { limite: '2' })).body.data.map((u: { email: string }) => u.email)).to.deep.equal(['cruz@pista.test', 'duran@pista.test']);
      expect((await page(root.token, { limite: '2' })).body.data.map((u: { email: string }) => u.email)).to.deep.equal(['arce@pista.test', 'bravo@pista.test']);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('anonymises the account: the row stays, personal data is wiped and deletedAt is set', async () => {
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' });
      const admin = await createUser(t.context, { rol: 'admin' });
      await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).field('biografia', 'Mi historia').expect(200);

      const res = await remove(admin.token, ana.id);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ message: 'Usuario eliminado' });

      const row = await userRow(t.context, ana.id);
      expect(row).to.include({ id: ana.id, email: `eliminado-${ana.id}@parrilla.invalid`, nombre: 'Usuario', apellido: 'eliminado', passwordHash: null, biografia: null, username: null });
      expect(row.deletedAt).to.be.a('string').and.not.empty;
      expect(JSON.stringify(row)).not.to.include('ana@ejemplo.test').and.not.include('Ruiz');

      expect((await t.api.request.get(`/api/users/${ana.id}`).set(bearer(admin.token))).status).to.equal(404);
      expect(emailsOf((await list(admin.token)).body.data)).not.to.include(`eliminado-${ana.id}@parrilla.invalid`);
    });

    it('signs the account out and stops it signing in, while its address may register again', async () => {
      const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
      const admin = await createUser(t.context, { rol: 'admin' });
      await remove(admin.token, ana.id).expect(200);

      expect((await t.api.request.get('/api/users/profile').set(bearer(ana.token))).status).to.equal(401);
      const login = await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password });
      expect(login.status).to.equal(401);
      expect(login.body.message).to.equal('Credenciales inválidas');
      const again = await t.api.request.post('/api/auth/register').send({ nombre: 'Ana', apellido: 'Nueva', email: 'ana@ejemplo.test', password: 'secreto1' });
      expect(again.status).to.equal(201);
      const reborn = await t.context.knex('users').where({ email: 'ana@ejemplo.test' }).first();
      expect(reborn.id).not.to.equal(ana.id);
    });

    it('removes the account’s photo from storage', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      const photo = (await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).attach('imagenPerfil', TINY_PNG, 'yo.png')).body.user.imagenPerfil;
      expect((await t.api.request.get(photo)).status).to.equal(200);
      await remove(admin.token, ana.id).expect(200);
      expect((await t.api.request.get(photo)).status).to.equal(404);
    });

    it('refuses an admin deleting their own account', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await remove(admin.token, admin.id);
      expect(res.status).to.equal(403);
      expect(res.body.message).to.equal('No puedes eliminar tu propia cuenta');
      expect((await userRow(t.context, admin.id)).deletedAt).to.equal(null);
    });

    it('refuses an admin deleting a superadmin, but lets a superadmin do it', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const root = await createUser(t.context, { rol: 'superadmin' });
      const otherRoot = await createUser(t.context, { rol: 'superadmin' });
      const res = await remove(admin.token, root.id);
      expect(res.status).to.equal(403);
      expect(res.body.message).to.equal('Solo un superadministrador puede eliminar a otro superadministrador');
      expect((await userRow(t.context, root.id)).deletedAt).to.equal(null);

      expect((await remove(otherRoot.token, root.id)).status).to.equal(200);
      expect((await remove(otherRoot.token, admin.id)).status).to.equal(200);
    });

    it('answers 404 for an account that does not exist or was already deleted', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      expect((await remove(admin.token, 'no-existe')).status).to.equal(404);
      await remove(admin.token, ana.id).expect(200);
      const again = await remove(admin.token, ana.id);
      expect(again.status).to.equal(404);
      expect(again.body.code).to.equal('USER_NOT_FOUND');
    });

    it('refuses a suspended admin', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin', suspendido: true });
      const res = await remove(admin.token, ana.id);
      expect(res.status).to.equal(403);
      expect(res.body.message).to.equal('Tu cuenta está suspendida');
      expect((await userRow(t.context, ana.id)).deletedAt).to.equal(null);
    });
  });

  describe('the administrators other modules mail', () => {
    it('are every live admin and superadmin, read by role from an index, not picked from every account', async () => {
      const register = t.context.container.get(IDENTITY.RegisterUser);
      for (let i = 0; i < 30; i += 1) await register.execute({ nombre: 'Piloto', apellido: `Lote${i}`, email: `lote${i}@pista.test`, password: 'secreto123' });
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Jefa', email: 'ana@pista.test', rol: 'admin' });
      const root = await createUser(t.context, { nombre: 'Raúl', apellido: 'Raíz', email: 'raul@pista.test', rol: 'superadmin' });
      await createUser(t.context, { nombre: 'Sus', apellido: 'Pendida', email: 'sus@pista.test', rol: 'admin', suspendido: true });
      const gone = await createUser(t.context, { nombre: 'Ida', apellido: 'Lejos', email: 'ida@pista.test', rol: 'admin' });
      const blocked = await createUser(t.context, { nombre: 'Bea', apellido: 'Cancelada', email: 'bea@pista.test', rol: 'admin' });
      await remove(root.token, gone.id).expect(200);
      await t.context.knex('users').where({ id: blocked.id }).update({ blockedAt: '2026-11-01T00:00:00.000Z' });
      await createUser(t.context, { nombre: 'Carla', apellido: 'Juez', email: 'carla@pista.test', rol: 'comisario' });

      let admins: Array<{ email: string }> = [];
      const read = await rowsReadDuring(t.context.knex, 'users', async () => {
        admins = await t.context.container.get(IDENTITY.Accounts).admins();
      });
      // The rule as it was: every live account, the admins and superadmins among them (a suspended one too).
      const live = await t.context.knex('users').whereNull('deletedAt').whereNull('blockedAt').whereIn('rol', ['admin', 'superadmin']).select('email');
      expect(admins.map((a) => a.email).sort()).to.deep.equal(live.map((r: { email: string }) => r.email).sort());
      expect(admins.map((a) => a.email)).to.include.members([ana.email, root.email, 'sus@pista.test']).and.not.include.members(['bea@pista.test', 'carla@pista.test']);
      expect(read.rows, read.statements.join('\n')).to.equal(admins.length);
    });
  });

  describe('GET /api/users/directory', () => {
    it('answers 401 without a session', async () => {
      expect((await t.api.request.get('/api/users/directory')).status).to.equal(401);
    });

    it('shows signed-in users every active driver without e-mail addresses', async () => {
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
      const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Sol' });
      const gone = await createUser(t.context, { nombre: 'Ido', apellido: 'Lejos' });
      const admin = await createUser(t.context, { nombre: 'Admin', apellido: 'Medina', rol: 'admin' });
      const photo = (await t.api.request.put(`/api/users/${beto.id}`).set(bearer(beto.token)).attach('imagenPerfil', TINY_PNG, 'b.png')).body.user.imagenPerfil;
      await remove(admin.token, gone.id).expect(200);

      const res = await t.api.request.get('/api/users/directory').set(bearer(ana.token));
      expect(res.status).to.equal(200);
      expect(res.body.data.map((d: { nombre: string }) => d.nombre)).to.deep.equal(['Admin', 'Ana', 'Beto']);
      expect(res.body.siguiente).to.equal(null);
      for (const driver of res.body.data) expect(driver).to.have.all.keys('id', '_id', 'nombre', 'apellido', 'username', 'avatarUrl');
      expect(res.body.data[2]).to.deep.equal({ id: beto.id, _id: beto.id, nombre: 'Beto', apellido: 'Sol', username: 'beto.sol', avatarUrl: photo });
      expect(JSON.stringify(res.body)).not.to.include('@');
    });

    const directory = (token: string, query: Record<string, string>) => t.api.request.get('/api/users/directory').query(query).set(bearer(token));
    const namesOf = (res: { body: { data: Array<{ nombre: string; apellido: string }> } }) => res.body.data.map((d) => `${d.nombre} ${d.apellido}`);

    it(`answers ${DIRECTORY_PAGE.size} drivers when no size is asked and the next ones by place, and refuses a size out of 1 to ${DIRECTORY_PAGE.maxSize} in Spanish`, async () => {
      const register = t.context.container.get(IDENTITY.RegisterUser);
      for (let i = 0; i < DIRECTORY_PAGE.size + 2; i += 1) await register.execute({ nombre: 'Piloto', apellido: `Lote${String(i).padStart(3, '0')}`, email: `lote${i}@pista.test`, password: 'secreto123' });
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Zeta' });

      const first = await directory(ana.token, {});
      expect(first.body.data).to.have.length(DIRECTORY_PAGE.size);
      expect(namesOf(first)[0]).to.equal('Piloto Lote000');
      const second = await directory(ana.token, { despues: first.body.siguiente });
      expect([namesOf(second), second.body.siguiente]).to.deep.equal([['Piloto Lote020', 'Piloto Lote021', 'Ana Zeta'], null]);
      expect((await directory(ana.token, { limite: String(DIRECTORY_PAGE.maxSize) })).body.data).to.have.length(DIRECTORY_PAGE.size + 3);

      const limit = `Se muestran de 1 a ${DIRECTORY_PAGE.maxSize} pilotos por página`;
      for (const limite of [String(DIRECTORY_PAGE.maxSize + 1), '0', '-3', '2.5', 'todos']) {
        const res = await directory(ana.token, { limite });
        expect([res.status, res.body], limite).to.deep.equal([400, { message: limit, code: 'VALIDATION_ERROR', errors: { limite: limit } }]);
      }
      const lost = 'La página pedida no es válida: vuelve al inicio de la lista';
      const res = await directory(ana.token, { despues: 'no-es-un-cursor' });
      expect([res.status, res.body]).to.deep.equal([400, { message: lost, code: 'VALIDATION_ERROR', errors: { despues: lost } }]);
    });

    it('searches as the driver types, by name or username with accents and case aside, never by e-mail, leaving out suspended and cancelled accounts', async () => {
      await createUser(t.context, { nombre: 'Íñigo', apellido: 'Núñez', email: 'inigo@secreto.test' });
      await createUser(t.context, { nombre: 'Nuria', apellido: 'Ortega', email: 'nuria@pista.test' });
      await createUser(t.context, { nombre: 'Iker', apellido: 'Núñez', email: 'iker@pista.test', suspendido: true });
      const ida = await createUser(t.context, { nombre: 'Ida', apellido: 'Núñez', email: 'ida@pista.test' });
      await t.context.knex('users').where({ id: ida.id }).update({ blockedAt: '2026-11-01T00:00:00.000Z' });
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Zeta', email: 'ana@pista.test' });

      expect(namesOf(await directory(ana.token, { search: 'NUNEZ' }))).to.deep.equal(['Íñigo Núñez']);
      expect(namesOf(await directory(ana.token, { search: 'iñigo nú' }))).to.deep.equal(['Íñigo Núñez']);
      expect(namesOf(await directory(ana.token, { search: 'nu' }))).to.deep.equal(['Íñigo Núñez', 'Nuria Ortega']);
      expect(namesOf(await directory(ana.token, { search: 'nu', limite: '1' }))).to.deep.equal(['Íñigo Núñez']);
      expect(namesOf(await directory(ana.token, { search: 'nuria.ortega' }))).to.deep.equal(['Nuria Ortega']);
      expect(namesOf(await directory(ana.token, { search: 'secreto' }))).to.deep.equal([]);
      expect(namesOf(await directory(ana.token, { search: 'pista.test' }))).to.deep.equal([]);
      expect(namesOf(await directory(ana.token, { search: '%' }))).to.deep.equal([]);
      const long = await directory(ana.token, { search: 'a'.repeat(101) });
      expect([long.status, long.body.errors]).to.deep.equal([400, { search: 'La búsqueda debe tener como máximo 100 caracteres' }]);
    });
  });
});
