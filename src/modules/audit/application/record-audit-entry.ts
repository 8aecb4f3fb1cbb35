import type { AuditRecord, AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction } from '../../../platform/transactions.js';
import { MAX_USER_AGENT, type AuditEntry } from '../domain/audit-entry.js';
import { maskChange, maskValue } from '../domain/audit-masking.js';
import type { AuditLog } from './ports/audit-log.port.js';

/**
 * The audit trail every module records through (PLATFORM.AuditTrail): masks the values, stamps the
 * instant and appends the entry in the caller's transaction, so the entry and the change it describes
 * commit together or not at all.
 */
export class RecordAuditEntry implements AuditTrail {
  constructor(private readonly deps: { log: AuditLog; clock: Clock; newId: IdGenerator }) {}

  async record(entry: AuditRecord, trx: Transaction): Promise<void> {
    const origen = entry.actor?.origen ?? entry.origen ?? null;
    const stored: AuditEntry = {
      id: this.deps.newId(),
      creadoEl: this.deps.clock.now().toISOString(),
      actorId: entry.actor?.id ?? null,
      actorRol: entry.actor?.rol ?? null,
      ip: origen?.ip ?? null,
      navegador: origen?.navegador ? origen.navegador.slice(0, MAX_USER_AGENT) : null,
      accion: entry.accion,
      objetoTipo: entry.objeto.tipo,
      objetoId: entry.objeto.id,
      objetoNombre: entry.objeto.nombre ? String(maskValue(entry.objeto.nombre)) : null,
      cambios: (entry.cambios ?? []).map(maskChange),
    };
    await this.deps.log.append(stored, trx);
  }
}
