import type { User } from '../domain/user.entity.js';

/** What the API shows of an account: never the hash or the token version. */
export interface UserView {
  id: string;
  _id: string;
  nombre: string;
  apellido: string;
  email: string;
  rol: User['rol'];
  /** One screen of the original reads the role under this name. */
  role: User['rol'];
  suspendido: boolean;
  username: string | null;
  simuladorFavorito: string | null;
  cocheFavorito: string | null;
  nivelHabilidad: User['nivelHabilidad'];
  biografia: string | null;
  imagenPerfil: string | null;
  googleId: string | null;
  authProvider: User['authProvider'];
  campeonatosInscritos: string[];
  createdAt: string;
  updatedAt: string;
}

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
    googleId: user.googleId,
    authProvider: user.authProvider,
    campeonatosInscritos,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** A driver as other drivers see them (the report form): no e-mail. */
export interface DriverView {
  id: string;
  _id: string;
  nombre: string;
  apellido: string;
  username: string | null;
  avatarUrl: string | null;
}

export function toDriverView(user: User): DriverView {
  return { id: user.id, _id: user.id, nombre: user.nombre, apellido: user.apellido, username: user.username, avatarUrl: user.imagenPerfil };
}
