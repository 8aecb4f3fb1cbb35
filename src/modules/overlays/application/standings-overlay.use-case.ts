import type { StandingsDriverView } from '../../../contracts/standings.views.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { ChampionshipNames, StandingsSource } from './ports/standings-source.port.js';

export interface StandingsOverlayRow {
  /** Stable across updates (the driver's iRacing id): rows move to their new place by it. */
  clave: string;
  posicion: number;
  nombre: string;
  numero: number | null;
  equipo: string | null;
  puntos: number;
  diferencia: number;
  victorias: number;
  /** Places gained (positive) or lost (negative) since the round before the last; null when he was not in the table then. */
  cambio: number | null;
}

export interface StandingsOverlayView {
  campeonato: string;
  /** The class (or group) shown, as people read it; null before the first results. */
  grupo: string | null;
  /** The classes one may switch to, by their key. */
  grupos: Array<{ clave: string; grupo: string }>;
  /** The last round counted; null before the first results. */
  ronda: number | null;
  filas: StandingsOverlayRow[];
}

export const STANDINGS_OVERLAY_MSG = {
  championshipMissing: 'Elige un campeonato para el overlay (opción «campeonato»)',
  championshipNotFound: 'Campeonato no encontrado',
} as const;

const driverName = (d: StandingsDriverView) => (d.usuario ? `${d.usuario.nombre} ${d.usuario.apellido}`.trim() : d.nombreIracing);

/**
 * The standings overlay: the top `filas` of one class of a championship's public standings (the
 * first class when none is asked or the one asked has no table), with each line's change of position
 * since the round before the last.
 */
export class StandingsOverlay {
  constructor(private readonly deps: { standings: StandingsSource; championships: ChampionshipNames }) {}

  async execute(options: { campeonato: string | null; clase: string | null; filas: number }): Promise<StandingsOverlayView> {
    if (!options.campeonato) throw new ValidationError(STANDINGS_OVERLAY_MSG.championshipMissing, { campeonato: STANDINGS_OVERLAY_MSG.championshipMissing });
    const name = await this.deps.championships.nameOf(options.campeonato);
    if (name === null) throw new NotFoundError(STANDINGS_OVERLAY_MSG.championshipNotFound);
    const answer = await this.deps.standings.evolution(options.campeonato);
    const wanted = options.clase?.toLowerCase();
    const group = answer.grupos.find((g) => g.clave.toLowerCase() === wanted || g.grupo.toLowerCase() === wanted) ?? answer.grupos[0];
    const filas = (group?.filas ?? []).slice(0, options.filas).map((row): StandingsOverlayRow => {
      const before = row.posiciones && row.posiciones.length >= 2 ? row.posiciones[row.posiciones.length - 2]!.posicion : null;
      return {
        clave: String(row.piloto.custId),
        posicion: row.posicion,
        nombre: driverName(row.piloto),
        numero: row.piloto.usuario?.numeroAuto ?? null,
        equipo: row.equipo,
        puntos: row.puntos,
        diferencia: row.diferencia,
        victorias: row.victorias,
        cambio: before === null ? null : before - row.posicion,
      };
    });
    return {
      campeonato: name,
      grupo: group?.grupo ?? null,
      grupos: answer.grupos.map((g) => ({ clave: g.clave, grupo: g.grupo })),
      ronda: answer.hastaRonda,
      filas,
    };
  }
}
