import type { ArcoKind, ArcoState, KeptCount } from '../../../../contracts/data-rights.contract.js';
import type { Transaction } from '../../../../platform/transactions.js';

/** An ARCO request as stored. */
export interface ArcoRequest {
  id: string;
  userId: string | null;
  tipo: ArcoKind;
  estado: ArcoState;
  nombre: string;
  email: string;
  detalle: string;
  respuesta: string | null;
  createdAt: string;
  venceEn: string;
  respondidaEn: string | null;
  respondidaPor: string | null;
}

export interface ArcoRequestRepository {
  insert(request: ArcoRequest, trx?: Transaction): Promise<void>;
  find(id: string, trx?: Transaction): Promise<ArcoRequest | null>;
  /** Moves a request on only from the state read (a second answer at the same time changes nothing): whether it did. */
  update(id: string, from: ArcoState, changes: Partial<ArcoRequest>, trx?: Transaction): Promise<boolean>;
  ofUser(userId: string): Promise<ArcoRequest[]>;
  /** Open ones first by deadline, then the answered ones newest first; `abiertas` keeps only the open ones. */
  list(options: { abiertas?: boolean; limit?: number }): Promise<ArcoRequest[]>;
  /** Open requests whose deadline is before `before`. */
  openDueBefore(before: string): Promise<ArcoRequest[]>;
}

export interface DataExport {
  id: string;
  userId: string;
  solicitudId: string | null;
  estado: 'pendiente' | 'lista' | 'vencida';
  tokenHash: string | null;
  archivo: string | null;
  createdAt: string;
  listaEn: string | null;
  venceEn: string | null;
}

export interface DataExportRepository {
  insert(row: DataExport, trx?: Transaction): Promise<void>;
  pending(limit: number): Promise<DataExport[]>;
  /** Marks a pending export ready; false when another run did it first. */
  markReady(id: string, changes: Pick<DataExport, 'tokenHash' | 'archivo' | 'listaEn' | 'venceEn'>, trx?: Transaction): Promise<boolean>;
  byTokenHash(hash: string): Promise<DataExport | null>;
  expiredBefore(now: string): Promise<DataExport[]>;
  markExpired(id: string, trx?: Transaction): Promise<void>;
}

export interface BlockedAccount {
  userId: string;
  bloqueadaEn: string;
  conservarHasta: string;
  eliminadaEn: string | null;
  resumen: string | null;
}

/** Where a page of the cancelled accounts stands: the last one's blocking instant and account. */
export interface BlockedPlace {
  bloqueadaEn: string;
  userId: string;
}

export interface BlockedAccountRepository {
  /** A page of the cancelled accounts, the latest blocked first (then by account): at most `limit` after `after`. */
  page(query: { after?: BlockedPlace; limit: number }, trx?: Transaction): Promise<BlockedAccount[]>;
  /** Records the blocking; false when the account was blocked already (a cancellation sent twice at once). */
  insert(row: BlockedAccount, trx: Transaction): Promise<boolean>;
  find(userId: string, trx?: Transaction): Promise<BlockedAccount | null>;
  dueBy(now: string): Promise<BlockedAccount[]>;
  /** Records the purge; false when another run recorded it first. */
  markPurged(userId: string, at: string, resumen: string, trx: Transaction): Promise<boolean>;
}

/** Port filled by the composition root (identity): accounts as the ARCO rights need them. */
export interface PersonDirectory {
  person(idOrEmail: string, trx?: Transaction): Promise<Person | null>;
  /** The accounts among these ids, read at once (unknown ones left out). */
  byIds(ids: readonly string[], trx?: Transaction): Promise<Person[]>;
  block(id: string, at: Date, trx: Transaction): Promise<void>;
  removePhoto(url: string | null): Promise<void>;
  forget(id: string, at: Date, trx: Transaction): Promise<void>;
}

export interface Person {
  id: string;
  email: string;
  nombre: string;
  apellido: string;
  rol: string;
  iracingId: number | null;
  imagenPerfil: string | null;
  blockedAt: string | null;
  deletedAt: string | null;
}

/** One section of an export: a title and its rows. */
export interface ExportSection {
  tabla: string;
  titulo: string;
  filas: Record<string, unknown>[];
}

/** What the purge does (or would do) with one table. */
export interface PurgeStep {
  tabla: string;
  accion: 'borrar' | 'conservar' | 'desidentificar' | 'cuenta';
  filas: number;
  motivo: string;
}

/** One kept row of a table with a legal retention: its columns (secrets left out), until when, and the file columns that hold a file. */
export interface KeptRow {
  datos: Record<string, unknown>;
  conservarHasta: Date | null;
  archivos: string[];
}

/** A table the law keeps blocked after a cancellation (the tax code's payments and invoices), with the person's rows. */
export interface KeptSection {
  tabla: string;
  titulo: string;
  motivo: string;
  filas: KeptRow[];
}

/** The registry's runner over the live tables (adapters/persistence/personal-data.knex.ts). */
export interface PersonalDataStore {
  collect(person: Person, trx?: Transaction): Promise<ExportSection[]>;
  openMatters(userId: string, now: Date, trx?: Transaction): Promise<string[]>;
  /** Deletes at cancellation what nothing requires keeping; answers the private files to remove once committed. */
  block(person: Person, trx: Transaction): Promise<{ pasos: PurgeStep[]; archivos: string[] }>;
  /** The end of each kept row's legal retention. */
  retentionEnds(person: Person, trx?: Transaction): Promise<Date[]>;
  /** The person's rows of every table with a legal retention: what is kept blocked for the tax code. */
  kept(person: Person, trx?: Transaction): Promise<KeptSection[]>;
  /**
   * How many rows of each table with a legal retention name each of these people (the counts `kept`
   * gives, every table listed, 0 included), read for all of them at once: a query per table, not per person.
   */
  keptCounts(people: readonly Person[], trx?: Transaction): Promise<Map<string, KeptCount[]>>;
  /** The stored key of a file kept in one of those rows (by the row's id and the file's column), or null. */
  keptFile(person: Person, tabla: string, rowId: string, column: string, trx?: Transaction): Promise<string | null>;
  /** Deletes or de-identifies the blocked rows (`dryRun` only counts them). */
  purge(person: Person, options: { dryRun: boolean }, trx?: Transaction): Promise<{ pasos: PurgeStep[]; archivos: string[] }>;
}

/**
 * Hook for the audit log (built apart): the entries about the person, as one more section of the
 * export. Filled by the composition root; until the audit log is in the site it answers null (no section).
 */
export interface AuditEntriesSection {
  entriesAbout(person: Person): Promise<ExportSection | null>;
}

/** Builds the downloadable archive: JSON of every section, a readable HTML page and a CSV per section. */
export interface ExportArchiver {
  build(input: { persona: Person; generadoEn: string; secciones: ExportSection[] }): Uint8Array;
}
