import { ContainerModule, type ResolutionContext } from 'inversify';
import { classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexFeedTokenRepository } from './adapters/persistence/feed-token.repository.knex.js';
import { GetFeedLink, RegenerateFeedLink } from './application/feed-link.use-cases.js';
import { ChampionshipCalendar, DriverCalendar, EventCalendar, PublicCalendar } from './application/feeds.use-cases.js';
import { CALENDAR_PRIVATE } from './calendar.private-tokens.js';
import { CALENDAR } from './calendar.tokens.js';

/** Binds the calendar feeds' own tokens; CALENDAR.Races, .Events and .Accounts are filled by the composition root. */
export const calendarModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    races: ctx.get(CALENDAR.Races),
    events: ctx.get(CALENDAR.Events),
    tokens: ctx.get(CALENDAR_PRIVATE.FeedTokens),
    accounts: ctx.get(CALENDAR.Accounts),
    site: { publicUrl: ctx.get(PLATFORM.Config).publicUrl },
    clock: ctx.get(PLATFORM.Clock),
  });
  bind(CALENDAR_PRIVATE.FeedTokens).toDynamicValue((ctx) => new KnexFeedTokenRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();

  const useCase = classBinder(bind, deps);
  useCase(CALENDAR.PublicCalendar, PublicCalendar);
  useCase(CALENDAR.ChampionshipCalendar, ChampionshipCalendar);
  useCase(CALENDAR.EventCalendar, EventCalendar);
  useCase(CALENDAR.DriverCalendar, DriverCalendar);
  useCase(CALENDAR.GetFeedLink, GetFeedLink);
  useCase(CALENDAR.RegenerateFeedLink, RegenerateFeedLink);
});
