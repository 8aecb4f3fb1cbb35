import type { Rol } from '@contracts/identity.views';
import { isAdminRole } from '@contracts/identity.messages';

/** The admin area admits admins and superadmins: the server's rule, from the contracts. */
export { isAdminRole };

/** A steward ('Comisario') judges the reports of his championships at /comisarios; an admin may too. */
export function isStewardRole(rol: Rol | undefined | null): boolean {
  return rol === 'comisario' || isAdminRole(rol);
}

export const ROL_LABELS: Record<Rol, string> = { user: 'Usuario', comisario: 'Comisario', transmision: 'Transmisión', admin: 'Administrador', superadmin: 'Superadministrador' };

/** The broadcast team ('Transmisión') runs the stream's overlays from /admin/transmision; admins may too. The server checks every call. */
export function isBroadcastRole(rol: Rol | undefined | null): boolean {
  return rol === 'transmision' || isAdminRole(rol);
}
