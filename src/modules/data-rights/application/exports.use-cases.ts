import { createHash, randomBytes } from 'node:crypto';
import { ARCO_EXPORT_LINK_DAYS, ARCO_MSG } from '../../../contracts/data-rights.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { PrivateFileStorage } from '../../../platform/files/file-storage.port.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { Logger } from '../../../platform/logger.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { exportReadyMail } from './data-rights.mails.js';
import type { ArcoRequestRepository, AuditEntriesSection, DataExportRepository, ExportArchiver, Person, PersonalDataStore, PersonDirectory } from './ports/data-rights.ports.js';

const DAY_MS = 86_400_000;
export const hashExportToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  people: PersonDirectory;
  store: PersonalDataStore;
  audit: AuditEntriesSection;
  archiver: ExportArchiver;
}

/** Everything the site holds about one person, as the zip a person downloads (also `parrilla privacy export`). */
export class BuildPersonalDataArchive {
  constructor(private readonly deps: Deps & { clock: Clock }) {}

  async forPerson(person: Person): Promise<Uint8Array> {
    const secciones = await this.deps.store.collect(person);
    const audit = await this.deps.audit.entriesAbout(person);
    if (audit) secciones.push(audit);
    return this.deps.archiver.build({ persona: person, generadoEn: this.deps.clock.now().toISOString(), secciones });
  }

  /** By e-mail address or account id (blocked accounts included: the superadmin's CLI). */
  async execute(idOrEmail: string): Promise<{ person: Person; zip: Uint8Array }> {
    const person = await this.deps.people.person(idOrEmail);
    if (!person) throw new NotFoundError('No hay ninguna cuenta con ese correo', 'USER_NOT_FOUND');
    return { person, zip: await this.forPerson(person) };
  }
}

/**
 * The job that makes pending downloads: the zip kept as a private file, a link whose token's hash is
 * stored, the access request answered and the link mailed, in one transaction; and the downloads past
 * their 7 days removed.
 */
export class PersonalDataExportsJob implements ScheduledJob {
  readonly name = 'datos-personales-descargas';
  readonly everyMs = 60_000;

  constructor(
    private readonly deps: {
      exports: DataExportRepository;
      requests: ArcoRequestRepository;
      people: PersonDirectory;
      builder: BuildPersonalDataArchive;
      files: PrivateFileStorage;
      outbox: MailOutbox;
      tx: TransactionRunner;
      publicUrl: string;
      logger: Logger;
    },
  ) {}

  async run(now: Date): Promise<string> {
    let made = 0;
    for (const pending of await this.deps.exports.pending(5)) {
      const person = await this.deps.people.person(pending.userId);
      if (!person || person.blockedAt) continue;
      const zip = await this.deps.builder.forPerson(person);
      const file = await this.deps.files.save('datos-personales', Buffer.from(zip), 'zip');
      const token = randomBytes(32).toString('base64url');
      const venceEn = new Date(now.getTime() + ARCO_EXPORT_LINK_DAYS * DAY_MS).toISOString();
      const link = `${this.deps.publicUrl}/api/datos-personales/descargas/${token}`;
      const done = await this.deps.tx.run(async (trx) => {
        if (!(await this.deps.exports.markReady(pending.id, { tokenHash: hashExportToken(token), archivo: file.url, listaEn: now.toISOString(), venceEn }, trx))) return false;
        if (pending.solicitudId) {
          await this.deps.requests.update(pending.solicitudId, 'en_proceso', { estado: 'atendida', respuesta: `Enviamos a tu correo un enlace para descargar tus datos; funciona hasta el ${venceEn}.`, respondidaEn: now.toISOString() }, trx);
        }
        await this.deps.outbox.enqueue(exportReadyMail(person.email, person.nombre, link, venceEn), trx);
        return true;
      });
      if (done) made += 1;
      else await this.deps.files.remove(file.url);
    }
    let expired = 0;
    for (const old of await this.deps.exports.expiredBefore(now.toISOString())) {
      await this.deps.exports.markExpired(old.id);
      if (old.archivo) await this.deps.files.remove(old.archivo);
      expired += 1;
    }
    return `${made} descarga(s) de datos personales preparada(s), ${expired} vencida(s) borrada(s)`;
  }
}

/** The mailed link: the zip while it has not expired. */
export class DownloadPersonalData {
  constructor(private readonly deps: { exports: DataExportRepository; files: PrivateFileStorage; clock: Clock }) {}

  async execute(token: string): Promise<Buffer> {
    const row = token ? await this.deps.exports.byTokenHash(hashExportToken(token)) : null;
    const now = this.deps.clock.now().toISOString();
    if (!row || row.estado !== 'lista' || !row.archivo || !row.venceEn || row.venceEn <= now) throw new NotFoundError(ARCO_MSG.exportNotFound, 'EXPORT_NOT_FOUND');
    const content = await this.deps.files.read(row.archivo);
    if (!content) throw new NotFoundError(ARCO_MSG.exportNotFound, 'EXPORT_NOT_FOUND');
    return content;
  }
}
