import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexDecisionDigest } from './adapters/persistence/decision-digest.knex.js';
import { KnexReportRepository } from './adapters/persistence/report.repository.knex.js';
import { KnexStewardAssignments } from './adapters/persistence/steward-assignments.knex.js';
import { LiftSuspension } from './application/lift-suspension.use-case.js';
import { SuspensionQuery } from './application/suspension-query.js';
import { KnexSuspensionStore } from './adapters/persistence/suspension-store.knex.js';
import { KnexAppealStore } from './adapters/persistence/appeal-store.knex.js';
import { DecideAppeal } from './application/decide-appeal.use-case.js';
import { FileAppeal } from './application/file-appeal.use-case.js';
import { KnexPanelSettings } from './adapters/persistence/panel-settings.knex.js';
import { CastVote } from './application/cast-vote.use-case.js';
import { StewardingWaitingWork } from './application/waiting-work.use-case.js';
import { GetPanelSettings } from './application/get-panel-settings.use-case.js';
import { UpdatePanelSettings } from './application/update-panel-settings.use-case.js';
import { AssignSteward } from './application/assign-steward.use-case.js';
import { ListStewards } from './application/list-stewards.use-case.js';
import { MyStewarding } from './application/my-stewarding.use-case.js';
import { GetIncidentLaps } from './application/incident-laps.use-case.js';
import { UnassignSteward } from './application/unassign-steward.use-case.js';
import { DecideReport } from './application/decide-report.use-case.js';
import { DeleteReport } from './application/delete-report.use-case.js';
import { GetDecisionLog } from './application/decision-log.use-case.js';
import { FileReport } from './application/file-report.use-case.js';
import { GetReport, ListReports } from './application/list-reports.use-case.js';
import { ListReportableChampionships } from './application/list-reportable-championships.use-case.js';
import { ListReportableDrivers, MoreOfMyReports, MyReports } from './application/my-reports.use-case.js';
import { PenaltyLedger } from './application/penalty-ledger.js';
import { RecordPenalty } from './application/record-penalty.use-case.js';
import { STEWARDING_PRIVATE } from './stewarding.private-tokens.js';
import { STEWARDING } from './stewarding.tokens.js';

/** Binds stewarding's own tokens only; Competitions, Accounts, Drivers, ScoredEvents, IracingIds and SessionLaps are ports the composition root fills. */
export const stewardingModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    reports: ctx.get(STEWARDING_PRIVATE.Reports),
    assignments: ctx.get(STEWARDING_PRIVATE.Assignments),
    panels: ctx.get(STEWARDING_PRIVATE.Panels),
    appeals: ctx.get(STEWARDING_PRIVATE.Appeals),
    suspensions: ctx.get(STEWARDING_PRIVATE.Suspensions),
    competitions: ctx.get(STEWARDING.Competitions),
    accounts: ctx.get(STEWARDING.Accounts),
    drivers: ctx.get(STEWARDING.Drivers),
    events: ctx.get(STEWARDING.ScoredEvents),
    iracingIds: ctx.get(STEWARDING.IracingIds),
    sessionLaps: ctx.get(STEWARDING.SessionLaps),
    storage: ctx.get(PLATFORM.FileStorage),
    outbox: ctx.get(PLATFORM.MailOutbox),
    notices: ctx.get(PLATFORM.DeviceNotices),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
  });

  bind(STEWARDING_PRIVATE.Reports).toDynamicValue((ctx) => new KnexReportRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(STEWARDING_PRIVATE.Assignments).toDynamicValue((ctx) => new KnexStewardAssignments(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(STEWARDING_PRIVATE.Panels).toDynamicValue((ctx) => new KnexPanelSettings(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(STEWARDING_PRIVATE.Appeals).toDynamicValue((ctx) => new KnexAppealStore(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(STEWARDING_PRIVATE.Suspensions).toDynamicValue((ctx) => new KnexSuspensionStore(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(STEWARDING.DecisionDigest).toDynamicValue((ctx) => new KnexDecisionDigest(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, STEWARDING.PenaltyLedger, PenaltyLedger, (ctx) => ({ reports: ctx.get(STEWARDING_PRIVATE.Reports) }));

  const useCase = classBinder(bind, deps);
  useCase(STEWARDING.FileReport, FileReport);
  useCase(STEWARDING.ListReports, ListReports);
  useCase(STEWARDING.GetReport, GetReport);
  useCase(STEWARDING.DecideReport, DecideReport);
  useCase(STEWARDING.DeleteReport, DeleteReport);
  useCase(STEWARDING.RecordPenalty, RecordPenalty);
  // The public decision log names drivers as public pages do (identity's public-name rule).
  bindClass(bind, STEWARDING.DecisionLog, GetDecisionLog, (ctx) => ({ ...deps(ctx), drivers: ctx.get(STEWARDING.PublicDrivers) }));
  useCase(STEWARDING.MyReports, MyReports);
  useCase(STEWARDING.MoreOfMyReports, MoreOfMyReports);
  useCase(STEWARDING.ReportableDrivers, ListReportableDrivers);
  useCase(STEWARDING.ReportableChampionships, ListReportableChampionships);
  useCase(STEWARDING.AssignSteward, AssignSteward);
  useCase(STEWARDING.UnassignSteward, UnassignSteward);
  useCase(STEWARDING.ListStewards, ListStewards);
  useCase(STEWARDING.MyStewarding, MyStewarding);
  useCase(STEWARDING.CastVote, CastVote);
  useCase(STEWARDING.WaitingWork, StewardingWaitingWork);
  useCase(STEWARDING.LiftSuspension, LiftSuspension);
  bindClass(bind, STEWARDING.Suspensions, SuspensionQuery, (ctx) => ({ suspensions: ctx.get(STEWARDING_PRIVATE.Suspensions), competitions: ctx.get(STEWARDING.Competitions) }));
  useCase(STEWARDING.FileAppeal, FileAppeal);
  useCase(STEWARDING.DecideAppeal, DecideAppeal);
  useCase(STEWARDING.GetPanelSettings, GetPanelSettings);
  useCase(STEWARDING.UpdatePanelSettings, UpdatePanelSettings);
  useCase(STEWARDING.IncidentLaps, GetIncidentLaps);
});
