import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { userNotFound } from '../domain/identity.errors.js';
import { assertMayDelete } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { AccountRelease } from './ports/account-release.port.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SessionRevocation } from './sessions.use-case.js';

/**
 * Deleting an account anonymises it and keeps the row, so payments and reports keep their author:
 * personal data is wiped, every session ends, and upcoming enrolments are released.
 */
export class DeleteUser {
  constructor(
    private readonly deps: {
      users: UserRepository;
      enrolments: EnrolmentDirectory;
      releases: AccountRelease[];
      storage: FileStorage;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
      revocation: SessionRevocation;
    },
  ) {}

  async execute(actor: Actor, id: string): Promise<void> {
    const target = await this.deps.users.findById(id);
    if (!target || target.deletedAt) throw userNotFound();
    assertMayDelete(actor, target);
    const now = this.deps.clock.now().toISOString();
    await this.deps.tx.run(async (trx) => {
      // Of deletions at once only the one that marks it goes on; the others are told it is not there.
      if (!(await this.deps.users.markDeleted(target.id, now, trx))) throw userNotFound();
      await this.deps.users.update(
        target.id,
        {
          email: `eliminado-${target.id}@parrilla.invalid`,
          passwordHash: null,
          nombre: 'Usuario',
          apellido: 'eliminado',
          username: null,
          simuladorFavorito: null,
          cocheFavorito: null,
          nivelHabilidad: null,
          biografia: null,
          imagenPerfil: null,
          // Freed: the driver's iRacing id may belong to a new account, and results keep his iRacing name.
          iracingId: null,
          googleId: null,
          subscribeToNews: false,
          suspendido: true,
          tokenVersion: target.tokenVersion + 1,
          deletedAt: now,
          updatedAt: now,
        },
        trx,
      );
      await this.deps.revocation.revoke({ userId: target.id, exceptId: null }, 'cuenta-eliminada', actor, trx);
      await this.deps.enrolments.releaseUpcomingOf(target.id, trx);
      for (const release of this.deps.releases) await release.releaseUpcomingOf(target.id, trx);
      const cambios = [
        { campo: 'email', antes: target.email, despues: null },
        { campo: 'nombre', antes: `${target.nombre} ${target.apellido}`, despues: null },
      ];
      await this.deps.audit.record({ actor, accion: 'usuario.eliminado', objeto: { tipo: 'usuario', id: target.id, nombre: target.email }, cambios }, trx);
    });
    if (target.imagenPerfil) await this.deps.storage.remove(target.imagenPerfil);
  }
}
