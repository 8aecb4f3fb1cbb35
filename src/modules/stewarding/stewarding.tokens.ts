import type { ServiceIdentifier } from 'inversify';
import type { DecideReport } from './application/decide-report.use-case.js';
import type { DeleteReport } from './application/delete-report.use-case.js';
import type { GetDecisionLog } from './application/decision-log.use-case.js';
import type { FileReport } from './application/file-report.use-case.js';
import type { GetReport, ListReports } from './application/list-reports.use-case.js';
import type { ListReportableChampionships } from './application/list-reportable-championships.use-case.js';
import type { ListReportableDrivers, MoreOfMyReports, MyReports } from './application/my-reports.use-case.js';
import type { DecisionDigest } from './application/decision-digest.js';
import type { PenaltyLedger } from './application/penalty-ledger.js';
import type { CompetitionDirectory } from './application/ports/competition-directory.port.js';
import type { DriverAccounts, DriverCards } from './application/ports/driver-directory.port.js';
import type { ScoredEventDirectory } from './application/ports/scored-events.port.js';
import type { RecordPenalty } from './application/record-penalty.use-case.js';
import type { DecideAppeal } from './application/decide-appeal.use-case.js';
import type { FileAppeal } from './application/file-appeal.use-case.js';
import type { LiftSuspension } from './application/lift-suspension.use-case.js';
import type { SuspensionQuery } from './application/suspension-query.js';
import type { CastVote } from './application/cast-vote.use-case.js';
import type { StewardingWaitingWork } from './application/waiting-work.use-case.js';
import type { GetPanelSettings } from './application/get-panel-settings.use-case.js';
import type { UpdatePanelSettings } from './application/update-panel-settings.use-case.js';
import type { AssignSteward } from './application/assign-steward.use-case.js';
import type { ListStewards } from './application/list-stewards.use-case.js';
import type { MyStewarding } from './application/my-stewarding.use-case.js';
import type { GetIncidentLaps } from './application/incident-laps.use-case.js';
import type { IracingIds, RaceSessionLaps } from './application/ports/incident-laps.port.js';
import type { UnassignSteward } from './application/unassign-steward.use-case.js';

const token = <T>(name: string) => Symbol.for(`stewarding.${name}`) as ServiceIdentifier<T>;

/**
 * Stewarding's public face: its use cases, the PenaltyLedger it offers a standings module, and the
 * ports it needs filled, which only the composition root (src/container.ts) binds. Its repository is
 * in stewarding.private-tokens.ts.
 */
export const STEWARDING = {
  /** Port filled by the composition root: championships, races and enrolment (championships' CompetitionLookup). */
  Competitions: token<CompetitionDirectory>('Competitions'),
  /** Port filled by the composition root: live accounts with their address, for mail (identity's AccountLookup). */
  Accounts: token<DriverAccounts>('Accounts'),
  /** Port filled by the composition root: drivers' public cards (identity's driver directory). */
  Drivers: token<DriverCards>('Drivers'),
  /** Port filled by the composition root: drivers as public pages name them (identity's FindDrivers.executePublic), for the public decision log. */
  PublicDrivers: token<DriverCards>('PublicDrivers'),
  /** Port filled by the composition root: a race's scored sessions and events (standings' RoundOutlines). */
  ScoredEvents: token<ScoredEventDirectory>('ScoredEvents'),
  /** Port filled by the composition root: drivers' iRacing customer ids (identity's IracingAccounts). */
  IracingIds: token<IracingIds>('IracingIds'),
  /** Port filled by the composition root: drivers' laps in a race's scored session (results' SessionLaps). */
  SessionLaps: token<RaceSessionLaps>('SessionLaps'),
  /** Offered: the penalties of a championship per race and per driver, for standings. */
  PenaltyLedger: token<PenaltyLedger>('PenaltyLedger'),
  /** Offered: decisions taken since an instant with their report's ids and penalty, for notifications' announcements. */
  DecisionDigest: token<DecisionDigest>('DecisionDigest'),
  /** Offered: who is suspended from which race of a championship (standings, reminders, the entry view). */
  Suspensions: token<SuspensionQuery>('Suspensions'),
  FileReport: token<FileReport>('FileReport'),
  ListReports: token<ListReports>('ListReports'),
  GetReport: token<GetReport>('GetReport'),
  DecideReport: token<DecideReport>('DecideReport'),
  DeleteReport: token<DeleteReport>('DeleteReport'),
  RecordPenalty: token<RecordPenalty>('RecordPenalty'),
  DecisionLog: token<GetDecisionLog>('DecisionLog'),
  MyReports: token<MyReports>('MyReports'),
  MoreOfMyReports: token<MoreOfMyReports>('MoreOfMyReports'),
  ReportableDrivers: token<ListReportableDrivers>('ReportableDrivers'),
  ReportableChampionships: token<ListReportableChampionships>('ReportableChampionships'),
  AssignSteward: token<AssignSteward>('AssignSteward'),
  UnassignSteward: token<UnassignSteward>('UnassignSteward'),
  ListStewards: token<ListStewards>('ListStewards'),
  MyStewarding: token<MyStewarding>('MyStewarding'),
  CastVote: token<CastVote>('CastVote'),
  WaitingWork: token<StewardingWaitingWork>('StewardingWaitingWork'),
  LiftSuspension: token<LiftSuspension>('LiftSuspension'),
  FileAppeal: token<FileAppeal>('FileAppeal'),
  DecideAppeal: token<DecideAppeal>('DecideAppeal'),
  GetPanelSettings: token<GetPanelSettings>('GetPanelSettings'),
  UpdatePanelSettings: token<UpdatePanelSettings>('UpdatePanelSettings'),
  IncidentLaps: token<GetIncidentLaps>('IncidentLaps'),
};
