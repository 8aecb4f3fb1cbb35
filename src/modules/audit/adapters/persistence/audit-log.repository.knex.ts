import type { Knex } from 'knex';
import { readWindow } from '../../../../platform/database/keyset.js';
import { toIso } from '../../../../platform/database/rows.js';
import type { PlaceWindow } from '../../../../platform/keyset.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { AuditEntry } from '../../domain/audit-entry.js';
import type { AuditFilters, AuditLog } from '../../application/ports/audit-log.port.js';

const TABLE = 'audit_log';
const BATCH = 500;

interface AuditRow {
  id: string;
  creadoEl: string;
  actorId: string | null;
  actorRol: string | null;
  ip: string | null;
  navegador: string | null;
  accion: string;
  objetoTipo: string;
  objetoId: string | null;
  objetoNombre: string | null;
  cambios: string | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({ ...row, creadoEl: toIso(row.creadoEl), cambios: row.cambios ? (JSON.parse(row.cambios) as AuditEntry['cambios']) : [] });

/** The log in `audit_log`: appended to in the caller's transaction, never updated. */
export class KnexAuditLog implements AuditLog {
  constructor(private readonly knex: Knex) {}

  async append(entry: AuditEntry, trx: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert({ ...entry, cambios: JSON.stringify(entry.cambios) });
  }

  private filtered(filters: AuditFilters) {
    const q = this.knex<AuditRow>(TABLE);
    if (filters.actorId) q.where('actorId', filters.actorId);
    if (filters.accion) q.where('accion', filters.accion);
    if (filters.objetoTipo) q.where('objetoTipo', filters.objetoTipo);
    if (filters.objetoId) q.where('objetoId', filters.objetoId);
    if (filters.desde) q.where('creadoEl', '>=', filters.desde);
    if (filters.hasta) q.where('creadoEl', '<', filters.hasta);
    return q;
  }

  // From the index (creadoEl, id) (migration 20261220000100): a place, not an offset, for every page the screen moves to.
  async page(filters: AuditFilters, window: PlaceWindow): Promise<AuditEntry[]> {
    return (await readWindow<AuditRow>(this.filtered(filters).select('*'), ['creadoEl', 'id'], window)).map(toEntry);
  }

  async count(filters: AuditFilters): Promise<number> {
    const [{ n }] = (await this.filtered(filters).count({ n: '*' })) as Array<{ n: number | string }>;
    return Number(n);
  }

  // Batch after batch by place, so the last batch of a long export costs what the first does.
  async each(filters: AuditFilters, visit: (batch: AuditEntry[]) => void | Promise<void>): Promise<void> {
    let window: PlaceWindow = { offset: 0, limit: BATCH };
    for (;;) {
      const rows: AuditRow[] = await readWindow<AuditRow>(this.filtered(filters).select('*'), ['creadoEl', 'id'], window);
      if (rows.length > 0) await visit(rows.map(toEntry));
      if (rows.length < BATCH) return;
      const last: AuditRow = rows[rows.length - 1]!;
      window = { after: { at: last.creadoEl, tie: last.id }, limit: BATCH };
    }
  }

  /**
   * Each list by a loose index scan: the smallest value, then the smallest above it, and so on, one
   * index step per distinct value (a few dozen) instead of reading every entry (`SELECT DISTINCT`).
   * The (accion, creadoEl) and (objetoTipo, objetoId) indexes lead with these columns.
   */
  async kinds(): Promise<{ acciones: string[]; objetos: string[] }> {
    const distinct = async (column: 'accion' | 'objetoTipo') => {
      const rows = await this.knex.raw(
        `WITH RECURSIVE d(v) AS (SELECT MIN("${column}") FROM ${TABLE} UNION ALL SELECT (SELECT MIN("${column}") FROM ${TABLE} WHERE "${column}" > d.v) FROM d WHERE d.v IS NOT NULL) SELECT v FROM d WHERE v IS NOT NULL`,
      );
      return ((Array.isArray(rows) ? rows : (rows as { rows: Array<{ v: string }> }).rows) as Array<{ v: string }>).map((r) => r.v);
    };
    return { acciones: await distinct('accion'), objetos: await distinct('objetoTipo') };
  }

  async purgeBefore(before: string): Promise<number> {
    return Number(await this.knex(TABLE).where('creadoEl', '<', before).delete());
  }
}
