import type { ServiceIdentifier } from 'inversify';
import type { AuditLog } from './application/ports/audit-log.port.js';

const token = <T>(name: string) => Symbol.for(`audit.${name}`) as ServiceIdentifier<T>;

/** Audit's insides: bound and read only within this module (never exported from index.ts). */
export const AUDIT_PRIVATE = {
  Log: token<AuditLog>('Log'),
};
