import type { ServiceIdentifier } from 'inversify';
import type { GetFeedLink, RegenerateFeedLink } from './application/feed-link.use-cases.js';
import type { ChampionshipCalendar, DriverCalendar, EventCalendar, PublicCalendar } from './application/feeds.use-cases.js';
import type { AccountDirectory } from './application/ports/account-directory.port.js';
import type { EventSource, RaceSource } from './application/ports/schedule.port.js';

const token = <T>(name: string) => Symbol.for(`calendar.${name}`) as ServiceIdentifier<T>;

/** Calendar feeds' public face: its use cases and the ports the composition root fills. */
export const CALENDAR = {
  /** Port filled by the composition root: championship races (championships' RaceSchedule). */
  Races: token<RaceSource>('Races'),
  /** Port filled by the composition root: free events (single events' EventSchedule). */
  Events: token<EventSource>('Events'),
  /** Port filled by the composition root: live accounts (identity's AccountLookup). */
  Accounts: token<AccountDirectory>('Accounts'),
  PublicCalendar: token<PublicCalendar>('PublicCalendar'),
  ChampionshipCalendar: token<ChampionshipCalendar>('ChampionshipCalendar'),
  EventCalendar: token<EventCalendar>('EventCalendar'),
  DriverCalendar: token<DriverCalendar>('DriverCalendar'),
  GetFeedLink: token<GetFeedLink>('GetFeedLink'),
  RegenerateFeedLink: token<RegenerateFeedLink>('RegenerateFeedLink'),
};
