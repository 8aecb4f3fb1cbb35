import type { ServiceIdentifier } from 'inversify';
import type { AnswerArcoRequest, ArcoAttentionCount, FileOwnArcoRequest, FilePublicArcoRequest, ListArcoQueue, ListMyArcoRequests } from './application/arco-requests.use-cases.js';
import type { ReadBlockedData } from './application/blocked-data.use-cases.js';
import type { CancelAccount, PurgeBlockedData } from './application/cancellation.use-cases.js';
import type { BuildPersonalDataArchive, DownloadPersonalData, PersonalDataExportsJob } from './application/exports.use-cases.js';
import type { AuditEntriesSection, PersonDirectory } from './application/ports/data-rights.ports.js';
import type { OpenMatter, PersonalDataSection } from './domain/personal-data-section.js';

const token = <T>(name: string) => Symbol.for(`data-rights.${name}`) as ServiceIdentifier<T>;

/** Data rights' public face: its use cases and jobs, and the ports the composition root fills. */
export const DATA_RIGHTS = {
  /** Port filled by the composition root: accounts (identity), blocked ones included. */
  People: token<PersonDirectory>('People'),
  /** Port filled by the composition root: the registry of personal data (src/personal-data.registry.ts). */
  Sections: token<readonly PersonalDataSection[]>('Sections'),
  /** Port filled by the composition root: what must end before a cancellation. */
  OpenMatters: token<readonly OpenMatter[]>('OpenMatters'),
  /** Port filled by the composition root: the audit log's section of a person's export (none until the audit log lands; docs/adr/0054). */
  AuditEntries: token<AuditEntriesSection>('AuditEntries'),
  FileOwnRequest: token<FileOwnArcoRequest>('FileOwnRequest'),
  FilePublicRequest: token<FilePublicArcoRequest>('FilePublicRequest'),
  ListMyRequests: token<ListMyArcoRequests>('ListMyRequests'),
  ListQueue: token<ListArcoQueue>('ListQueue'),
  AnswerRequest: token<AnswerArcoRequest>('AnswerRequest'),
  Attention: token<ArcoAttentionCount>('Attention'),
  BuildArchive: token<BuildPersonalDataArchive>('BuildArchive'),
  Download: token<DownloadPersonalData>('Download'),
  ExportsJob: token<PersonalDataExportsJob>('ExportsJob'),
  CancelAccount: token<CancelAccount>('CancelAccount'),
  PurgeJob: token<PurgeBlockedData>('PurgeJob'),
  /** 'Datos bloqueados': the superadmin's audit-logged view of what is kept of cancelled accounts. */
  ReadBlocked: token<ReadBlockedData>('ReadBlocked'),
};
