import type { ServiceIdentifier } from 'inversify';
import type { AuditTrail } from '../../platform/audit/audit-trail.port.js';
import type { AuditPeople, ReadAuditLog } from './application/read-audit-log.use-case.js';
import type { PurgeAuditEntriesJob } from './application/purge-audit-entries.job.js';

const token = <T>(name: string) => Symbol.for(`audit.${name}`) as ServiceIdentifier<T>;

/** Audit's public face: the trail every module records through, and its retention job. */
export const AUDIT = {
  /** Offered service: fills PLATFORM.AuditTrail (src/container.ts). */
  Trail: token<AuditTrail>('Trail'),
  /** `auditoria.retencion`: purges entries past the retention. */
  PurgeJob: token<PurgeAuditEntriesJob>('PurgeJob'),
  /** The superadmin's (and the console's) reading of the log: filtered, paged, whole for the CSV. */
  Read: token<ReadAuditLog>('Read'),
  /** Port filled by the composition root: names the log's accounts. */
  People: token<AuditPeople>('People'),
};
