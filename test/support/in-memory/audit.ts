import type { AuditFilters, AuditLog } from '../../../src/modules/audit/application/ports/audit-log.port.js';
import { RecordAuditEntry } from '../../../src/modules/audit/application/record-audit-entry.js';
import type { AuditEntry } from '../../../src/modules/audit/domain/audit-entry.js';
import type { Clock } from '../../../src/platform/clock.js';
import { windowRows, type PlaceWindow } from '../../../src/platform/keyset.js';
import { systemClock } from '../../../src/platform/clock.js';
import { sequentialIds, type Snapshottable } from './transactions.js';

/** The audit log in memory, put back with the transaction that wrote to it. */
export class MemoryAuditLog implements AuditLog, Snapshottable {
  entries: AuditEntry[] = [];

  async append(entry: AuditEntry): Promise<void> {
    this.entries.push(structuredClone(entry));
  }

  private matching(f: AuditFilters): AuditEntry[] {
    return this.entries
      .filter((e) => (!f.actorId || e.actorId === f.actorId) && (!f.accion || e.accion === f.accion) && (!f.objetoTipo || e.objetoTipo === f.objetoTipo) && (!f.objetoId || e.objetoId === f.objetoId))
      .filter((e) => (!f.desde || e.creadoEl >= f.desde) && (!f.hasta || e.creadoEl < f.hasta))
      .sort((a, b) => (a.creadoEl === b.creadoEl ? b.id.localeCompare(a.id) : b.creadoEl.localeCompare(a.creadoEl)));
  }

  async page(f: AuditFilters, window: PlaceWindow): Promise<AuditEntry[]> {
    return windowRows(this.matching(f), window, (e) => ({ at: e.creadoEl, tie: e.id }));
  }

  async count(f: AuditFilters): Promise<number> {
    return this.matching(f).length;
  }

  async each(f: AuditFilters, visit: (batch: AuditEntry[]) => void | Promise<void>): Promise<void> {
    const all = this.matching(f);
    if (all.length) await visit(all);
  }

  async kinds(): Promise<{ acciones: string[]; objetos: string[] }> {
    return { acciones: [...new Set(this.entries.map((e) => e.accion))].sort(), objetos: [...new Set(this.entries.map((e) => e.objetoTipo))].sort() };
  }

  async purgeBefore(before: string): Promise<number> {
    const kept = this.entries.filter((e) => e.creadoEl >= before);
    const purged = this.entries.length - kept.length;
    this.entries = kept;
    return purged;
  }

  snapshot(): () => void {
    const copy = structuredClone(this.entries);
    return () => {
      this.entries = copy;
    };
  }
}

/** The production trail (masking and all) over a log in memory: `audit` for a use case's deps, `log` to read. */
export function memoryAudit(clock: Clock = systemClock): { audit: RecordAuditEntry; log: MemoryAuditLog } {
  const log = new MemoryAuditLog();
  return { audit: new RecordAuditEntry({ log, clock, newId: sequentialIds('bitacora') }), log };
}
