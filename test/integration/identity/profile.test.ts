import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { uploadsRoot } from '../../../src/platform/platform.container.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, TINY_PNG, useTestApi, userRow } from './identity-fixtures.js';

const USER_VIEW_FIELDS = [
  'id', '_id', 'nombre', 'apellido', 'email', 'rol', 'role', 'suspendido', 'username', 'simuladorFavorito', 'cocheFavorito',
  'nivelHabilidad', 'biografia', 'imagenPerfil', 'iracingId', 'googleId', 'authProvider', 'campeonatosInscritos', 'createdAt', 'updatedAt',
];

describeEachDatabase('Profile: GET and PUT /api/users', (kind) => {
  const t = useTestApi(kind);

  const put = (token: string, id: string) => t.api.request.put(`/api/users/${id}`).set(bearer(token));
  const avatarsDir = () => path.join(uploadsRoot(t.context.config), 'avatars');
  const avatarFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()) : []);
  beforeEach(() => rmSync(avatarsDir(), { recursive: true, force: true }));

  describe('reading', () => {
    it('answers 401 in Spanish without a session', async () => {
      const res = await t.api.request.get('/api/users/profile');
      expect(res.status).to.equal(401);
      expect(res.body).to.deep.equal({ message: 'No autenticado. Por favor, inicia sesión.', code: 'UNAUTHENTICATED' });
    });

    it('answers the signed-in user with exactly the fields of the user view', async () => {
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
      const res = await t.api.request.get('/api/users/profile').set(bearer(ana.token));
      expect(res.status).to.equal(200);
      expect(res.body).to.have.all.keys(...USER_VIEW_FIELDS);
      expect(res.body).to.include({ id: ana.id, _id: ana.id, nombre: 'Ana', apellido: 'Ruiz', email: ana.email, rol: 'user', role: 'user', suspendido: false });
      expect(res.body.campeonatosInscritos).to.deep.equal([]);
    });

    it('lets the owner and an admin read an account by id, refuses another user, and answers 404 for no account', async () => {
      const ana = await createUser(t.context);
      const beto = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      expect((await t.api.request.get(`/api/users/${ana.id}`).set(bearer(ana.token))).body.id).to.equal(ana.id);
      expect((await t.api.request.get(`/api/users/${ana.id}`).set(bearer(admin.token))).body.email).to.equal(ana.email);
      const other = await t.api.request.get(`/api/users/${ana.id}`).set(bearer(beto.token));
      expect(other.status).to.equal(403);
      expect(other.body).to.deep.equal({ message: 'No tienes permiso para realizar esta acción', code: 'FORBIDDEN' });
      const missing = await t.api.request.get('/api/users/no-existe').set(bearer(admin.token));
      expect(missing.status).to.equal(404);
      expect(missing.body).to.deep.equal({ message: 'Usuario no encontrado', code: 'USER_NOT_FOUND' });
    });
  });

  describe('owner editing', () => {
    it('saves the owner’s own fields from a multipart form and answers the updated user', async () => {
      const ana = await createUser(t.context);
      const res = await put(ana.token, ana.id)
        .field('simuladorFavorito', 'iRacing')
        .field('cocheFavorito', 'Ferrari 296 GT3')
        .field('nivelHabilidad', 'avanzado')
        .field('biografia', 'Piloto de resistencia');
      expect(res.status).to.equal(200);
      expect(res.body.message).to.equal('Perfil actualizado con éxito!');
      expect(res.body.user).to.include({ simuladorFavorito: 'iRacing', cocheFavorito: 'Ferrari 296 GT3', nivelHabilidad: 'avanzado', biografia: 'Piloto de resistencia' });

      const reread = await t.api.request.get('/api/users/profile').set(bearer(ana.token));
      expect(reread.body).to.include({ simuladorFavorito: 'iRacing', nivelHabilidad: 'avanzado', biografia: 'Piloto de resistencia' });
    });

    it('accepts the same fields as JSON, for scripts', async () => {
      const ana = await createUser(t.context);
      const res = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).send({ simuladorFavorito: 'rFactor 2', nivelHabilidad: 'intermedio' });
      expect(res.status).to.equal(200);
      expect(res.body.user).to.include({ simuladorFavorito: 'rFactor 2', nivelHabilidad: 'intermedio' });
    });

    it('accepts the read-only fields the profile form sends back unchanged', async () => {
      const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
      const res = await put(ana.token, ana.id).field('nombre', 'Ana').field('apellido', 'Ruiz').field('email', ana.email).field('biografia', 'Hola');
      expect(res.status).to.equal(200);
      expect(res.body.user.biografia).to.equal('Hola');
    });

    it('clears a text field sent empty', async () => {
      const ana = await createUser(t.context);
      await put(ana.token, ana.id).field('biografia', 'Algo').field('nivelHabilidad', 'intermedio').expect(200);
      const res = await put(ana.token, ana.id).field('biografia', '').field('nivelHabilidad', '');
      expect(res.body.user).to.include({ biografia: null, nivelHabilidad: null });
    });

    it('answers 400 for a skill level outside the three options', async () => {
      const ana = await createUser(t.context);
      const res = await put(ana.token, ana.id).field('nivelHabilidad', 'experto');
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({ nivelHabilidad: 'Nivel de habilidad inválido' });
    });

    it('answers 400 in Spanish for a biography over 2,000 characters', async () => {
      const ana = await createUser(t.context);
      const res = await put(ana.token, ana.id).field('biografia', 'x'.repeat(2001));
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({ biografia: 'Debe tener como máximo 2000 caracteres' });
    });

    it('answers 403 when the owner tries to change e-mail, role or name, and changes nothing', async () => {
      const ana = await createUser(t.context);
      for (const [field, value] of [['email', 'otra@ejemplo.test'], ['rol', 'admin'], ['suspendido', 'true'], ['nombre', 'Otro']]) {
        const res = await put(ana.token, ana.id).field(field, value).field('biografia', 'No debe guardarse');
        expect(res.status, field).to.equal(403);
        expect(res.body, field).to.deep.equal({ message: 'Solo un administrador puede cambiar estos datos', code: 'FORBIDDEN' });
      }
      const row = await userRow(t.context, ana.id);
      expect(row).to.include({ email: ana.email, rol: 'user', nombre: 'Piloto', biografia: null });
    });

    it('refuses a user editing somebody else', async () => {
      const ana = await createUser(t.context);
      const beto = await createUser(t.context);
      const res = await put(beto.token, ana.id).field('biografia', 'Intruso');
      expect(res.status).to.equal(403);
      expect((await userRow(t.context, ana.id)).biografia).to.equal(null);
    });
  });

  describe('profile photo', () => {
    it('stores an uploaded image under /uploads and serves the same bytes back', async () => {
      const ana = await createUser(t.context);
      const res = await put(ana.token, ana.id).attach('imagenPerfil', TINY_PNG, 'yo.png');
      expect(res.status).to.equal(200);
      expect(res.body.user.imagenPerfil).to.match(/^\/uploads\/avatars\/[\w-]+\.png$/);

      const served = await t.api.request.get(res.body.user.imagenPerfil).buffer(true);
      expect(served.status).to.equal(200);
      expect(served.headers['content-type']).to.equal('image/png');
      expect(Buffer.compare(served.body as Buffer, TINY_PNG)).to.equal(0);
    });

    it('judges the upload by its content, not its name: a PNG named .txt is stored as .png', async () => {
      const ana = await createUser(t.context);
      const res = await put(ana.token, ana.id).attach('imagenPerfil', TINY_PNG, { filename: 'notas.txt', contentType: 'text/plain' });
      expect(res.status).to.equal(200);
      expect(res.body.user.imagenPerfil).to.match(/\.png$/);
    });

    it('removes the previous photo when a new one replaces it', async () => {
      const ana = await createUser(t.context);
      const first = (await put(ana.token, ana.id).attach('imagenPerfil', TINY_PNG, 'a.png')).body.user.imagenPerfil;
      const second = (await put(ana.token, ana.id).attach('imagenPerfil', TINY_PNG, 'b.png')).body.user.imagenPerfil;
      expect(second).not.to.equal(first);
      expect((await t.api.request.get(first)).status).to.equal(404);
      expect((await t.api.request.get(second)).status).to.equal(200);
      expect(avatarFiles()).to.have.length(1);
    });

    it('answers 415 for a file that is not an image and changes nothing', async () => {
      const ana = await createUser(t.context);
      const res = await put(ana.token, ana.id)
        .field('biografia', 'No debe guardarse')
        .attach('imagenPerfil', Buffer.from('esto no es una imagen, solo texto'), { filename: 'foto.png', contentType: 'image/png' });
      expect(res.status).to.equal(415);
      expect(res.body).to.deep.equal({ message: 'El archivo debe ser una imagen JPEG, PNG, WebP o GIF', code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await userRow(t.context, ana.id)).to.include({ biografia: null, imagenPerfil: null });
      expect(avatarFiles()).to.be.empty;
    });

    it('answers 413 for an image over 5 MB and changes nothing', async () => {
      const ana = await createUser(t.context);
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await put(ana.token, ana.id).field('biografia', 'No debe guardarse').attach('imagenPerfil', big, 'grande.png');
      expect(res.status).to.equal(413);
      expect(res.body).to.deep.equal({ message: 'El archivo es demasiado grande (máximo 5 MB)', code: 'PAYLOAD_TOO_LARGE' });
      expect(await userRow(t.context, ana.id)).to.include({ biografia: null, imagenPerfil: null });
      expect(avatarFiles()).to.be.empty;
    });

    it('keeps the old photo and stores no file when the update is refused', async () => {
      const ana = await createUser(t.context);
      const beto = await createUser(t.context);
      const res = await put(beto.token, ana.id).attach('imagenPerfil', TINY_PNG, 'intruso.png');
      expect(res.status).to.equal(403);
      expect(avatarFiles()).to.be.empty;
    });
  });

  describe('suspended account', () => {
    it('signs in and reads its profile, but any change answers 403 Tu cuenta está suspendida', async () => {
      const ana = await createUser(t.context, { suspendido: true });
      const login = await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password });
      expect(login.status).to.equal(200);
      const profile = await t.api.request.get('/api/users/profile').set(bearer(login.body.token));
      expect(profile.status).to.equal(200);
      expect(profile.body.suspendido).to.equal(true);

      const res = await put(login.body.token, ana.id).field('biografia', 'Cambio').attach('imagenPerfil', TINY_PNG, 'yo.png');
      expect(res.status).to.equal(403);
      expect(res.body).to.deep.equal({ message: 'Tu cuenta está suspendida', code: 'ACCOUNT_SUSPENDED' });
      expect(await userRow(t.context, ana.id)).to.include({ biografia: null, imagenPerfil: null });
      expect(avatarFiles()).to.be.empty;
    });

    it('takes effect on a session opened before the suspension', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      await put(admin.token, ana.id).field('suspendido', 'true').expect(200);
      const res = await put(ana.token, ana.id).field('biografia', 'Cambio');
      expect(res.status).to.equal(403);
      expect(res.body.message).to.equal('Tu cuenta está suspendida');
    });
  });

  describe('admin editing', () => {
    it('lets an admin change names, e-mail (normalised), role and suspension of a user', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await put(admin.token, ana.id)
        .field('nombre', 'Ana María')
        .field('apellido', 'Ruiz')
        .field('email', ' Nueva@Ejemplo.TEST ')
        .field('rol', 'admin')
        .field('suspendido', 'true')
        .field('biografia', 'Editada por el admin');
      expect(res.status).to.equal(200);
      expect(res.body.user).to.include({ nombre: 'Ana María', apellido: 'Ruiz', email: 'nueva@ejemplo.test', rol: 'admin', suspendido: true, biografia: 'Editada por el admin' });
      expect(await userRow(t.context, ana.id)).to.include({ email: 'nueva@ejemplo.test', rol: 'admin' });

      const lifted = await put(admin.token, ana.id).field('suspendido', 'false');
      expect(lifted.body.user.suspendido).to.equal(false);
    });

    it('answers 409 when an admin gives a user an address another account uses', async () => {
      const ana = await createUser(t.context);
      const beto = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await put(admin.token, ana.id).field('email', beto.email.toUpperCase());
      expect(res.status).to.equal(409);
      expect(res.body.code).to.equal('EMAIL_TAKEN');
      expect((await userRow(t.context, ana.id)).email).to.equal(ana.email);
    });

    it('stores no photo when the update fails on a taken address', async () => {
      const ana = await createUser(t.context);
      const beto = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await put(admin.token, ana.id).field('email', beto.email).attach('imagenPerfil', TINY_PNG, 'yo.png');
      expect(res.status).to.equal(409);
      expect((await userRow(t.context, ana.id)).imagenPerfil).to.equal(null);
      expect(avatarFiles()).to.be.empty;
    });

    it('applies a role change at once to the sessions the user already holds', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      expect((await t.api.request.get('/api/users').set(bearer(ana.token))).status).to.equal(403);
      await put(admin.token, ana.id).field('rol', 'admin').expect(200);
      expect((await t.api.request.get('/api/users').set(bearer(ana.token))).status).to.equal(200);
      await put(admin.token, ana.id).field('rol', 'user').expect(200);
      expect((await t.api.request.get('/api/users').set(bearer(ana.token))).status).to.equal(403);
    });

    it('never lets an admin make anyone a superadmin', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await put(admin.token, ana.id).field('rol', 'superadmin');
      expect(res.status).to.equal(403);
      expect(res.body.message).to.equal('El rol de superadministrador solo se asigna desde la línea de comandos');
      expect((await userRow(t.context, ana.id)).rol).to.equal('user');
    });

    it('keeps a superadmin out of an admin’s reach, but lets a superadmin edit another superadmin', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const root = await createUser(t.context, { rol: 'superadmin' });
      const otherRoot = await createUser(t.context, { rol: 'superadmin' });

      const byAdmin = await put(admin.token, root.id).field('biografia', 'x');
      expect(byAdmin.status).to.equal(403);
      expect(byAdmin.body.message).to.equal('Solo un superadministrador puede modificar a otro superadministrador');
      expect((await t.api.request.get(`/api/users/${root.id}`).set(bearer(admin.token))).status).to.equal(403);

      const bySuper = await put(otherRoot.token, root.id).field('biografia', 'Editada por otro superadmin').field('suspendido', 'true');
      expect(bySuper.status).to.equal(200);
      expect(bySuper.body.user).to.include({ biografia: 'Editada por otro superadmin', suspendido: true });

      const demote = await put(otherRoot.token, root.id).field('rol', 'admin');
      expect(demote.status).to.equal(403);
      expect((await userRow(t.context, root.id)).rol).to.equal('superadmin');
    });

    it('lets a superadmin demote an admin', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const root = await createUser(t.context, { rol: 'superadmin' });
      const res = await put(root.token, admin.id).field('rol', 'user');
      expect(res.status).to.equal(200);
      expect(res.body.user.rol).to.equal('user');
    });

    it('never lets anybody remove their own admin role or suspend themselves', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const root = await createUser(t.context, { rol: 'superadmin' });

      const demoteSelf = await put(admin.token, admin.id).field('rol', 'user');
      expect(demoteSelf.status).to.equal(403);
      expect(demoteSelf.body.message).to.equal('No puedes quitarte tu propio rol de administrador');
      expect((await put(root.token, root.id).field('rol', 'admin')).status).to.equal(403);
      const suspendSelf = await put(admin.token, admin.id).field('suspendido', 'true');
      expect(suspendSelf.status).to.equal(403);
      expect(suspendSelf.body.message).to.equal('No puedes suspender tu propia cuenta');

      expect(await userRow(t.context, admin.id)).to.include({ rol: 'admin' });
      expect((await userRow(t.context, root.id)).rol).to.equal('superadmin');
      expect((await t.api.request.get('/api/users/profile').set(bearer(admin.token))).body.suspendido).to.equal(false);
    });

    it('answers 400 in Spanish for a suspension flag that is neither true nor false', async () => {
      const ana = await createUser(t.context);
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await put(admin.token, ana.id).field('suspendido', 'quizá');
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({ suspendido: 'Debe ser verdadero o falso' });
      const role = await put(admin.token, ana.id).field('rol', 'piloto');
      expect(role.body.errors).to.deep.equal({ rol: 'Rol inválido' });
    });

    it('answers 404 when an admin edits an account that does not exist', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const res = await put(admin.token, 'no-existe').field('biografia', 'x');
      expect(res.status).to.equal(404);
      expect(res.body.code).to.equal('USER_NOT_FOUND');
    });
  });
});
