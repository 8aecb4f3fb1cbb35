import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
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

  async page(filters: AuditFilters, offset: number, limit: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const [{ n }] = (await this.filtered(filters).count({ n: '*' })) as Array<{ n: number | string }>;
    const rows = (await this.filtered(filters).select('*').orderBy([{ column: 'creadoEl', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(limit)) as AuditRow[];
    return { entries: rows.map(toEntry), total: Number(n) };
  }

  async each(filters: AuditFilters, visit: (batch: AuditEntry[]) => void | Promise<void>): Promise<void> {
    for (let offset = 0; ; offset += BATCH) {
      const rows = (await this.filtered(filters).select('*').orderBy([{ column: 'creadoEl', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(BATCH)) as AuditRow[];
      if (rows.length > 0) await visit(rows.map(toEntry));
      if (rows.length < BATCH) return;
    }
  }

  async kinds(): Promise<{ acciones: string[]; objetos: string[] }> {
    const acciones = (await this.knex(TABLE).distinct('accion').orderBy('accion')) as Array<{ accion: string }>;
    const objetos = (await this.knex(TABLE).distinct('objetoTipo').orderBy('objetoTipo')) as Array<{ objetoTipo: string }>;
    return { acciones: acciones.map((r) => r.accion), objetos: objetos.map((r) => r.objetoTipo) };
  }

  async purgeBefore(before: string): Promise<number> {
    return Number(await this.knex(TABLE).where('creadoEl', '<', before).delete());
  }
}
