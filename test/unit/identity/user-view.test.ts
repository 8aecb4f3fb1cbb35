import { expect } from 'chai';
import { toDriverView, toUserView } from '../../../src/modules/identity/application/user-view.js';
import type { User } from '../../../src/modules/identity/domain/user.entity.js';

const user: User = {
  id: 'u1', email: 'ana@ejemplo.test', passwordHash: '$argon2id$secreto', nombre: 'Ana', apellido: 'Ruiz', username: 'ana.ruiz', rol: 'admin',
  suspendido: false, simuladorFavorito: 'iRacing', cocheFavorito: null, nivelHabilidad: 'avanzado', biografia: null,
  imagenPerfil: '/uploads/avatars/a.png', iracingId: 123456, googleId: null, authProvider: 'local', subscribeToNews: true, tokenVersion: 3,
  deletedAt: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('User views', () => {
  it('shows an account with id and _id, rol and role, and its enrolments', () => {
    const view = toUserView(user, ['c1']);
    expect(view).to.include({ id: 'u1', _id: 'u1', rol: 'admin', role: 'admin', email: 'ana@ejemplo.test' });
    expect(view.campeonatosInscritos).to.deep.equal(['c1']);
    // The owner and admins see the iRacing customer id; other drivers do not (below).
    expect(view.iracingId).to.equal(123456);
  });

  it('never shows the password hash, the token version, the deletion mark or the news preference', () => {
    expect(toUserView(user)).not.to.have.any.keys('passwordHash', 'tokenVersion', 'deletedAt', 'subscribeToNews');
    expect(JSON.stringify(toUserView(user))).not.to.include('argon2');
  });

  it('shows other drivers only their name, username and avatar', () => {
    expect(toDriverView(user)).to.deep.equal({ id: 'u1', _id: 'u1', nombre: 'Ana', apellido: 'Ruiz', username: 'ana.ruiz', avatarUrl: '/uploads/avatars/a.png' });
  });
});
