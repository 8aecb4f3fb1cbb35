import { CHAMPIONSHIP_MSG, UPCOMING_RACES } from '../../../contracts/championships.messages.js';
import type { RaceListItemView } from '../../../contracts/championships.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import { raceStartInstant, sortRaces, type Race } from '../domain/championship.entity.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import { toRaceView } from './views.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** `proximas` as sent: a whole number from 1 to UPCOMING_RACES.max, else refused in Spanish. */
export function upcomingCount(raw: unknown): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  const n = typeof text === 'string' && /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > UPCOMING_RACES.max) throw new ValidationError(CHAMPIONSHIP_MSG.upcomingCount, { proximas: CHAMPIONSHIP_MSG.upcomingCount });
  return n;
}

export interface UpcomingRaces {
  races: RaceListItemView[];
  /** When time alone changes the answer: the minute after the first race's start (it then leaves the list); null when none is listed. */
  changesAt: Date | null;
}

/**
 * The next races of every championship (neither cancelled nor finished, starting this minute or
 * later), at most `count`, in the calendar's order: the admin dashboard's 'Próximas carreras'. Reads
 * the races from the day before yesterday on through the index on the race day, stopping after the
 * few it needs, and only their championships' names and calendars (for the round numbers), so the
 * answer costs the same however many seasons the league has run.
 */
export class ListUpcomingRaces {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; clock: Clock }) {}

  async execute(proximas: unknown): Promise<UpcomingRaces> {
    const count = upcomingCount(proximas);
    // As the dashboard has always counted: a race is listed until the minute after its start.
    const from = Math.floor(this.deps.clock.now().getTime() / MINUTE_MS) * MINUTE_MS;
    // A race day is midnight UTC and its hour is Mexico City's, so a race still ahead is on this UTC day or the one before.
    const fromDay = new Date(from - 2 * DAY_MS).toISOString().slice(0, 10);
    let asked = count * 2;
    let upcoming: Race[] = [];
    for (;;) {
      const read = await this.deps.races.upcoming(fromDay, asked);
      upcoming = read.filter((r) => raceStartInstant(r).getTime() >= from);
      if (upcoming.length >= count || read.length < asked) break;
      // The few read had already started (today's, yesterday's): read further.
      asked *= 2;
    }
    const shown = sortRaces(upcoming).slice(0, count);
    const ids = [...new Set(shown.map((r) => r.campeonatoId))];
    const [championships, calendars] = await Promise.all([this.deps.championships.listAmong(ids), this.deps.races.byChampionships(ids)]);
    const names = new Map(championships.map((c) => [c.id, c.nombreCampeonato]));
    const rounds = new Map<string, number>();
    for (const [, races] of calendars) sortRaces(races).forEach((r, i) => rounds.set(r.id, i + 1));
    return {
      races: shown.map((r) => ({ ...toRaceView(r), nombreCampeonato: names.get(r.campeonatoId) ?? '', ronda: rounds.get(r.id) ?? 1 })),
      changesAt: shown.length ? new Date(raceStartInstant(shown[0]).getTime() + MINUTE_MS) : null,
    };
  }
}
