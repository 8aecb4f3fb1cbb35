import type { ServiceIdentifier } from 'inversify';
import type { ArcoRequestRepository, BlockedAccountRepository, DataExportRepository, ExportArchiver, PersonalDataStore } from './application/ports/data-rights.ports.js';

const token = <T>(name: string) => Symbol.for(`data-rights.${name}`) as ServiceIdentifier<T>;

/** Data rights' insides: bound and read only within this module (never exported from index.ts). */
export const DATA_RIGHTS_PRIVATE = {
  Requests: token<ArcoRequestRepository>('Requests'),
  Exports: token<DataExportRepository>('Exports'),
  Blocked: token<BlockedAccountRepository>('Blocked'),
  Store: token<PersonalDataStore>('Store'),
  Archiver: token<ExportArchiver>('Archiver'),
};
