import { ADMIN_RACES_MSG, adminRacesQuerySchema, type AdminRacesQueryInput } from '../../../contracts/championships.contract.js';
import type { AdminRacesAnswer } from '../../../contracts/championships.views.js';
import { searchText } from '../../../contracts/search-text.js';
import { ValidationError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { sortRaces, type Race } from '../domain/championship.entity.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RacePlace, RaceRepository } from './ports/race.repository.port.js';
import { toRaceView } from './views.js';

type Query = { [K in keyof AdminRacesQueryInput]?: unknown };

/** The place after this race, as the repository orders them. */
function placeOf(r: Race): RacePlace {
  return { fechaInicio: r.fechaInicio, hora: r.horaInicio ?? '00:00', ordenRonda: r.ordenRonda ?? null, id: r.id };
}

/** The `siguiente` of a page that ends at this race: opaque to the client. */
export function racePlaceAfter(r: Race): string {
  const p = placeOf(r);
  return Buffer.from(JSON.stringify([p.fechaInicio, p.hora, p.ordenRonda, p.id])).toString('base64url');
}

/** The place a `despues` names; a text no page gave is refused in Spanish. */
export function readRacePlace(despues: string): RacePlace {
  const lost = () => new ValidationError(ADMIN_RACES_MSG.lost, { despues: ADMIN_RACES_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(despues) ? JSON.parse(Buffer.from(despues, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw lost();
  const [fechaInicio, hora, ordenRonda, id] = parsed as unknown[];
  const text = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= 100 && !v.includes('\u0000');
  if (!text(fechaInicio) || !text(hora) || !text(id)) throw lost();
  if (ordenRonda !== null && !(Number.isSafeInteger(ordenRonda) && (ordenRonda as number) >= 0)) throw lost();
  return { fechaInicio, hora, ordenRonda: ordenRonda as number | null, id };
}

/**
 * GET /api/carreras/admin: the admin's races screen with no championship chosen, a page at a time in
 * the calendar's order (the order it always showed), by place (`despues`), never every race ever;
 * `q` keeps the races whose circuit holds it, accents and case aside (the page's place then counts
 * among the matches, so a search's next page carries on from its own last race).
 * Each race as the whole list gave it: its championship's name and its round, read for the page's
 * championships only (one calendar each).
 */
export class ListAdminRaces {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository }) {}

  /** `query` as it arrives (an HTTP query's values): the contract checks it. */
  async page(actor: Actor, query: Query): Promise<AdminRacesAnswer> {
    assertAdmin(actor);
    const { q, limite, despues } = parseOrThrow(adminRacesQuerySchema, query);
    const search = searchText(q ?? '');
    const after = despues === undefined ? undefined : readRacePlace(despues);
    // One more than asked: whether it comes says if there is a next page.
    const found = await this.deps.races.adminPage({ search: search || undefined, after, limit: limite + 1 });
    const shown = found.slice(0, limite);
    const ids = [...new Set(shown.map((r) => r.campeonatoId))];
    const [championships, calendars] = await Promise.all([this.deps.championships.listAmong(ids), this.deps.races.byChampionships(ids)]);
    const names = new Map(championships.map((c) => [c.id, c.nombreCampeonato]));
    const rounds = new Map<string, number>();
    for (const [, races] of calendars) sortRaces(races).forEach((r, i) => rounds.set(r.id, i + 1));
    return {
      data: shown.map((r) => ({ ...toRaceView(r), nombreCampeonato: names.get(r.campeonatoId) ?? '', ronda: rounds.get(r.id) ?? 1 })),
      siguiente: found.length > limite ? racePlaceAfter(shown[shown.length - 1]) : null,
    };
  }
}
