/** Identity's plain rules shared with the web, free of zod: who is an administrator, the one place the product says so (the server's guard and the web app's admin area read it). */
import type { Rol } from './identity.views.js';

/** An admin or a superadmin (a steward, 'comisario', is not). */
export function isAdminRole(rol: Rol | null | undefined): boolean {
  return rol === 'admin' || rol === 'superadmin';
}
