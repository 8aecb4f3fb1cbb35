import type { PlaceWindow } from '../../../../platform/keyset.js';
import type { Transaction } from '../../../../platform/transactions.js';
import type { Vote } from '../../domain/panel.js';
import type { Decision, Penalty, Report, ReportState, StoredReport } from '../../domain/report.entity.js';

export interface ReportFilter {
  estado?: ReportState;
  campeonatoId?: string;
  /** Only these championships (a steward's); absent: all. */
  campeonatoIds?: string[];
  /** Leaves out the reports this account filed or is reported in (a steward's own). */
  notInvolving?: string;
}

/** Port: stored reports, their decisions and penalties. */
export interface ReportRepository {
  /**
   * The next report number. Call inside the transaction that inserts the report: it holds a lock
   * until that transaction ends, so concurrent filings get distinct, consecutive numbers.
   */
  nextNumber(trx: Transaction): Promise<number>;
  insert(report: Report, trx?: Transaction): Promise<void>;
  /**
   * The number of a report the same driver already filed against the same driver for the same lap of
   * the same race (and heat), or null. Read inside the numbering transaction, after `nextNumber`.
   */
  sameReport(report: Pick<Report, 'carreraId' | 'reporterId' | 'reportedId' | 'vuelta' | 'heat'>, trx: Transaction): Promise<number | null>;
  findById(id: string, trx?: Transaction): Promise<StoredReport | null>;
  /** Newest first (instant, then number): a window after or before a place, or from a position; `total` counts every match. */
  list(filter: ReportFilter, window: PlaceWindow): Promise<{ items: StoredReport[]; total: number }>;
  /**
   * A window of the reports this account filed, newest first (instant, then number): from the start or
   * after a place, read from the index on (reporterId, createdAt, numeroReporte) up to `limit` rows.
   */
  filedBy(userId: string, window: PlaceWindow): Promise<StoredReport[]>;
  /** The same window of the reports filed about this account (the index on reportedId). */
  against(userId: string, window: PlaceWindow): Promise<StoredReport[]>;
  /** How many reports this account filed and how many were filed about it, counted on those indexes. */
  countInvolving(userId: string): Promise<{ filed: number; against: number }>;
  /** Decided reports of a championship. */
  decidedIn(campeonatoId: string): Promise<StoredReport[]>;
  /**
   * Moves a pending (or 'en_conflicto') report to `estado`; answers false when it was already decided
   * (another decision got there first). The gate of "a report is decided once".
   */
  markDecided(id: string, estado: 'resuelto' | 'rechazado', trx: Transaction): Promise<boolean>;
  /** Moves a pending report to 'en_conflicto' (a panel without majority); false when it was no longer pending. */
  markConflict(id: string, trx: Transaction): Promise<boolean>;
  /**
   * The report with its votes, read inside the voting transaction after taking the report's lock
   * (PostgreSQL `FOR UPDATE`; SQLite runs one write transaction at a time): votes on one report queue here.
   */
  lockForVoting(id: string, trx: Transaction): Promise<StoredReport | null>;
  /**
   * Every pending report of a championship with its votes, read inside `trx` after taking each one's lock
   * (in id order) as `lockForVoting` does: a change of the panel's size decides the ones it completes.
   */
  lockPending(campeonatoId: string, trx: Transaction): Promise<StoredReport[]>;
  insertVote(vote: Vote, trx: Transaction): Promise<void>;
  /** An appeal's outcome on the report's penalty: a milder one in its place (same place in the ledger's order), or none. */
  replacePenalty(reportId: string, sancion: Pick<Penalty, 'tipo' | 'segundos' | 'posiciones' | 'puntos' | 'puntosLicencia' | 'sesion' | 'evento'>, trx: Transaction): Promise<void>;
  removePenalty(reportId: string, trx: Transaction): Promise<void>;
  insertDecision(decision: Decision, trx: Transaction): Promise<void>;
  insertPenalty(penalty: Penalty, trx?: Transaction): Promise<void>;
  /** Removes the report with its decision and penalty. */
  /** Removes the report and everything under it; false when it was not there (gone meanwhile). */
  delete(id: string, trx: Transaction): Promise<boolean>;
  penaltiesIn(campeonatoId: string): Promise<Penalty[]>;
  /** How many reports are pending and how many 'en_conflicto', across every championship. */
  countWaiting(): Promise<{ pendientes: number; enConflicto: number }>;
  /**
   * Takes the lock that queues the writes of one driver's licence points in a championship until `trx`
   * ends (PostgreSQL: a transaction-scoped advisory lock; SQLite runs one write transaction at a time),
   * then answers his penalties there as they stand, read inside `trx`: what decides a threshold.
   */
  lockDriverLedger(campeonatoId: string, userId: string, trx: Transaction): Promise<Penalty[]>;
}
