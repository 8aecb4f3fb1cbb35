import { ContainerModule } from 'inversify';
import { bindClass } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexAuditLog } from './adapters/persistence/audit-log.repository.knex.js';
import { PurgeAuditEntriesJob } from './application/purge-audit-entries.job.js';
import { ReadAuditLog } from './application/read-audit-log.use-case.js';
import { RecordAuditEntry } from './application/record-audit-entry.js';
import { AUDIT_PRIVATE } from './audit.private-tokens.js';
import { AUDIT } from './audit.tokens.js';

export const auditModule = new ContainerModule(({ bind }) => {
  bind(AUDIT_PRIVATE.Log).toDynamicValue((ctx) => new KnexAuditLog(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, AUDIT.Trail, RecordAuditEntry, (ctx) => ({ log: ctx.get(AUDIT_PRIVATE.Log), clock: ctx.get(PLATFORM.Clock), newId: ctx.get(PLATFORM.NewId) }));
  bindClass(bind, AUDIT.Read, ReadAuditLog, (ctx) => ({ log: ctx.get(AUDIT_PRIVATE.Log), people: ctx.get(AUDIT.People) }));
  bindClass(bind, AUDIT.PurgeJob, PurgeAuditEntriesJob, (ctx) => ({ log: ctx.get(AUDIT_PRIVATE.Log), retentionDays: ctx.get(PLATFORM.Config).auditRetentionDays }));
});
