import type { Rol } from '@contracts/identity.views';

/** The admin area admits admins and superadmins. */
export function isAdminRole(rol: Rol | undefined | null): boolean {
  return rol === 'admin' || rol === 'superadmin';
}

export const ROL_LABELS: Record<Rol, string> = { user: 'Usuario', admin: 'Administrador', superadmin: 'Superadministrador' };
