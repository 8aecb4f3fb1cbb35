import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexArcoRequests, KnexBlockedAccounts, KnexDataExports } from './adapters/persistence/data-rights.knex.js';
import { KnexPersonalDataStore } from './adapters/persistence/personal-data.knex.js';
import { FflateExportArchiver } from './adapters/zip/fflate-archiver.js';
import { AnswerArcoRequest, ArcoAttentionCount, FileOwnArcoRequest, FilePublicArcoRequest, ListArcoQueue, ListMyArcoRequests } from './application/arco-requests.use-cases.js';
import { ReadBlockedData } from './application/blocked-data.use-cases.js';
import { CancelAccount, PurgeBlockedData } from './application/cancellation.use-cases.js';
import { BuildPersonalDataArchive, DownloadPersonalData, PersonalDataExportsJob } from './application/exports.use-cases.js';
import { DATA_RIGHTS_PRIVATE } from './data-rights.private-tokens.js';
import { DATA_RIGHTS } from './data-rights.tokens.js';

export const dataRightsModule = new ContainerModule(({ bind }) => {
  bind(DATA_RIGHTS_PRIVATE.Requests).toDynamicValue((ctx) => new KnexArcoRequests(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(DATA_RIGHTS_PRIVATE.Exports).toDynamicValue((ctx) => new KnexDataExports(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(DATA_RIGHTS_PRIVATE.Blocked).toDynamicValue((ctx) => new KnexBlockedAccounts(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(DATA_RIGHTS_PRIVATE.Store)
    .toDynamicValue((ctx) => new KnexPersonalDataStore(ctx.get(PLATFORM.Knex), ctx.get(DATA_RIGHTS.Sections), ctx.get(DATA_RIGHTS.OpenMatters)))
    .inSingletonScope();
  bind(DATA_RIGHTS_PRIVATE.Archiver).toDynamicValue(() => new FflateExportArchiver()).inSingletonScope();

  const deps = (ctx: ResolutionContext) => ({
    requests: ctx.get(DATA_RIGHTS_PRIVATE.Requests),
    exports: ctx.get(DATA_RIGHTS_PRIVATE.Exports),
    blocked: ctx.get(DATA_RIGHTS_PRIVATE.Blocked),
    store: ctx.get(DATA_RIGHTS_PRIVATE.Store),
    archiver: ctx.get(DATA_RIGHTS_PRIVATE.Archiver),
    people: ctx.get(DATA_RIGHTS.People),
    audit: ctx.get(DATA_RIGHTS.AuditEntries),
    trail: ctx.get(PLATFORM.AuditTrail),
    outbox: ctx.get(PLATFORM.MailOutbox),
    limiter: ctx.get(PLATFORM.RateLimiter),
    files: ctx.get(PLATFORM.PrivateFiles),
    tx: ctx.get(PLATFORM.Tx),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    logger: ctx.get(PLATFORM.Logger),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  });
  bindClass(bind, DATA_RIGHTS.FileOwnRequest, FileOwnArcoRequest, deps);
  bindClass(bind, DATA_RIGHTS.FilePublicRequest, FilePublicArcoRequest, deps);
  bindClass(bind, DATA_RIGHTS.ListMyRequests, ListMyArcoRequests, deps);
  bindClass(bind, DATA_RIGHTS.ListQueue, ListArcoQueue, deps);
  bindClass(bind, DATA_RIGHTS.AnswerRequest, AnswerArcoRequest, deps);
  bindClass(bind, DATA_RIGHTS.Attention, ArcoAttentionCount, deps);
  bindClass(bind, DATA_RIGHTS.BuildArchive, BuildPersonalDataArchive, deps);
  bindClass(bind, DATA_RIGHTS.Download, DownloadPersonalData, deps);
  bindClass(bind, DATA_RIGHTS.ExportsJob, PersonalDataExportsJob, (ctx) => ({ ...deps(ctx), builder: ctx.get(DATA_RIGHTS.BuildArchive) }));
  bindClass(bind, DATA_RIGHTS.CancelAccount, CancelAccount, deps);
  bindClass(bind, DATA_RIGHTS.PurgeJob, PurgeBlockedData, deps);
  bindClass(bind, DATA_RIGHTS.ReadBlocked, ReadBlockedData, deps);
});
