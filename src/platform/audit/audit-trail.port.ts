import type { AuditAction } from '../../contracts/audit.messages.js';
import type { Transaction } from '../transactions.js';

/** Where a change came from: the client's address and browser (user agent), or nothing for the console. */
export interface AuditOrigin {
  ip: string | null;
  navegador: string | null;
}

/** Who made a change: an account (its id and role at the moment) or the console (`id: 'console'`). */
export interface AuditActor {
  id: string;
  rol?: string;
  origen?: AuditOrigin;
}

/** One field that changed, with its value before and after (null: it did not exist). */
export interface AuditChange {
  campo: string;
  antes: unknown;
  despues: unknown;
}

/** What an entry describes. `nombre` is a label a person recognises (a championship's name, an e-mail). */
export interface AuditObject {
  tipo: string;
  id: string | null;
  nombre?: string | null;
}

/**
 * One recorded act: who (`actor`; null when nobody is signed in, a failed sign-in), from where (the
 * actor's origin, or `origen` for an act without an account), what (`accion`, `objeto`) and the fields
 * changed. Values are masked before they are stored (passwords, tokens, secrets, CLABEs, RFCs).
 */
export interface AuditRecord {
  actor: AuditActor | null;
  /** What happened: a key of AUDIT_ACTION_LABELS (src/contracts/audit.messages.ts), which gives its words. */
  accion: AuditAction;
  objeto: AuditObject;
  cambios?: AuditChange[];
  /** The origin of an act without an actor (a failed sign-in): the request's address and browser. */
  origen?: AuditOrigin;
}

/**
 * Port filled by the composition root (the audit module, docs/adr/0051): records one entry in the
 * transaction of the change it describes, so both commit or neither does. Every staff write, sign-in,
 * failed sign-in and second-factor change calls it.
 */
export interface AuditTrail {
  record(entry: AuditRecord, trx: Transaction): Promise<void>;
}

type Fields = object | null | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose values differ between `antes` and `despues` (a created object: `antes` null; a
 * deleted one: `despues` null), in a stable order. `ignore` leaves out bookkeeping such as `updatedAt`.
 */
export function changesBetween(antes: Fields, despues: Fields, ignore: readonly string[] = ['updatedAt', 'createdAt']): AuditChange[] {
  const keys = new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})]);
  const changes: AuditChange[] = [];
  for (const campo of [...keys].sort()) {
    if (ignore.includes(campo)) continue;
    const before = antes ? (antes as Record<string, unknown>)[campo] : null;
    const after = despues ? (despues as Record<string, unknown>)[campo] : null;
    if (!same(before, after)) changes.push({ campo, antes: before ?? null, despues: after ?? null });
  }
  return changes;
}

/**
 * A staff change as one entry, in one line of a use case: who, the action, the object, and the fields
 * that differ between the object before and after (null before: created; null after: deleted).
 */
export function staffChange(actor: AuditActor, accion: AuditAction, objeto: AuditObject, antes: Fields = null, despues: Fields = null): AuditRecord {
  return { actor, accion, objeto, cambios: changesBetween(antes, despues) };
}
