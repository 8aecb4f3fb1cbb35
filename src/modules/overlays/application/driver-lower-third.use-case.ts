import type { StandingsDriverRowView } from '../../../contracts/standings.views.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { EntrySource } from './grid-overlay.use-case.js';
import type { ChampionshipNames, StandingsSource } from './ports/standings-source.port.js';
import { STANDINGS_OVERLAY_MSG } from './standings-overlay.use-case.js';

export const LOWER_THIRD_MSG = {
  driverNotFound: 'Ese piloto no corre en este campeonato',
} as const;

/** One driver on the lower third: who he is as public pages name him, and his season in his class (null figures before his first result). */
export interface LowerThirdDriver {
  /** His site account's id, or his iRacing id when no account holds it: how the URL and the control page name him. */
  clave: string;
  nombre: string;
  numero: number | null;
  equipo: string | null;
  /** The class (or group) of the table he is in; null before his first result. */
  grupo: string | null;
  /** The last round counted. */
  ronda: number | null;
  posicion: number | null;
  puntos: number | null;
  victorias: number | null;
  podios: number | null;
}

export interface LowerThirdView {
  campeonato: string;
  /** Null: nobody to show (the panel stays out of the frame). */
  piloto: LowerThirdDriver | null;
}

/** A driver one may put on the lower third (the control page's list). */
export interface RosterDriver {
  clave: string;
  nombre: string;
  numero: number | null;
}

const keyOf = (row: StandingsDriverRowView) => row.piloto.usuario?.id ?? String(row.piloto.custId);
const nameOf = (row: StandingsDriverRowView) => (row.piloto.usuario ? `${row.piloto.usuario.nombre} ${row.piloto.usuario.apellido}`.trim() : row.piloto.nombreIracing);
const matches = (row: StandingsDriverRowView, piloto: string) => row.piloto.usuario?.id === piloto || String(row.piloto.custId) === piloto;

/**
 * The lower third: one driver of a championship, named as the public standings name him (the
 * public-name rule: "Nombre A." unless he allowed his full name; the iRacing name for a driver no
 * account holds), with his car number, his team and his season in his class's table (place, points,
 * wins, podiums). An entered driver with no result yet shows without figures.
 */
export class DriverLowerThird {
  constructor(private readonly deps: { standings: StandingsSource; entries: EntrySource; championships: ChampionshipNames }) {}

  async execute(options: { campeonato: string | null; piloto: string | null }): Promise<LowerThirdView> {
    const campeonato = await this.championship(options.campeonato);
    const name = campeonato.name;
    if (!options.piloto) return { campeonato: name, piloto: null };
    const piloto = options.piloto;
    const [answer, entered] = await Promise.all([this.deps.standings.evolution(campeonato.id), this.deps.entries.entered(campeonato.id)]);
    const entry = entered.find((e) => e.usuarioId === piloto || (e.iracingId !== null && String(e.iracingId) === piloto));
    for (const group of answer.grupos) {
      const row = group.filas.find((r) => matches(r, piloto));
      if (!row) continue;
      return {
        campeonato: name,
        piloto: {
          clave: keyOf(row),
          nombre: nameOf(row),
          numero: row.piloto.usuario?.numeroAuto ?? entry?.numeroAuto ?? null,
          equipo: row.equipo ?? entry?.equipo ?? null,
          grupo: group.grupo,
          ronda: answer.hastaRonda,
          posicion: row.posicion,
          puntos: row.puntos,
          victorias: row.victorias,
          podios: row.podios,
        },
      };
    }
    if (!entry) throw new NotFoundError(LOWER_THIRD_MSG.driverNotFound);
    return {
      campeonato: name,
      piloto: {
        clave: entry.usuarioId,
        nombre: `${entry.nombre} ${entry.apellido}`.trim(),
        numero: entry.numeroAuto,
        equipo: entry.equipo,
        grupo: null,
        ronda: null,
        posicion: null,
        puntos: null,
        victorias: null,
        podios: null,
      },
    };
  }

  /** Every driver one may show: those in the standings and those entered, each once, by car number (none last) then name. */
  async roster(campeonatoId: string): Promise<RosterDriver[]> {
    const [answer, entered] = await Promise.all([this.deps.standings.evolution(campeonatoId), this.deps.entries.entered(campeonatoId)]);
    const byKey = new Map<string, RosterDriver>();
    for (const e of entered) byKey.set(e.usuarioId, { clave: e.usuarioId, nombre: `${e.nombre} ${e.apellido}`.trim(), numero: e.numeroAuto });
    for (const group of answer.grupos) {
      for (const row of group.filas) {
        const clave = keyOf(row);
        if (!byKey.has(clave)) byKey.set(clave, { clave, nombre: nameOf(row), numero: row.piloto.usuario?.numeroAuto ?? null });
      }
    }
    return [...byKey.values()].sort((a, b) => (a.numero ?? Number.MAX_SAFE_INTEGER) - (b.numero ?? Number.MAX_SAFE_INTEGER) || a.nombre.localeCompare(b.nombre, 'es-MX', { numeric: true }));
  }

  private async championship(id: string | null): Promise<{ id: string; name: string }> {
    if (!id) throw new ValidationError(STANDINGS_OVERLAY_MSG.championshipMissing, { campeonato: STANDINGS_OVERLAY_MSG.championshipMissing });
    const name = await this.deps.championships.nameOf(id);
    if (name === null) throw new NotFoundError(STANDINGS_OVERLAY_MSG.championshipNotFound);
    return { id, name };
  }
}
