import type { DriverView, UserView } from '../../../contracts/identity.views.js';
import type { User } from '../domain/user.entity.js';

export type { DriverView, UserView };

export function toUserView(user: User, campeonatosInscritos: string[] = []): UserView {
  return {
    id: user.id,
    _id: user.id,
    nombre: user.nombre,
    apellido: user.apellido,
    email: user.email,
    rol: user.rol,
    role: user.rol,
    suspendido: user.suspendido,
    username: user.username,
    simuladorFavorito: user.simuladorFavorito,
    cocheFavorito: user.cocheFavorito,
    nivelHabilidad: user.nivelHabilidad,
    biografia: user.biografia,
    imagenPerfil: user.imagenPerfil,
    iracingId: user.iracingId,
    googleId: user.googleId,
    authProvider: user.authProvider,
    campeonatosInscritos,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export function toDriverView(user: User): DriverView {
  return { id: user.id, _id: user.id, nombre: user.nombre, apellido: user.apellido, username: user.username, avatarUrl: user.imagenPerfil };
}
