import { accountSuspended, adminOnly, broadcastOnly, notAllowed, stewardsOnly } from './identity.errors.js';
import { isAdmin, isBroadcaster, isSteward, type Actor, type Rol, type User } from './user.entity.js';

/** Fields an owner may change on their own profile. */
export const OWNER_FIELDS = ['simuladorFavorito', 'cocheFavorito', 'nivelHabilidad', 'biografia', 'imagenPerfil', 'iracingId'] as const;
/** Fields only an admin may change, on top of the owner's. */
export const ADMIN_FIELDS = ['nombre', 'apellido', 'email', 'rol', 'suspendido'] as const;

export type EditableField = (typeof OWNER_FIELDS)[number] | (typeof ADMIN_FIELDS)[number];
export type UserChanges = Partial<Pick<User, EditableField>>;

/** Every change a person makes starts here: a suspended account changes nothing. */
export function assertMayAct(actor: Actor): void {
  if (actor.suspendido) throw accountSuspended();
}

/**
 * The admin rule, the one home of it: an admin or superadmin whose account is not suspended. Every
 * admin-only use case of every module calls it, whatever the route guard already checked.
 */
export function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw adminOnly();
  assertMayAct(actor);
}

/**
 * The steward rule, beside the admin rule: a steward ('comisario') or an admin, not suspended. Which
 * championships and reports a steward may judge is stewarding's rule on top of this one.
 */
export function assertStewardOrAdmin(actor: Actor): void {
  if (!isAdmin(actor) && !isSteward(actor)) throw stewardsOnly();
  assertMayAct(actor);
}

/**
 * The broadcast rule: the broadcast team ('transmision') or an admin, not suspended. It lets one run the
 * stream's overlays (docs/adr/0059) and nothing else.
 */
export function assertBroadcasterOrAdmin(actor: Actor): void {
  if (!isAdmin(actor) && !isBroadcaster(actor)) throw broadcastOnly();
  assertMayAct(actor);
}

/** Whether `actor` may read or edit `target` at all (owner, or an admin; a superadmin only by a superadmin). */
export function assertMayManage(actor: Actor, target: Pick<User, 'id' | 'rol'>): void {
  if (actor.id === target.id) return;
  if (!isAdmin(actor)) throw notAllowed();
  if (target.rol === 'superadmin' && actor.rol !== 'superadmin') {
    throw notAllowed('Solo un superadministrador puede modificar a otro superadministrador');
  }
}

/** The rules of DOMAIN-RULES §1 for a profile update. Throws on the first rule broken. */
export function assertMayUpdate(actor: Actor, target: User, changes: UserChanges): void {
  assertMayAct(actor);
  assertMayManage(actor, target);
  const changed = (Object.keys(changes) as EditableField[]).filter((k) => changes[k] !== undefined && changes[k] !== target[k]);
  if (!isAdmin(actor)) {
    const forbidden = changed.filter((k) => !(OWNER_FIELDS as readonly string[]).includes(k));
    if (forbidden.length > 0) throw notAllowed('Solo un administrador puede cambiar estos datos');
    return;
  }
  if (changes.rol !== undefined && changes.rol !== target.rol) assertRoleChange(actor, target, changes.rol);
  if (actor.id === target.id && changes.suspendido === true) throw notAllowed('No puedes suspender tu propia cuenta');
}

function assertRoleChange(actor: Actor, target: User, rol: Rol): void {
  if (rol === 'superadmin') throw notAllowed('El rol de superadministrador solo se asigna desde la línea de comandos');
  if (target.rol === 'superadmin') throw notAllowed('Solo la línea de comandos cambia el rol de un superadministrador');
  if (actor.id === target.id) throw notAllowed('No puedes quitarte tu propio rol de administrador');
}

export function assertMayDelete(actor: Actor, target: Pick<User, 'id' | 'rol'>): void {
  assertMayAct(actor);
  if (!isAdmin(actor)) throw notAllowed();
  if (actor.id === target.id) throw notAllowed('No puedes eliminar tu propia cuenta');
  if (target.rol === 'superadmin' && actor.rol !== 'superadmin') {
    throw notAllowed('Solo un superadministrador puede eliminar a otro superadministrador');
  }
}
