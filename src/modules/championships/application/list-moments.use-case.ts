import { MOMENTS_LOST, MOMENTS_PAGE, type MomentsItemView } from '../../../contracts/championships.views.js';
import { ValidationError } from '../../../platform/errors.js';
import { sortRaces } from '../domain/championship.entity.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';

export type MomentsItem = MomentsItemView;

/**
 * GET /api/campeonatos/momentos: the championships with a video, the latest start first, a page of
 * MOMENTS_PAGE at a time from `desde` (the `siguiente` of the page before), each with the video links
 * of its races, no more (docs/adr/0066).
 */
export class ListMoments {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository }) {}

  async execute(desde?: unknown): Promise<{ data: MomentsItem[]; siguiente: string | null }> {
    const after = desde === undefined || desde === '' ? undefined : readPlace(desde);
    const found = await this.deps.championships.withVideos({ after, limit: MOMENTS_PAGE + 1 });
    const championships = found.slice(0, MOMENTS_PAGE);
    const races = await this.deps.races.byChampionships(championships.map((c) => c.id));
    const last = championships[championships.length - 1];
    return {
      data: championships.map((c) => ({
        id: c.id,
        _id: c.id,
        nombreCampeonato: c.nombreCampeonato,
        carreras: sortRaces(races.get(c.id) ?? []).map((r) => ({ id: r.id, _id: r.id, circuito: r.circuito, fechaInicio: r.fechaInicio, videos: r.videos })),
      })),
      siguiente: found.length > MOMENTS_PAGE && last ? Buffer.from(JSON.stringify([last.fechaInicio, last.id])).toString('base64url') : null,
    };
  }
}

/** The place a `desde` names; a text no page gave is refused in Spanish. */
function readPlace(desde: unknown): { fechaInicio: string; id: string } {
  const lost = () => new ValidationError(MOMENTS_LOST, { desde: MOMENTS_LOST });
  let parsed: unknown;
  try {
    parsed = typeof desde === 'string' && desde.length <= 200 && /^[A-Za-z0-9_-]+$/.test(desde) ? JSON.parse(Buffer.from(desde, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw lost();
  const [fechaInicio, id] = parsed as unknown[];
  if (typeof fechaInicio !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(fechaInicio) || Number.isNaN(Date.parse(fechaInicio))) throw lost();
  if (typeof id !== 'string' || id.length === 0 || id.length > 36) throw lost();
  return { fechaInicio, id };
}
