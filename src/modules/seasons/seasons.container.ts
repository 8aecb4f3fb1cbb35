import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexClosureRepository } from './adapters/persistence/closure.repository.knex.js';
import { KnexSeriesRepository } from './adapters/persistence/series.repository.knex.js';
import { DriverTitles, GetHallOfChampions } from './application/hall-of-champions.use-case.js';
import { ClosedChampionships } from './application/closed-championships.js';
import { PrepareNextSeason } from './application/next-season.use-case.js';
import { SeasonRulesAnswer } from './application/season-rules.js';
import { CloseSeason, GetSeasonStatus, ReopenSeason } from './application/closing.use-cases.js';
import { CreateSeries, DeleteSeries, GetEdition, GetSeries, ListSeasons, ListSeries, SetEdition, UpdateSeries } from './application/series.use-cases.js';
import { SEASONS_PRIVATE } from './seasons.private-tokens.js';
import { SEASONS } from './seasons.tokens.js';

/** Binds seasons' own tokens; Championships, Competitions, Results, Standings, People and DriverCards are ports the composition root fills. */
export const seasonsModule = new ContainerModule(({ bind }) => {
  bind(SEASONS_PRIVATE.Series).toDynamicValue((ctx) => new KnexSeriesRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(SEASONS_PRIVATE.Closures).toDynamicValue((ctx) => new KnexClosureRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();

  const deps = (ctx: ResolutionContext) => ({
    series: ctx.get(SEASONS_PRIVATE.Series),
    closures: ctx.get(SEASONS_PRIVATE.Closures),
    catalog: ctx.get(SEASONS.Championships),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
  });
  const closing = (ctx: ResolutionContext) => ({
    closures: ctx.get(SEASONS_PRIVATE.Closures),
    competitions: ctx.get(SEASONS.Competitions),
    results: ctx.get(SEASONS.Results),
    standings: ctx.get(SEASONS.Standings),
    people: ctx.get(SEASONS.People),
    series: ctx.get(SEASONS_PRIVATE.Series),
    drivers: ctx.get(SEASONS.Drivers),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
  });
  // Reads only closures and championships: standings may depend on it without a cycle.
  bindClass(bind, SEASONS.ClosedChampionships, ClosedChampionships, (ctx) => ({ closures: ctx.get(SEASONS_PRIVATE.Closures), competitions: ctx.get(SEASONS.Competitions) }));
  const closingCase = classBinder(bind, closing);
  closingCase(SEASONS.GetSeasonStatus, GetSeasonStatus);
  closingCase(SEASONS.CloseSeason, CloseSeason);
  closingCase(SEASONS.ReopenSeason, ReopenSeason);
  bindClass(bind, SEASONS.SeasonRules, SeasonRulesAnswer, (ctx) => ({
    closed: ctx.get(SEASONS.ClosedChampionships),
    series: ctx.get(SEASONS_PRIVATE.Series),
    catalog: ctx.get(SEASONS.Championships),
    drivers: ctx.get(SEASONS.Drivers),
    clock: ctx.get(PLATFORM.Clock),
  }));
  bindClass(bind, SEASONS.PrepareNextSeason, PrepareNextSeason, (ctx) => ({
    series: ctx.get(SEASONS_PRIVATE.Series),
    copier: ctx.get(SEASONS.Copier),
    rulebook: ctx.get(SEASONS.Rulebook),
    carryOver: ctx.get(SEASONS.EntryCarryOver),
    drivers: ctx.get(SEASONS.Drivers),
    outbox: ctx.get(PLATFORM.MailOutbox),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  }));
  bindClass(bind, SEASONS.GetHallOfChampions, GetHallOfChampions, (ctx) => ({
    series: ctx.get(SEASONS_PRIVATE.Series),
    closures: ctx.get(SEASONS_PRIVATE.Closures),
    catalog: ctx.get(SEASONS.Championships),
    cards: ctx.get(SEASONS.DriverCards),
  }));
  bindClass(bind, SEASONS.DriverTitles, DriverTitles, (ctx) => ({ series: ctx.get(SEASONS_PRIVATE.Series), closures: ctx.get(SEASONS_PRIVATE.Closures) }));
  const useCase = classBinder(bind, deps);
  useCase(SEASONS.ListSeries, ListSeries);
  useCase(SEASONS.ListSeasons, ListSeasons);
  useCase(SEASONS.GetSeries, GetSeries);
  useCase(SEASONS.CreateSeries, CreateSeries);
  useCase(SEASONS.UpdateSeries, UpdateSeries);
  useCase(SEASONS.DeleteSeries, DeleteSeries);
  useCase(SEASONS.GetEdition, GetEdition);
  useCase(SEASONS.SetEdition, SetEdition);
});
