import type { ServiceIdentifier } from 'inversify';
import type { ClosedChampionships } from './application/closed-championships.js';
import type { CloseSeason, GetSeasonStatus, ReopenSeason } from './application/closing.use-cases.js';
import type { ChampionshipCatalog } from './application/ports/championship-catalog.port.js';
import type { ChampionshipCopier, EditionDrivers, EntryCarryOver, RulebookCopier } from './application/ports/next-edition.port.js';
import type { PrepareNextSeason } from './application/next-season.use-case.js';
import type { SeasonRulesAnswer } from './application/season-rules.js';
import type { LiveStandings, SeasonCompetitions, SeasonDriverCards, SeasonPeople, SeasonResults } from './application/ports/season-sources.port.js';
import type { DriverTitles, GetHallOfChampions } from './application/hall-of-champions.use-case.js';
import type { CreateSeries, DeleteSeries, GetEdition, GetSeries, ListSeasons, ListSeries, SetEdition, UpdateSeries } from './application/series.use-cases.js';

const token = <T>(name: string) => Symbol.for(`seasons.${name}`) as ServiceIdentifier<T>;

/**
 * Seasons' public face (issue 32, docs/adr/0033): series and editions, closed seasons, the next
 * edition and the hall of champions; the ports only the composition root (src/container.ts) fills.
 */
export const SEASONS = {
  /** Port filled by the composition root: championships' names (championships' Digest). */
  Championships: token<ChampionshipCatalog>('Championships'),
  /** Port filled by the composition root: protest windows and races (championships' CompetitionLookup). */
  Competitions: token<SeasonCompetitions>('Competitions'),
  /** Port filled by the composition root: whether races' results are published (RESULTS.ScoredSessionResults). */
  Results: token<SeasonResults>('Results'),
  /** Port filled by the composition root: the standings as the public reads them now (STANDINGS.GetStandings). */
  Standings: token<LiveStandings>('Standings'),
  /** Port filled by the composition root: admins' names for the log (identity's Accounts). */
  People: token<SeasonPeople>('People'),
  /**
   * Offered: whether a championship's season is closed, refusals naming the closure for the writes that
   * feed its table (results, penalties, rulebook, deletion) and its recorded final table.
   */
  ClosedChampionships: token<ClosedChampionships>('ClosedChampionships'),
  /** Port filled by the composition root: championships' read and create use cases and uploaded images, for the next edition. */
  Copier: token<ChampionshipCopier>('Copier'),
  /** Port filled by the composition root: copies the scoring rulebook (standings' use cases). */
  Rulebook: token<RulebookCopier>('Rulebook'),
  /**
   * Port filled by the composition root: what entries carry to the next edition (teams, reserved car
   * numbers): `CHAMPIONSHIPS.EntryCarryOver`.
   */
  EntryCarryOver: token<EntryCarryOver>('EntryCarryOver'),
  /** Port filled by the composition root: an edition's drivers and their addresses (championships' CompetitionLookup, identity's Accounts). */
  Drivers: token<EditionDrivers>('Drivers'),
  /** Port filled by the composition root: drivers' photos for the hall of champions (identity's DriverCards). */
  DriverCards: token<SeasonDriverCards>('DriverCards'),
  /** Offered to championships (CHAMPIONSHIPS.Seasons): no deleting a closed championship, the priority window on entry. */
  SeasonRules: token<SeasonRulesAnswer>('SeasonRules'),
  PrepareNextSeason: token<PrepareNextSeason>('PrepareNextSeason'),
  GetSeasonStatus: token<GetSeasonStatus>('GetSeasonStatus'),
  CloseSeason: token<CloseSeason>('CloseSeason'),
  ReopenSeason: token<ReopenSeason>('ReopenSeason'),
  ListSeries: token<ListSeries>('ListSeries'),
  /** Offered to the driver page (DRIVERS.Titles): a driver's titles in closed seasons. */
  DriverTitles: token<DriverTitles>('DriverTitles'),
  GetHallOfChampions: token<GetHallOfChampions>('GetHallOfChampions'),
  ListSeasons: token<ListSeasons>('ListSeasons'),
  GetSeries: token<GetSeries>('GetSeries'),
  CreateSeries: token<CreateSeries>('CreateSeries'),
  UpdateSeries: token<UpdateSeries>('UpdateSeries'),
  DeleteSeries: token<DeleteSeries>('DeleteSeries'),
  GetEdition: token<GetEdition>('GetEdition'),
  SetEdition: token<SetEdition>('SetEdition'),
};
