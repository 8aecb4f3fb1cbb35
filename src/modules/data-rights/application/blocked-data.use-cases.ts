import { RETIRED_DRIVER_NAME } from '../../../contracts/privacy.messages.js';
import { ARCO_MSG, type BlockedAccountDetailAnswer, type BlockedAccountsAnswer, type BlockedAccountView, type KeptSectionView } from '../../../contracts/data-rights.contract.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors.js';
import type { PrivateFileStorage } from '../../../platform/files/file-storage.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Actor } from '../../identity/index.js';
import type { BlockedAccount, BlockedAccountRepository, KeptSection, Person, PersonalDataStore, PersonDirectory } from './ports/data-rights.ports.js';

/** Where the superadmin downloads a file kept blocked (an issued invoice's PDF or XML): the route records the read. */
export const keptFileUrl = (userId: string, tabla: string, rowId: string, column: string) =>
  `/api/datos-personales/admin/bloqueados/${encodeURIComponent(userId)}/archivos/${encodeURIComponent(tabla)}/${encodeURIComponent(rowId)}/${encodeURIComponent(column)}`;

export interface KeptFile {
  content: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', xml: 'application/xml; charset=utf-8' };

function assertSuperadmin(actor: Actor): void {
  if (actor.rol !== 'superadmin') throw new ForbiddenError(ARCO_MSG.blockedSuperadminOnly, 'SUPERADMIN_ONLY');
}

const notBlocked = () => new NotFoundError(ARCO_MSG.blockedNotFound, 'BLOCKED_ACCOUNT_NOT_FOUND');

/**
 * 'Datos bloqueados': the superadmin's view of what the law keeps of the cancelled accounts (payments
 * and invoices, 5 years from the payment, per the Código Fiscal), which nobody else reads anywhere.
 * Every read (the list, one account, one file) is recorded in the audit log, in the transaction that
 * reads, before the answer leaves: who read whose blocked data, when and from where.
 */
export class ReadBlockedData {
  constructor(
    private readonly deps: {
      trail: AuditTrail;
      people: PersonDirectory;
      store: PersonalDataStore;
      blocked: BlockedAccountRepository;
      files: PrivateFileStorage;
      tx: TransactionRunner;
    },
  ) {}

  /** Every cancelled account with a count of what is kept, the latest cancelled first. */
  async list(actor: Actor): Promise<BlockedAccountsAnswer> {
    assertSuperadmin(actor);
    return this.deps.tx.run(async (trx) => {
      const cuentas: BlockedAccountView[] = [];
      for (const account of await this.deps.blocked.list(trx)) {
        const person = await this.deps.people.person(account.userId, trx);
        const kept = person && !account.eliminadaEn ? await this.deps.store.kept(person, trx) : [];
        cuentas.push(view(account, person, kept));
      }
      await this.deps.trail.record(
        { actor, accion: 'datos-bloqueados.consultados', objeto: { tipo: 'datos-bloqueados', id: null, nombre: 'Cuentas canceladas' }, cambios: [{ campo: 'consulta', antes: null, despues: `lista de ${cuentas.length} cuenta(s)` }] },
        trx,
      );
      return { cuentas };
    });
  }

  /** One cancelled account's kept rows: what is kept, until when and why. */
  async show(actor: Actor, userId: string): Promise<BlockedAccountDetailAnswer> {
    assertSuperadmin(actor);
    return this.deps.tx.run(async (trx) => {
      const { account, person } = await this.find(userId, trx);
      const kept = person && !account.eliminadaEn ? await this.deps.store.kept(person, trx) : [];
      await this.deps.trail.record(
        { actor, accion: 'datos-bloqueados.consultados', objeto: { tipo: 'usuario', id: account.userId, nombre: null }, cambios: [{ campo: 'consulta', antes: null, despues: 'datos conservados' }] },
        trx,
      );
      const secciones: KeptSectionView[] = kept.map((s) => ({
        tabla: s.tabla,
        titulo: s.titulo,
        motivo: s.motivo,
        filas: s.filas.map((f) => {
          const id = typeof f.datos.id === 'string' ? f.datos.id : null;
          return {
            id,
            conservarHasta: f.conservarHasta?.toISOString() ?? null,
            datos: f.datos,
            archivos: id ? f.archivos.map((columna) => ({ columna, url: keptFileUrl(account.userId, s.tabla, id, columna) })) : [],
          };
        }),
      }));
      return { cuenta: view(account, person, kept), secciones };
    });
  }

  /** A file kept with one of the account's rows (an issued invoice's PDF or XML). */
  async file(actor: Actor, userId: string, tabla: string, rowId: string, column: string): Promise<KeptFile> {
    assertSuperadmin(actor);
    const { account, person } = await this.find(userId);
    const key = person && !account.eliminadaEn ? await this.deps.store.keptFile(person, tabla, rowId, column) : null;
    const content = key ? await this.deps.files.read(key) : null;
    if (!key || !content) throw new NotFoundError(ARCO_MSG.blockedFileNotFound, 'BLOCKED_FILE_NOT_FOUND');
    // Recorded before the bytes leave: a read the log cannot record is not answered.
    await this.deps.tx.run((trx) =>
      this.deps.trail.record(
        { actor, accion: 'datos-bloqueados.consultados', objeto: { tipo: 'usuario', id: account.userId, nombre: null }, cambios: [{ campo: 'consulta', antes: null, despues: `archivo ${tabla}.${column} de ${rowId}` }] },
        trx,
      ),
    );
    const ext = /\.(\w+)$/.exec(key)?.[1]?.toLowerCase() ?? 'bin';
    return { content, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream', fileName: `datos-bloqueados-${tabla}-${rowId.replace(/[^\w-]/g, '_').slice(0, 36)}.${ext.replace(/\W/g, '')}` };
  }

  private async find(userId: string, trx?: Parameters<PersonalDataStore['kept']>[1]): Promise<{ account: BlockedAccount; person: Person | null }> {
    const account = await this.deps.blocked.find(userId, trx);
    if (!account) throw notBlocked();
    return { account, person: await this.deps.people.person(account.userId, trx) };
  }
}

function view(account: BlockedAccount, person: Person | null, kept: KeptSection[]): BlockedAccountView {
  const purged = account.eliminadaEn !== null || !person;
  return {
    userId: account.userId,
    nombre: purged ? RETIRED_DRIVER_NAME : `${person.nombre} ${person.apellido}`.trim(),
    email: purged ? '' : person.email,
    bloqueadaEn: account.bloqueadaEn,
    conservarHasta: account.conservarHasta,
    eliminadaEn: account.eliminadaEn,
    conservado: kept.map((s) => ({ tabla: s.tabla, titulo: s.titulo, filas: s.filas.length })),
  };
}
