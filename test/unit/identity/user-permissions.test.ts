import { expect } from 'chai';
import { assertAdmin, assertMayDelete, assertMayUpdate, assertStewardOrAdmin } from '../../../src/modules/identity/domain/user-permissions.js';
import type { Actor, User } from '../../../src/modules/identity/domain/user.entity.js';

const user = (over: Partial<User> = {}): User => ({
  id: 'u1', email: 'a@b.c', passwordHash: null, nombre: 'Ana', apellido: 'Ruiz', username: 'ana.ruiz', rol: 'user', suspendido: false,
  simuladorFavorito: null, cocheFavorito: null, nivelHabilidad: null, biografia: null, imagenPerfil: null, iracingId: null, googleId: null,
  authProvider: 'local', subscribeToNews: false, tokenVersion: 0, deletedAt: null, createdAt: '', updatedAt: '', ...over,
});
const actor = (over: Partial<Actor> = {}): Actor => ({ id: 'a1', rol: 'admin', suspendido: false, ...over });
const codeOf = (fn: () => void) => { try { fn(); return 'OK'; } catch (e) { return (e as { message: string }).message; } };

describe('User permissions', () => {
  it('lets admins and superadmins through the admin rule, refusing users and suspended admins', () => {
    expect(codeOf(() => assertAdmin(actor({ rol: 'admin' })))).to.equal('OK');
    expect(codeOf(() => assertAdmin(actor({ rol: 'superadmin' })))).to.equal('OK');
    expect(codeOf(() => assertAdmin(actor({ rol: 'user' })))).to.equal('Acceso solo para administradores');
    expect(codeOf(() => assertAdmin(actor({ rol: 'admin', suspendido: true })))).to.equal('Tu cuenta está suspendida');
  });

  it('keeps a steward out of the admin rule but lets stewards and admins through the steward rule, refusing users and suspended stewards', () => {
    expect(codeOf(() => assertAdmin(actor({ rol: 'comisario' })))).to.equal('Acceso solo para administradores');
    expect(codeOf(() => assertStewardOrAdmin(actor({ rol: 'comisario' })))).to.equal('OK');
    expect(codeOf(() => assertStewardOrAdmin(actor({ rol: 'admin' })))).to.equal('OK');
    expect(codeOf(() => assertStewardOrAdmin(actor({ rol: 'user' })))).to.equal('Acceso solo para comisarios y administradores');
    expect(codeOf(() => assertStewardOrAdmin(actor({ rol: 'comisario', suspendido: true })))).to.equal('Tu cuenta está suspendida');
  });

  it('lets an admin make a driver a steward and a steward a driver again', () => {
    expect(codeOf(() => assertMayUpdate(actor(), user(), { rol: 'comisario' }))).to.equal('OK');
    expect(codeOf(() => assertMayUpdate(actor(), user({ rol: 'comisario' }), { rol: 'user' }))).to.equal('OK');
  });

  it('lets an owner change their own profile fields', () => {
    expect(codeOf(() => assertMayUpdate(actor({ id: 'u1', rol: 'user' }), user(), { biografia: 'Hola', nivelHabilidad: 'avanzado' }))).to.equal('OK');
  });

  it('refuses an owner changing their e-mail or role', () => {
    expect(codeOf(() => assertMayUpdate(actor({ id: 'u1', rol: 'user' }), user(), { email: 'otro@b.c' }))).to.equal('Solo un administrador puede cambiar estos datos');
    expect(codeOf(() => assertMayUpdate(actor({ id: 'u1', rol: 'user' }), user(), { rol: 'admin' }))).to.equal('Solo un administrador puede cambiar estos datos');
  });

  it('refuses any change by a suspended account', () => {
    expect(codeOf(() => assertMayUpdate(actor({ id: 'u1', rol: 'user', suspendido: true }), user(), { biografia: 'x' }))).to.equal('Tu cuenta está suspendida');
  });

  it('refuses a user editing somebody else', () => {
    expect(codeOf(() => assertMayUpdate(actor({ id: 'u2', rol: 'user' }), user(), { biografia: 'x' }))).to.equal('No tienes permiso para realizar esta acción');
  });

  it('lets an admin make a user an admin but never a superadmin', () => {
    expect(codeOf(() => assertMayUpdate(actor(), user(), { rol: 'admin' }))).to.equal('OK');
    expect(codeOf(() => assertMayUpdate(actor(), user(), { rol: 'superadmin' }))).to.match(/línea de comandos/);
  });

  it('keeps superadmins out of reach of admins', () => {
    expect(codeOf(() => assertMayUpdate(actor(), user({ rol: 'superadmin' }), { biografia: 'x' }))).to.match(/superadministrador/);
    expect(codeOf(() => assertMayDelete(actor(), user({ rol: 'superadmin' })))).to.match(/superadministrador/);
    expect(codeOf(() => assertMayDelete(actor({ rol: 'superadmin' }), user({ rol: 'superadmin' })))).to.equal('OK');
  });

  it('refuses an admin removing their own admin role or deleting themselves', () => {
    expect(codeOf(() => assertMayUpdate(actor({ id: 'u1' }), user({ id: 'u1', rol: 'admin' }), { rol: 'user' }))).to.match(/propio rol/);
    expect(codeOf(() => assertMayDelete(actor({ id: 'u1' }), user({ id: 'u1', rol: 'admin' })))).to.match(/propia cuenta/);
  });

  it('refuses deletion by a non-admin', () => {
    expect(codeOf(() => assertMayDelete(actor({ rol: 'user' }), user()))).to.equal('No tienes permiso para realizar esta acción');
  });
});
