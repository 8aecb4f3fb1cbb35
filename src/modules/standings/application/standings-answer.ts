import type { StandingsConfig } from '../../../contracts/standings-config.contract.js';
import type {
  StandingsAnswer,
  StandingsDriverRowView,
  StandingsDriverView,
  StandingsGroupView,
  StandingsPositionView,
  StandingsRoundView,
  StandingsTeamRowView,
  StandingsUserView,
} from '../../../contracts/standings.views.js';
import { computeStandings, type RoundPoints, type Standings, type StandingsRow } from '../domain/standings.js';
import type { RoundResults, ScoringRules, StandingsPenalty } from '../domain/standings-input.js';

// The parsed configuration is what the domain scores with: this fails to compile if the two drift.
const rulesFromConfig = (config: StandingsConfig): ScoringRules => config;

export interface StandingsAnswerOptions {
  /** Site users by iRacing customer id (those without one are shown by their iRacing name). */
  users?: ReadonlyMap<number, StandingsUserView>;
  /** The site drivers whose full name is not public, by iRacing id. */
  restricted?: ReadonlySet<number>;
  /** Include each round's per-event points. */
  eventos?: boolean;
  /** Only the group (car class or championship group) with this key or name, case-insensitive. */
  clase?: string | null;
  /** Each line's position after every counted round, by '<table key>|<line key>' (see `positionsByRound`). */
  posiciones?: ReadonlyMap<string, StandingsPositionView[]>;
}

/**
 * A site driver whose full name is not public (`restricted`) has his iRacing name replaced by his
 * public name (the users are read by the public-name rule), so the answer never carries more.
 */
function driver(custId: number, nombre: string, users: ReadonlyMap<number, StandingsUserView>, restricted: ReadonlySet<number>): StandingsDriverView {
  const usuario = users.get(custId) ?? null;
  return { usuario, custId, nombreIracing: usuario && restricted.has(custId) ? `${usuario.nombre} ${usuario.apellido}`.trim() : nombre };
}

function rounds(rondas: RoundPoints[], eventos: boolean): StandingsRoundView[] {
  return rondas.map((r) => ({
    ronda: r.ronda,
    carreraId: r.carreraId,
    puntos: r.puntos,
    descartada: r.descartada,
    participo: r.participo,
    ...(eventos ? { eventos: r.eventos.map((e) => ({ ...e })) } : {}),
  }));
}

const line = (row: StandingsRow, eventos: boolean, posiciones: StandingsPositionView[] | undefined) => ({
  posicion: row.posicion,
  puntos: row.puntos,
  diferencia: row.diferencia,
  victorias: row.victorias,
  podios: row.podios,
  poles: row.poles,
  vueltasRapidas: row.vueltasRapidas,
  deducciones: row.deducciones,
  rondas: rounds(row.rondas, eventos),
  ...(posiciones ? { posiciones } : {}),
});

/** The API's answer for computed standings: drivers matched to site users, groups filtered on request. */
export function toStandingsAnswer(campeonatoId: string, standings: Standings, options: StandingsAnswerOptions = {}): StandingsAnswer {
  const users = options.users ?? new Map<number, StandingsUserView>();
  const restricted = options.restricted ?? new Set<number>();
  const eventos = options.eventos ?? false;
  const positionsOf = (table: string, row: string) => options.posiciones && (options.posiciones.get(table + '|' + row) ?? []);
  const wanted = options.clase?.trim().toLocaleLowerCase('es-MX') || null;
  const keep = (t: { clave: string; grupo: string }) => wanted === null || t.clave.toLocaleLowerCase('es-MX') === wanted || t.grupo.toLocaleLowerCase('es-MX') === wanted;
  const grupos: Array<StandingsGroupView<StandingsDriverRowView>> = standings.grupos.filter(keep).map((t) => ({
    clave: t.clave,
    grupo: t.grupo,
    filas: t.filas.map((row) => ({ ...line(row, eventos, positionsOf(t.clave, row.clave)), piloto: driver(row.custId!, row.nombre, users, restricted), equipo: row.equipo })),
  }));
  const equipos: Array<StandingsGroupView<StandingsTeamRowView>> = standings.equipos.filter(keep).map((t) => ({
    clave: t.clave,
    grupo: t.grupo,
    filas: t.filas.map((row) => ({
      ...line(row, eventos, positionsOf(t.clave, row.clave)),
      tipo: row.tipo === 'plantilla' ? 'plantilla' : 'equipo',
      teamId: row.teamId,
      nombre: row.nombre,
      pilotos: row.pilotos.map((p) => driver(p.custId, p.nombre, users, restricted)),
    })),
  }));
  return { campeonatoId, rondas: standings.rondas, hastaRonda: standings.hastaRonda, grupos, equipos };
}

export interface ScoreChampionshipInput extends StandingsAnswerOptions {
  campeonatoId: string;
  config: StandingsConfig;
  rounds: readonly RoundResults[];
  penalties: readonly StandingsPenalty[];
  hastaRonda?: number | null;
  /** Also score after each earlier round, for every line's positions round by round. */
  evolucion?: boolean;
}

/**
 * Every line's position after each round of `final`, by '<table key>|<line key>': the season scored
 * again up to each earlier round (drops and tie-breaks as they stood then). A line not yet in a
 * table after a round has null there.
 */
export function positionsByRound(final: Standings, scoreUpTo: (ronda: number) => Standings): Map<string, StandingsPositionView[]> {
  const tables = (s: Standings) => [...s.grupos, ...s.equipos];
  const keys = tables(final).flatMap((t) => t.filas.map((row) => t.clave + '|' + row.clave));
  const out = new Map<string, StandingsPositionView[]>(keys.map((k) => [k, []]));
  for (const { ronda } of final.rondas) {
    const then = ronda === final.hastaRonda ? final : scoreUpTo(ronda);
    const at = new Map<string, number>();
    for (const t of tables(then)) for (const row of t.filas) at.set(t.clave + '|' + row.clave, row.posicion);
    for (const [key, list] of out) list.push({ ronda, posicion: at.get(key) ?? null });
  }
  return out;
}

/**
 * Scores a championship from what the caller has read (configuration, published results, penalties,
 * users) and answers the API's shape. No I/O: the use case reading the stores calls this.
 */
export class ScoreChampionship {
  execute(input: ScoreChampionshipInput): StandingsAnswer {
    const score = (hastaRonda: number | null | undefined) => computeStandings({ rules: rulesFromConfig(input.config), rounds: input.rounds, penalties: input.penalties, hastaRonda });
    const standings = score(input.hastaRonda);
    const posiciones = input.evolucion ? positionsByRound(standings, score) : undefined;
    return toStandingsAnswer(input.campeonatoId, standings, { ...input, posiciones });
  }
}
