import { SEASONS_MSG } from '../../../contracts/seasons.messages.js';
import type { StandingsAnswer } from '../../../contracts/standings.views.js';
import { ConflictError } from '../../../platform/errors.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { ClosureRepository } from './ports/closure.repository.port.js';
import type { SeasonCompetitions } from './ports/season-sources.port.js';

const lower = (s: string) => s.trim().toLocaleLowerCase('es-MX');

/**
 * Offered (SEASONS.ClosedChampionships): whether a championship's season is closed, read from the
 * database on every call (any server, the CLI, SQL by hand agree). The modules whose writes feed a
 * closed table (results, penalties, the scoring rulebook) ask it once before writing; standings read
 * a closed championship's final table from it instead of computing one (docs/adr/0033).
 */
export class ClosedChampionships {
  constructor(private readonly deps: { closures: ClosureRepository; competitions: SeasonCompetitions }) {}

  /** Which of these championships' seasons are closed. */
  async closedAmong(campeonatoIds: readonly string[]): Promise<ReadonlySet<string>> {
    return campeonatoIds.length ? this.deps.closures.closedAmong([...campeonatoIds]) : new Set();
  }

  async isClosed(campeonatoId: string, trx?: Transaction): Promise<boolean> {
    return (await this.deps.closures.closedAmong([campeonatoId], trx)).has(campeonatoId);
  }

  /** Refuses (409 SEASON_CLOSED, naming the championship) any change that feeds a closed table; in the caller's transaction when given one. */
  async assertOpen(campeonatoId: string, trx?: Transaction): Promise<void> {
    if (await this.isClosed(campeonatoId, trx)) throw await this.refusal(campeonatoId, SEASONS_MSG.closedChampionship);
  }

  /** The same for the championships of these races (null: an event linked to no race, which feeds no table). */
  async assertRacesOpen(carreraIds: ReadonlyArray<string | null | undefined>): Promise<void> {
    const ids = [...new Set(carreraIds.filter((id): id is string => Boolean(id)))];
    if (ids.length === 0) return;
    const championships = [...new Set((await this.deps.competitions.races(ids)).map((r) => r.campeonatoId))];
    const closed = await this.deps.closures.closedAmong(championships);
    const first = championships.find((id) => closed.has(id));
    if (first) throw await this.refusal(first, SEASONS_MSG.closedChampionship);
  }

  /** Refuses (409) deleting a closed championship. */
  async assertDeletable(campeonatoId: string): Promise<void> {
    if (await this.isClosed(campeonatoId)) throw await this.refusal(campeonatoId, SEASONS_MSG.closedChampionshipDelete);
  }

  /**
   * A closed championship's final table as it was recorded, with the group asked (key or name) and
   * each round's events only when asked; null while the season is open.
   */
  async finalTable(campeonatoId: string, options: { clase?: string | null; eventos?: boolean } = {}): Promise<StandingsAnswer | null> {
    const closure = await this.deps.closures.find(campeonatoId);
    if (!closure) return null;
    const wanted = options.clase ? lower(options.clase) : null;
    const keep = (t: { clave: string; grupo: string }) => wanted === null || lower(t.clave) === wanted || lower(t.grupo) === wanted;
    const rows = <R extends { rondas: Array<{ eventos?: unknown }> }>(filas: R[]): R[] =>
      options.eventos ? filas : filas.map((f) => ({ ...f, rondas: f.rondas.map(({ eventos: _e, ...r }) => r) }));
    const { tabla } = closure;
    return {
      ...tabla,
      grupos: tabla.grupos.filter(keep).map((g) => ({ ...g, filas: rows(g.filas) })),
      equipos: tabla.equipos.filter(keep).map((g) => ({ ...g, filas: rows(g.filas) })),
    };
  }

  private async refusal(campeonatoId: string, message: (nombre: string) => string): Promise<ConflictError> {
    const [championship] = await this.deps.competitions.championships([campeonatoId]);
    return new ConflictError('SEASON_CLOSED', message(championship?.nombreCampeonato ?? campeonatoId));
  }
}
