import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction } from '../../../platform/transactions.js';
import { baseUsername, normaliseEmail, type Rol, type User } from '../domain/user.entity.js';
import type { UserRepository } from './ports/user.repository.port.js';

export interface NewUserInput {
  nombre: string;
  apellido: string;
  email: string;
  passwordHash: string | null;
  rol?: Rol;
  authProvider?: User['authProvider'];
  googleId?: string | null;
  imagenPerfil?: string | null;
  subscribeToNews?: boolean;
}

/** Builds a fresh account with a unique username; shared by registration, external sign-in and the CLI. */
export async function buildNewUser(
  deps: { users: UserRepository; clock: Clock; newId: IdGenerator },
  input: NewUserInput,
  trx?: Transaction,
): Promise<User> {
  const now = deps.clock.now().toISOString();
  const base = baseUsername(input.nombre, input.apellido);
  let username = base;
  for (let n = 2; await deps.users.usernameExists(username, trx); n += 1) username = `${base}${n}`;
  return {
    id: deps.newId(),
    email: normaliseEmail(input.email),
    passwordHash: input.passwordHash,
    nombre: input.nombre.trim(),
    apellido: input.apellido.trim(),
    username,
    rol: input.rol ?? 'user',
    suspendido: false,
    simuladorFavorito: null,
    cocheFavorito: null,
    nivelHabilidad: null,
    biografia: null,
    imagenPerfil: input.imagenPerfil ?? null,
    iracingId: null,
    googleId: input.googleId ?? null,
    authProvider: input.authProvider ?? 'local',
    subscribeToNews: input.subscribeToNews ?? false,
    tokenVersion: 0,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
