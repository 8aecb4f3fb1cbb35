import { ForbiddenError } from '../../../platform/errors.js';
import { isAdmin, isSteward, type Rol } from './user.entity.js';

/** How long staff without a second factor keep their role's calls (docs/adr/0046). */
export const STAFF_FACTOR_GRACE_MS = 7 * 24 * 3_600_000;

/** Admins, superadmins and stewards: the accounts that must have a second factor. */
export function isStaff(actor: { rol: Rol } | null | undefined): boolean {
  return isAdmin(actor) || isSteward(actor);
}

/** Until when an account promoted to staff at `at` may wait for its second factor. */
export function graceFrom(at: Date): string {
  return new Date(at.getTime() + STAFF_FACTOR_GRACE_MS).toISOString();
}

export interface StaffFactorState {
  requerido: boolean;
  plazo: string | null;
  vencido: boolean;
}

/**
 * Whether a staff account's calls are still open: staff with a factor always; staff without one until its
 * grace date, never when it has none (an account made staff by hand in the database: fail closed).
 */
export function staffFactorState(user: { rol: Rol; segundoFactorPlazo?: string | null }, hasFactor: boolean, now: Date): StaffFactorState {
  if (!isStaff(user)) return { requerido: false, plazo: null, vencido: false };
  if (hasFactor) return { requerido: true, plazo: null, vencido: false };
  const plazo = user.segundoFactorPlazo ?? null;
  return { requerido: true, plazo, vencido: plazo === null || now.getTime() >= Date.parse(plazo) };
}

/** The refusal of every staff call of a staff account past its grace without a second factor, naming the way out. */
export const secondFactorRequired = () =>
  new ForbiddenError(
    'Tu cuenta de administración o de comisario necesita un segundo factor. Agrega una aplicación de autenticación o una llave de acceso en Mi perfil → Seguridad (/perfil/seguridad) y vuelve a intentarlo.',
    'SECOND_FACTOR_REQUIRED',
  );
