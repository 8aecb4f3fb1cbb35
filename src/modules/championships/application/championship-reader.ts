import type { Clock } from '../../../platform/clock.js';
import { isEnrolmentOpen, type Championship } from '../domain/championship.entity.js';
import { publicPlaces, type PlaceSources } from './place-count.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';
import { toChampionshipView, type ChampionshipView } from './views.js';

export interface ChampionshipReadSources extends PlaceSources {
  races: RaceRepository;
  clock: Clock;
  /** Closed seasons have no free place; stand-ins without it close none. */
  seasons?: Pick<SeasonRules, 'closedAmong'>;
}

/** Views, and the next instant time alone changes their free places (a hold or an offer ending), or null. */
export interface ChampionshipReads {
  views: ChampionshipView[];
  placesChangeAt: Date | null;
}

/** Assembles views for several championships: races, enrolments and closed seasons in one query each, places per championship. */
export async function readChampionships(championships: Championship[], deps: ChampionshipReadSources): Promise<ChampionshipReads> {
  const ids = championships.map((c) => c.id);
  const now = deps.clock.now();
  const [races, participants, closed] = await Promise.all([
    deps.races.byChampionships(ids),
    deps.enrolments.participantsOf(ids),
    deps.seasons?.closedAmong(ids) ?? new Set<string>(),
  ]);
  let placesChangeAt: Date | null = null;
  const views: ChampionshipView[] = [];
  for (const c of championships) {
    const seasonClosed = closed.has(c.id);
    const places = await publicPlaces(deps, c, isEnrolmentOpen(c, now) && !seasonClosed, now);
    if (places.changesAt && (!placesChangeAt || Date.parse(places.changesAt) < placesChangeAt.getTime())) placesChangeAt = new Date(places.changesAt);
    views.push(toChampionshipView(c, races.get(c.id) ?? [], participants.get(c.id) ?? [], now, { free: places.free, seasonClosed }));
  }
  return { views, placesChangeAt };
}

export async function viewsOf(championships: Championship[], deps: ChampionshipReadSources): Promise<ChampionshipView[]> {
  return (await readChampionships(championships, deps)).views;
}
