import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction } from '../../../platform/transactions.js';
import { baseUsername, normaliseEmail, type Rol, type User } from '../domain/user.entity.js';
import { UsernameTakenError, type UserRepository } from './ports/user.repository.port.js';

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
  /** A staff account's second-factor deadline (docs/adr/0046); none for a driver. */
  segundoFactorPlazo?: string | null;
}

/** How many times a username taken meanwhile is picked again before the registration gives up. */
const USERNAME_ATTEMPTS = 20;

/** The first free username from the name: `ana.lopez`, then `ana.lopez2`, `ana.lopez3` … */
async function freeUsername(users: UserRepository, base: string, trx?: Transaction): Promise<string> {
  let username = base;
  for (let n = 2; await users.usernameExists(username, trx); n += 1) username = `${base}${n}`;
  return username;
}

/**
 * Makes and stores a fresh account with a unique username; shared by registration, external sign-in
 * and the CLI. The free username is read, then inserted: when an account of the same name made at the
 * same instant takes it between the two (PostgreSQL runs registrations side by side), the next free
 * one is picked and the insert tried again, in the same transaction.
 */
export async function insertNewUser(
  deps: { users: UserRepository; clock: Clock; newId: IdGenerator },
  input: NewUserInput,
  trx?: Transaction,
): Promise<User> {
  const base = baseUsername(input.nombre, input.apellido);
  for (let attempt = 1; ; attempt += 1) {
    const user = newUser(deps, input, await freeUsername(deps.users, base, trx));
    try {
      await deps.users.insert(user, trx);
      return user;
    } catch (err) {
      if (!(err instanceof UsernameTakenError) || attempt >= USERNAME_ATTEMPTS) throw err;
    }
  }
}

function newUser(deps: { clock: Clock; newId: IdGenerator }, input: NewUserInput, username: string): User {
  const now = deps.clock.now().toISOString();
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
    ...(input.segundoFactorPlazo ? { segundoFactorPlazo: input.segundoFactorPlazo } : {}),
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
