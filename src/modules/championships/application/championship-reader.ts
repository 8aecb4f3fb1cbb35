import type { Clock } from '../../../platform/clock.js';
import type { Championship } from '../domain/championship.entity.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import { toChampionshipView, type ChampionshipView } from './views.js';

/** Assembles views for several championships with two queries, however many there are. */
export async function viewsOf(
  championships: Championship[],
  deps: { races: RaceRepository; enrolments: EnrolmentRepository; clock: Clock },
): Promise<ChampionshipView[]> {
  const ids = championships.map((c) => c.id);
  const [races, participants] = await Promise.all([deps.races.byChampionships(ids), deps.enrolments.participantsOf(ids)]);
  const now = deps.clock.now();
  return championships.map((c) => toChampionshipView(c, races.get(c.id) ?? [], participants.get(c.id) ?? [], now));
}
