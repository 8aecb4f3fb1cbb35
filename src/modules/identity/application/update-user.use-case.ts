import { updateUserRequestSchema } from '../../../contracts/identity.contract.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { emailTaken, iracingIdTaken, userNotFound } from '../domain/identity.errors.js';
import { assertMayUpdate, type UserChanges } from '../domain/user-permissions.js';
import { normaliseEmail, type Actor, type User } from '../domain/user.entity.js';
import { graceFrom, isStaff } from '../domain/second-factor-rule.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView, type UserView } from './user-view.js';

export interface UpdateUserInput {
  fields: Record<string, unknown>;
  /** The new profile photo, if one was uploaded. */
  photo?: Buffer;
}

export class UpdateUser {
  constructor(
    private readonly deps: {
      users: UserRepository;
      storage: FileStorage;
      enrolments: EnrolmentDirectory;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  /**
   * Whether a change of the form is a sensitive action that asks a fresh confirmation (docs/adr/0046): it
   * changes the account's role, or its e-mail (the address a password reset goes to). Read before the
   * change is checked, so only what differs from the account counts; a form that sends the same values does not.
   */
  async isSensitive(id: string, fields: Record<string, unknown>): Promise<boolean> {
    if (fields.rol === undefined && fields.email === undefined) return false;
    const target = await this.deps.users.findById(id);
    if (!target || target.deletedAt) return false;
    const rolChanges = fields.rol !== undefined && fields.rol !== target.rol;
    const emailChanges = typeof fields.email === 'string' ? normaliseEmail(fields.email) !== target.email : fields.email !== undefined;
    return rolChanges || emailChanges;
  }

  async execute(actor: Actor, id: string, input: UpdateUserInput): Promise<UserView> {
    const fields = parseOrThrow(updateUserRequestSchema, input.fields);
    const target = await this.deps.users.findById(id);
    if (!target || target.deletedAt) throw userNotFound();

    const changes: UserChanges = { ...fields, ...(fields.email ? { email: normaliseEmail(fields.email) } : {}) } as UserChanges;
    assertMayUpdate(actor, target, changes);
    // The photo is checked before anything is written, and stored only once the rules pass.
    const extension = input.photo ? await validateImage(input.photo) : undefined;
    const photo = input.photo && extension ? await this.deps.storage.save('avatars', input.photo, extension) : undefined;

    const updated = await this.deps.tx
      .run(async (trx) => {
        if (changes.email && changes.email !== target.email) {
          const other = await this.deps.users.findByEmail(changes.email, trx);
          if (other && other.id !== target.id) throw emailTaken();
        }
        if (changes.iracingId && changes.iracingId !== target.iracingId) {
          const other = await this.deps.users.findByIracingId(changes.iracingId, trx);
          if (other && other.id !== target.id) throw iracingIdTaken();
        }
        const patch: Partial<User> = { ...stripUndefined(changes), updatedAt: this.deps.clock.now().toISOString() };
        if (photo) patch.imagenPerfil = photo.url;
        // Made staff now: seven days to add a second factor (docs/adr/0046); leaving staff clears the date.
        if (changes.rol !== undefined && isStaff({ rol: changes.rol }) !== isStaff(target)) {
          patch.segundoFactorPlazo = isStaff({ rol: changes.rol }) ? graceFrom(this.deps.clock.now()) : null;
        }
        await this.deps.users.update(target.id, patch, trx);
        const updated = { ...target, ...patch } as User;
        // Staff's changes to accounts, their own included, are in the audit log (docs/adr/0051).
        if (isStaff(actor) || actor.id !== target.id) {
          const cambios = changesBetween(pick(target, Object.keys(patch)), pick(updated, Object.keys(patch)));
          if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'usuario.editado', objeto: { tipo: 'usuario', id: target.id, nombre: target.email }, cambios }, trx);
        }
        return updated;
      })
      .catch(async (err: unknown) => {
        // A refused update must not leave the new photo behind on disk.
        if (photo) await this.deps.storage.remove(photo.url);
        throw err;
      });
    if (photo && target.imagenPerfil) await this.deps.storage.remove(target.imagenPerfil);
    return toUserView(updated, await this.deps.enrolments.championshipIdsOf(updated.id));
  }
}

function pick(value: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (value as Record<string, unknown>)[k]]));
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
