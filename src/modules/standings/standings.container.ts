import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexScoringConfigRepository } from './adapters/persistence/scoring-config.repository.knex.js';
import { KnexStandingsVersion } from './adapters/persistence/standings-version.knex.js';
import { GetStandings } from './application/get-standings.use-case.js';
import { GetRoundOutline, RoundOutlines } from './application/round-outline.js';
import { GetScoringConfig, SetScoringConfig } from './application/scoring-config.use-cases.js';
import { ScoreChampionship } from './application/standings-answer.js';
import { STANDINGS_PRIVATE } from './standings.private-tokens.js';
import { STANDINGS } from './standings.tokens.js';

/** Binds standings' own tokens only; Championships, Calendar, Sessions, Penalties and Accounts are ports the composition root fills. */
export const standingsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    configs: ctx.get(STANDINGS_PRIVATE.Configs),
    championships: ctx.get(STANDINGS.Championships),
    closedSeasons: ctx.get(STANDINGS.ClosedSeasons),
    clock: ctx.get(PLATFORM.Clock),
  });

  bind(STANDINGS_PRIVATE.Configs).toDynamicValue((ctx) => new KnexScoringConfigRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(STANDINGS_PRIVATE.Version).toDynamicValue((ctx) => new KnexStandingsVersion(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(STANDINGS.ScoreChampionship).toConstantValue(new ScoreChampionship());

  const useCase = classBinder(bind, deps);
  useCase(STANDINGS.GetScoringConfig, GetScoringConfig);
  bindClass(bind, STANDINGS.SetScoringConfig, SetScoringConfig, (ctx) => ({ ...deps(ctx), tx: ctx.get(PLATFORM.Tx), audit: ctx.get(PLATFORM.AuditTrail) }));
  bindClass(bind, STANDINGS.GetStandings, GetStandings, (ctx) => ({
    configs: ctx.get(STANDINGS_PRIVATE.Configs),
    calendar: ctx.get(STANDINGS.Calendar),
    sessions: ctx.get(STANDINGS.Sessions),
    penalties: ctx.get(STANDINGS.Penalties),
    suspensions: ctx.get(STANDINGS.Suspensions),
    entries: ctx.get(STANDINGS.EntryRosters),
    accounts: ctx.get(STANDINGS.Accounts),
    version: ctx.get(STANDINGS_PRIVATE.Version),
    closedSeasons: ctx.get(STANDINGS.ClosedSeasons),
    clock: ctx.get(PLATFORM.Clock),
  }));
  bindClass(bind, STANDINGS.RoundOutlines, RoundOutlines, (ctx) => ({ configs: ctx.get(STANDINGS_PRIVATE.Configs), calendar: ctx.get(STANDINGS.Calendar) }));
  bindClass(bind, STANDINGS.GetRoundOutline, GetRoundOutline, (ctx) => ({ outlines: ctx.get(STANDINGS.RoundOutlines) }));
});
