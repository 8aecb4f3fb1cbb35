import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import type { Transaction } from '../../../platform/transactions.js';
import { normaliseEmail, type User } from '../domain/user.entity.js';
import type { AccountRelease } from './ports/account-release.port.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SessionRevocation } from './sessions.use-case.js';

/** The person an account is, as the ARCO rights need it: blocked accounts included, deleted ones too. */
export interface PersonRecord {
  id: string;
  email: string;
  nombre: string;
  apellido: string;
  rol: User['rol'];
  iracingId: number | null;
  imagenPerfil: string | null;
  blockedAt: string | null;
  deletedAt: string | null;
}

const toPerson = (u: User): PersonRecord => ({
  id: u.id,
  email: u.email,
  nombre: u.nombre,
  apellido: u.apellido,
  rol: u.rol,
  iracingId: u.iracingId,
  imagenPerfil: u.imagenPerfil,
  blockedAt: u.blockedAt ?? null,
  deletedAt: u.deletedAt,
});

/**
 * Offered to the data-rights module (IDENTITY.PersonalDataAccounts): the account row in the two stages
 * of a cancellation (docs/adr/0054). `block` keeps name, e-mail and iRacing id blocked (for the records
 * the law keeps) and deletes the photo and the profile; `forget` leaves the row without personal data
 * when the retention ends, so the records that name it never become orphans.
 */
export class PersonalDataAccounts {
  constructor(
    private readonly deps: {
      users: UserRepository;
      enrolments: EnrolmentDirectory;
      releases: AccountRelease[];
      storage: FileStorage;
      revocation: SessionRevocation;
    },
  ) {}

  /** By id, or by e-mail address when the text holds an '@'. */
  async person(idOrEmail: string, trx?: Transaction): Promise<PersonRecord | null> {
    const text = idOrEmail.trim();
    const user = text.includes('@') ? await this.deps.users.findByEmail(normaliseEmail(text), trx) : await this.deps.users.findById(text, trx);
    return user ? toPerson(user) : null;
  }

  /** The accounts among these ids, read at once (one query, not one per account); unknown ids left out. */
  async byIds(ids: readonly string[], trx?: Transaction): Promise<PersonRecord[]> {
    const unique = [...new Set(ids)];
    return unique.length === 0 ? [] : (await this.deps.users.findByIds(unique, trx)).map(toPerson);
  }

  /** Blocks the account inside the caller's transaction; the photo's file is removed by `removePhoto` once it commits. */
  async block(id: string, at: Date, trx: Transaction): Promise<void> {
    const user = await this.deps.users.findById(id, trx);
    if (!user) return;
    const now = at.toISOString();
    await this.deps.users.update(
      id,
      {
        username: null,
        simuladorFavorito: null,
        cocheFavorito: null,
        nivelHabilidad: null,
        biografia: null,
        imagenPerfil: null,
        subscribeToNews: false,
        tokenVersion: user.tokenVersion + 1,
        blockedAt: now,
        updatedAt: now,
      },
      trx,
    );
    await this.deps.revocation.revoke({ userId: id, exceptId: null }, 'cuenta-eliminada', { id }, trx);
    await this.deps.enrolments.releaseUpcomingOf(id, trx);
    for (const release of this.deps.releases) await release.releaseUpcomingOf(id, trx);
  }

  async removePhoto(url: string | null): Promise<void> {
    if (url) await this.deps.storage.remove(url);
  }

  /** Leaves the account row without personal data (the last stage of a cancellation). */
  async forget(id: string, at: Date, trx: Transaction): Promise<void> {
    const user = await this.deps.users.findById(id, trx);
    if (!user) return;
    const now = at.toISOString();
    await this.deps.users.update(
      id,
      {
        email: `eliminado-${id}@parrilla.invalid`,
        passwordHash: null,
        nombre: 'Piloto',
        apellido: 'retirado',
        username: null,
        iracingId: null,
        googleId: null,
        suspendido: true,
        deletedAt: user.deletedAt ?? now,
        updatedAt: now,
      },
      trx,
    );
  }
}
