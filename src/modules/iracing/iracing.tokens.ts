import type { MemberLicences } from './application/member-licences.js';
import type { ServiceIdentifier } from 'inversify';
import type { ScheduledJob } from '../../platform/jobs/scheduler.js';
import type { FetchLapChart } from './application/fetch-lap-chart.use-case.js';
import type { ImportSubsession } from './application/import-subsession.use-case.js';
import type { GetIracingSettings, SaveIracingSettings, TestIracingConnection } from './application/iracing-settings.use-case.js';
import type { GetIracingStatus } from './application/iracing-status.use-case.js';
import type { ListLeagueSeasons } from './application/league-seasons.use-case.js';
import type { AdminDirectory, ResultsStore, SeasonChampionships } from './application/ports/other-modules.port.js';
import type { ListSeasonSessions } from './application/season-sessions.use-case.js';
import type { SyncLeagueSeasons } from './application/sync-league-seasons.use-case.js';
import type { IracingSwitch } from './application/switched-api.js';

const token = <T>(name: string) => Symbol.for(`iracing.${name}`) as ServiceIdentifier<T>;

/** The iRacing connection's public face: its use cases, its job and the ports the composition root fills. */
export const IRACING = {
  /** Port filled by the composition root: championships with a league season (championships' IracingSeasons). */
  Championships: token<SeasonChampionships>('Championships'),
  /** Port filled by the composition root: results' import, what it holds and positions by lap. */
  Results: token<ResultsStore>('Results'),
  /** Port filled by the composition root: the admins to tell (identity's AccountLookup). */
  Admins: token<AdminDirectory>('Admins'),
  /** Port filled by the composition root: whether the league uses iRacing (privacy's processors). */
  Switch: token<IracingSwitch>('Switch'),
  GetSettings: token<GetIracingSettings>('GetSettings'),
  SaveSettings: token<SaveIracingSettings>('SaveSettings'),
  TestConnection: token<TestIracingConnection>('TestConnection'),
  ImportSubsession: token<ImportSubsession>('ImportSubsession'),
  ListLeagueSeasons: token<ListLeagueSeasons>('ListLeagueSeasons'),
  ListSeasonSessions: token<ListSeasonSessions>('ListSeasonSessions'),
  Sync: token<SyncLeagueSeasons>('Sync'),
  FetchLapChart: token<FetchLapChart>('FetchLapChart'),
  Status: token<GetIracingStatus>('Status'),
  SyncJob: token<ScheduledJob>('SyncJob'),
  /** Offered: drivers' licences and iRatings as iRacing says them, where connected (entry gates, docs/adr/0037). */
  MemberLicences: token<MemberLicences>('MemberLicences'),
};
