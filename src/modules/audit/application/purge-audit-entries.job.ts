import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { AuditLog } from './ports/audit-log.port.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * `auditoria.retencion`, once a day: entries older than AUDIT_RETENTION_DAYS (two years by default)
 * are purged. The only way an entry ever leaves the log (docs/adr/0051).
 */
export class PurgeAuditEntriesJob implements ScheduledJob {
  readonly name = 'auditoria.retencion';
  readonly everyMs = DAY_MS;

  constructor(private readonly deps: { log: AuditLog; retentionDays: number }) {}

  async run(now: Date): Promise<string> {
    const before = new Date(now.getTime() - this.deps.retentionDays * DAY_MS).toISOString();
    const purged = await this.deps.log.purgeBefore(before);
    return `${purged} ${purged === 1 ? 'entrada de la bitácora purgada' : 'entradas de la bitácora purgadas'} (más de ${this.deps.retentionDays} días)`;
  }
}
