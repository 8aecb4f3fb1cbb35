import { setTimeout as sleep } from 'node:timers/promises';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { newId } from '../../platform/ids.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { FetchIracingApi } from './adapters/data-api/fetch-iracing.api.js';
import { OAuthTokens } from './adapters/data-api/oauth-tokens.js';
import { KnexIracingSecrets, KnexSyncLedger } from './adapters/persistence/iracing.knex.js';
import { credentialsInForce, type EnvironmentCredentials } from './application/credentials.js';
import { MemberLicences } from './application/member-licences.js';
import { FetchLapChart } from './application/fetch-lap-chart.use-case.js';
import { ImportSubsession } from './application/import-subsession.use-case.js';
import { GetIracingSettings, SaveIracingSettings, TestIracingConnection } from './application/iracing-settings.use-case.js';
import { GetIracingStatus } from './application/iracing-status.use-case.js';
import { ListLeagueSeasons } from './application/league-seasons.use-case.js';
import { ListSeasonSessions } from './application/season-sessions.use-case.js';
import { SyncLeagueSeasonsJob } from './application/sync-league-seasons.job.js';
import { SyncLeagueSeasons } from './application/sync-league-seasons.use-case.js';
import { SwitchedIracingApi } from './application/switched-api.js';
import { IRACING_PRIVATE } from './iracing.private-tokens.js';
import { IRACING } from './iracing.tokens.js';

/** Each iRacing call gives up after this long. */
const TIMEOUT_MS = 30_000;
/** A 429 whose reset is nearer than this is waited for; a later one gives the work back to the scheduler. */
const MAX_RATE_LIMIT_WAIT_MS = 60_000;

const environmentOf = (ctx: ResolutionContext): EnvironmentCredentials => {
  const { clientId, clientSecret, username, password } = ctx.get(PLATFORM.Config).iracing;
  return Object.fromEntries(Object.entries({ clientId, clientSecret, username, password }).filter(([, v]) => v)) as EnvironmentCredentials;
};

export const iracingModule = new ContainerModule(({ bind }) => {
  // One name per process, so its leases are its own.
  const holder = `proceso-${newId()}`;
  bind(IRACING_PRIVATE.Secrets)
    .toDynamicValue((ctx) => new KnexIracingSecrets(ctx.get(PLATFORM.Knex), ctx.get(PLATFORM.Config).jwtSecret, ctx.get(PLATFORM.Logger)))
    .inSingletonScope();
  bind(IRACING_PRIVATE.Ledger).toDynamicValue((ctx) => new KnexSyncLedger(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IRACING_PRIVATE.Api)
    .toDynamicValue((ctx) => {
      const config = ctx.get(PLATFORM.Config).iracing;
      const secrets = ctx.get(IRACING_PRIVATE.Secrets);
      const environment = environmentOf(ctx);
      const tokens = new OAuthTokens({
        oauthUrl: config.oauthUrl,
        credentials: () => credentialsInForce(secrets, environment),
        fingerprint: (credentials) => secrets.fingerprint(credentials),
        vault: secrets.vault(),
        leases: ctx.get(IRACING_PRIVATE.Ledger),
        clock: ctx.get(PLATFORM.Clock),
        holder,
        timeoutMs: TIMEOUT_MS,
        sleep: (ms) => sleep(ms),
      });
      secrets.onChange.push(() => tokens.forget());
      const api = new FetchIracingApi({ dataUrl: config.dataUrl, tokens, timeoutMs: TIMEOUT_MS, maxRateLimitWaitMs: MAX_RATE_LIMIT_WAIT_MS, sleep: (ms) => sleep(ms) });
      // Nothing reaches iRacing, not even the sign-in, while the league has it turned off (privacy's processors).
      return new SwitchedIracingApi(api, ctx.get(IRACING.Switch));
    })
    .inSingletonScope();

  const useCase = classBinder(bind, (ctx) => {
    const secrets = ctx.get(IRACING_PRIVATE.Secrets);
    const environment = environmentOf(ctx);
    return {
      api: ctx.get(IRACING_PRIVATE.Api),
      credentials: secrets,
      environment,
      configured: async () => (await credentialsInForce(secrets, environment)) !== null,
      results: ctx.get(IRACING.Results),
      ledger: ctx.get(IRACING_PRIVATE.Ledger),
      championships: ctx.get(IRACING.Championships),
      admins: ctx.get(IRACING.Admins),
      outbox: ctx.get(PLATFORM.MailOutbox),
      clock: ctx.get(PLATFORM.Clock),
      logger: ctx.get(PLATFORM.Logger),
      tx: ctx.get(PLATFORM.Tx),
      audit: ctx.get(PLATFORM.AuditTrail),
      holder,
      publicUrl: ctx.get(PLATFORM.Config).publicUrl,
      iracing: ctx.get(IRACING.Switch),
    };
  });
  useCase(IRACING.GetSettings, GetIracingSettings);
  useCase(IRACING.MemberLicences, MemberLicences);
  useCase(IRACING.SaveSettings, SaveIracingSettings);
  useCase(IRACING.TestConnection, TestIracingConnection);
  useCase(IRACING.ImportSubsession, ImportSubsession);
  useCase(IRACING.ListLeagueSeasons, ListLeagueSeasons);
  useCase(IRACING.ListSeasonSessions, ListSeasonSessions);
  useCase(IRACING.Sync, SyncLeagueSeasons);
  useCase(IRACING.FetchLapChart, FetchLapChart);
  useCase(IRACING.Status, GetIracingStatus);
  bindClass(bind, IRACING.SyncJob, SyncLeagueSeasonsJob, (ctx) => {
    const secrets = ctx.get(IRACING_PRIVATE.Secrets);
    const environment = environmentOf(ctx);
    return { sync: ctx.get(IRACING.Sync), configured: async () => (await credentialsInForce(secrets, environment)) !== null, iracing: ctx.get(IRACING.Switch) };
  });
});
