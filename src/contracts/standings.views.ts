/**
 * What `GET /api/campeonatos/{id}/clasificacion?clase=&hastaRonda=&eventos=&evolucion=` answers (docs/adr/0014),
 * declared once for the API, `parrilla standings show --json` and the screens (docs/adr/0010).
 */
import type { IracingSession, ScoredEventKind, StandingsConfig } from './standings-config.contract.js';

/** A site user matched to an iRacing customer id (never an e-mail). */
export interface StandingsUserView {
  id: string;
  nombre: string;
  apellido: string;
  username: string | null;
  /** His car number in the championship, when he has one (issue #30). */
  numeroAuto?: number;
}

/** A driver: the site user when one has this iRacing id, and always the iRacing name and id. */
export interface StandingsDriverView {
  usuario: StandingsUserView | null;
  custId: number;
  /** The name in the scoring configuration, else in the latest export. */
  nombreIracing: string;
}

/** One scored event of a round (only when `eventos=true` is asked). */
export interface StandingsEventView {
  sesion: number;
  evento: string;
  puntos: number;
  /** The rank the points were read from; null for laps led and places gained. */
  posicion: number | null;
}

export interface StandingsRoundView {
  ronda: number;
  carreraId: string;
  puntos: number;
  /** Among the rounds the rules drop: shown struck through. */
  descartada: boolean;
  participo: boolean;
  eventos?: StandingsEventView[];
}

/** A line's place in its table after one round (only when `evolucion=true` is asked). */
export interface StandingsPositionView {
  ronda: number;
  /** Null when the line was not in this table yet after that round. */
  posicion: number | null;
}

/** What every line of a table carries. */
interface StandingsLineView {
  posicion: number;
  puntos: number;
  /** Points behind the table's leader. */
  diferencia: number;
  victorias: number;
  podios: number;
  poles: number;
  vueltasRapidas: number;
  /** Points deducted by penalties: already off `puntos`, never dropped. */
  deducciones: number;
  rondas: StandingsRoundView[];
  /** Its position after each counted round, in order (only when `evolucion=true` is asked). */
  posiciones?: StandingsPositionView[];
}

export interface StandingsDriverRowView extends StandingsLineView {
  piloto: StandingsDriverView;
  /** The driver's roster, if any. */
  equipo: string | null;
}

export interface StandingsTeamRowView extends StandingsLineView {
  /** 'equipo': a team of iRacing team events; 'plantilla': a roster the admin set. */
  tipo: 'equipo' | 'plantilla';
  /** The iRacing team id of a team of team events; null for a roster. */
  teamId: number | null;
  nombre: string;
  pilotos: StandingsDriverView[];
}

export interface StandingsGroupView<Row> {
  /** Stable key: 'c:<car class id>', 'g:<group name>', or 'equipos' for the rosters. */
  clave: string;
  /** The car class or group name people read. */
  grupo: string;
  filas: Row[];
}

export interface StandingsRoundRefView {
  ronda: number;
  carreraId: string;
}

/** GET /api/campeonatos/{id}/clasificacion */
export interface StandingsAnswer {
  campeonatoId: string;
  rondas: StandingsRoundRefView[];
  /** The last round counted; null before the first results. */
  hastaRonda: number | null;
  grupos: Array<StandingsGroupView<StandingsDriverRowView>>;
  equipos: Array<StandingsGroupView<StandingsTeamRowView>>;
}

/** A championship's scoring configuration (docs/adr/0014), as `GET /api/campeonatos/{id}/puntuacion` answers it. */
export interface ScoringConfigView {
  campeonatoId: string;
  /** True when nothing was stored: the championship scores with the F1 preset, shown in `configuracion`. */
  porDefecto: boolean;
  /** Present only when `porDefecto`: says which preset applies. */
  aviso?: string;
  /** Options the document sets that its grouping ignores, each explained in Spanish (docs/adr/0014). */
  avisos?: string[];
  /** The whole document, every default filled in; `PUT` takes it back unchanged. */
  configuracion: StandingsConfig;
  /** When it was last saved (ISO); null for the default. */
  actualizadoEn: string | null;
}

/** GET /api/campeonatos/{id}/puntuacion */
export type ScoringConfigAnswer = ScoringConfigView;

/** PUT /api/campeonatos/{id}/puntuacion */
export interface SaveScoringConfigAnswer {
  message: string;
  data: ScoringConfigView;
}

/** One scored event of a round's session, as the penalty forms offer it. */
export interface RoundEventView {
  nombre: string;
  sesionIracing: IracingSession;
  tipo: ScoredEventKind;
}

/**
 * GET /api/campeonatos/{id}/puntuacion/carreras/{carreraId} (admin): the scored sessions of one round
 * as the championship's configuration says, and the event a penalty naming none acts on.
 */
export interface RoundOutlineView {
  campeonatoId: string;
  carreraId: string;
  /** The race's place in the calendar, 1 for the first. */
  ronda: number;
  sesiones: Array<{ sesion: number; tipoPuntuacion: string; eventos: RoundEventView[] }>;
  /** The round's main race; null when no session scores a race by position. */
  principal: { sesion: number; evento: string } | null;
}

/** GET /api/campeonatos/{id}/puntuacion/carreras/{carreraId} */
export type RoundOutlineAnswer = RoundOutlineView;
