import { RETIRED_DRIVER_NAME } from '../../../contracts/privacy.messages.js';
import {
  ARCO_MSG,
  BLOCKED_PAGE_MSG,
  blockedAccountsQuerySchema,
  type BlockedAccountDetailAnswer,
  type BlockedAccountsAnswer,
  type BlockedAccountView,
  type KeptCount,
  type KeptSectionView,
} from '../../../contracts/data-rights.contract.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { PrivateFileStorage } from '../../../platform/files/file-storage.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import type { BlockedAccount, BlockedAccountRepository, BlockedPlace, KeptSection, Person, PersonalDataStore, PersonDirectory } from './ports/data-rights.ports.js';

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

/** The `siguiente` of a page that ends at this account: opaque to the client. */
const placeAfter = (account: BlockedAccount) => Buffer.from(JSON.stringify([account.bloqueadaEn, account.userId])).toString('base64url');

/** The place a `despues` names; a text no page gave is refused in Spanish. */
function readPlace(despues: string): BlockedPlace {
  const lost = () => new ValidationError(BLOCKED_PAGE_MSG.lost, { despues: BLOCKED_PAGE_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(despues) ? JSON.parse(Buffer.from(despues, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((p) => typeof p === 'string' && p !== '' && !p.includes('\u0000'))) throw lost();
  return { bloqueadaEn: parsed[0] as string, userId: parsed[1] as string };
}

const counted = (kept: KeptSection[]): KeptCount[] => kept.map((s) => ({ tabla: s.tabla, titulo: s.titulo, filas: s.filas.length }));

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

  /**
   * A page of the cancelled accounts with a count of what is kept, the latest cancelled first
   * (docs/adr/0064): the people and their kept rows read for the whole page at once, and the read
   * recorded once per request.
   */
  async list(actor: Actor, query: Record<string, unknown> = {}): Promise<BlockedAccountsAnswer> {
    assertSuperadmin(actor);
    const { limite, despues } = parseOrThrow(blockedAccountsQuerySchema, query);
    const after = despues === undefined ? undefined : readPlace(despues);
    return this.deps.tx.run(async (trx) => {
      // One more than the page says whether another follows.
      const accounts = await this.deps.blocked.page({ after, limit: limite + 1 }, trx);
      const shown = accounts.slice(0, limite);
      const people = new Map((await this.deps.people.byIds(shown.map((a) => a.userId), trx)).map((p) => [p.id, p]));
      const keptOf = await this.deps.store.keptCounts(
        shown.flatMap((a) => (a.eliminadaEn ? [] : [people.get(a.userId)].filter((p): p is Person => p !== undefined))),
        trx,
      );
      const cuentas = shown.map((a) => view(a, people.get(a.userId) ?? null, a.eliminadaEn ? [] : (keptOf.get(a.userId) ?? [])));
      await this.deps.trail.record(
        { actor, accion: 'datos-bloqueados.consultados', objeto: { tipo: 'datos-bloqueados', id: null, nombre: 'Cuentas canceladas' }, cambios: [{ campo: 'consulta', antes: null, despues: `lista de ${cuentas.length} cuenta(s)` }] },
        trx,
      );
      return { cuentas, siguiente: accounts.length > limite ? placeAfter(shown[shown.length - 1]!) : null };
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
      return { cuenta: view(account, person, counted(kept)), secciones };
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

function view(account: BlockedAccount, person: Person | null, kept: KeptCount[]): BlockedAccountView {
  const purged = account.eliminadaEn !== null || !person;
  return {
    userId: account.userId,
    nombre: purged ? RETIRED_DRIVER_NAME : `${person.nombre} ${person.apellido}`.trim(),
    email: purged ? '' : person.email,
    bloqueadaEn: account.bloqueadaEn,
    conservarHasta: account.conservarHasta,
    eliminadaEn: account.eliminadaEn,
    conservado: kept,
  };
}
