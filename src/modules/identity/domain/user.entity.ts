import { isAdminRole } from '../../../contracts/identity.messages.js';

/**
 * 'comisario' (steward): a driver who also judges the incident reports of the championships he is assigned to.
 * 'transmision' (broadcaster): a driver who also runs the stream's overlays from the 'Transmisión' page, and nothing else of the panel (docs/adr/0059).
 */
export const ROLES = ['user', 'comisario', 'transmision', 'admin', 'superadmin'] as const;
export type Rol = (typeof ROLES)[number];

export const SKILL_LEVELS = ['principiante', 'intermedio', 'avanzado'] as const;
export type NivelHabilidad = (typeof SKILL_LEVELS)[number];

export type AuthProvider = 'local' | 'google';

/** An account. Field names are the specification's, so no layer translates them. */
export interface User {
  id: string;
  email: string;
  passwordHash: string | null;
  nombre: string;
  apellido: string;
  username: string | null;
  rol: Rol;
  suspendido: boolean;
  simuladorFavorito: string | null;
  cocheFavorito: string | null;
  nivelHabilidad: NivelHabilidad | null;
  biografia: string | null;
  imagenPerfil: string | null;
  /** The driver's iRacing customer id (cust_id), unique among accounts; how standings find him. */
  iracingId: number | null;
  googleId: string | null;
  authProvider: AuthProvider;
  subscribeToNews: boolean;
  /** Raised by a password change or reset and by deletion; tokens carrying an older value are void. */
  tokenVersion: number;
  /**
   * Staff only: until when the account may use its role without a second factor (docs/adr/0046); set when
   * it becomes staff. Optional so accounts built before the rule still type.
   */
  segundoFactorPlazo?: string | null;
  deletedAt: string | null;
  /**
   * When its owner cancelled the account and its data was blocked (docs/adr/0054): sign-in is refused,
   * no lookup answers it, no mail reaches it and public pages show 'Piloto retirado' (docs/adr/0053).
   * Optional so accounts built before the rule still type.
   */
  blockedAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Who is acting: enough to decide permissions. */
export interface Actor {
  id: string;
  rol: Rol;
  suspendido: boolean;
  /** Where the request came from (its address and browser), for the audit log (docs/adr/0051); absent for the console. */
  origen?: { ip: string | null; navegador: string | null };
}

export function isAdmin(actor: Pick<Actor, 'rol'> | null | undefined): boolean {
  return isAdminRole(actor?.rol);
}

/** A steward ('Comisario'): judges reports of his assigned championships and sees nothing else of the admin panel. */
export function isSteward(actor: Pick<Actor, 'rol'> | null | undefined): boolean {
  return actor?.rol === 'comisario';
}

/** A broadcaster ('Transmisión'): runs the stream's overlays and sees nothing else of the admin panel. */
export function isBroadcaster(actor: Pick<Actor, 'rol'> | null | undefined): boolean {
  return actor?.rol === 'transmision';
}

/** Trimmed and lower-cased: one account per address whatever the case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A readable handle from the name, e.g. "Ana López" → "ana.lopez". */
export function baseUsername(nombre: string, apellido: string): string {
  const slug = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return [slug(nombre), slug(apellido)].filter(Boolean).join('.') || 'piloto';
}
