import { centsToPesos, raceStartInstant, sortRaces, isEnrolmentOpen, type Championship, type Prizes, type Race, type RaceState } from '../domain/championship.entity.js';

/** A race on the wire: ids as `id` and `_id`, its championship as `campeonato`, and its start instant. */
export interface RaceView {
  id: string;
  _id: string;
  campeonato: string;
  circuito: string;
  imgCircuito: string | null;
  fechaInicio: string;
  horaInicio: string | null;
  /** The start as a UTC instant (the day and time read in Mexico City), for countdowns. */
  inicio: string;
  hasPractice: boolean;
  practiceDuration: number;
  hasQualy: boolean;
  qualyDuration: number;
  hasRace: boolean;
  raceDuration: number;
  incidents: number;
  clima: string;
  videos: string[];
  estado: RaceState;
}

export interface ChampionshipView {
  id: string;
  _id: string;
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  reglas: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: number;
  /** Counted from the enrolments on every read. */
  participantesRegistrados: number;
  /** Ids of the enrolled accounts. */
  participantes: string[];
  /** Pesos. */
  precio: number;
  imagenPortada: string | null;
  premios: Prizes;
  inscripcionAbierta: boolean;
  carreras: RaceView[];
}

export function toRaceView(race: Race): RaceView {
  return {
    id: race.id,
    _id: race.id,
    campeonato: race.campeonatoId,
    circuito: race.circuito,
    imgCircuito: race.imgCircuito,
    fechaInicio: race.fechaInicio,
    horaInicio: race.horaInicio,
    inicio: raceStartInstant(race).toISOString(),
    hasPractice: race.hasPractice,
    practiceDuration: race.practiceDuration,
    hasQualy: race.hasQualy,
    qualyDuration: race.qualyDuration,
    hasRace: race.hasRace,
    raceDuration: race.raceDuration,
    incidents: race.incidents,
    clima: race.clima,
    videos: race.videos,
    estado: race.estado,
  };
}

export function toChampionshipView(championship: Championship, races: Race[], participants: string[], now: Date): ChampionshipView {
  return {
    id: championship.id,
    _id: championship.id,
    nombreCampeonato: championship.nombreCampeonato,
    categoria: championship.categoria,
    detallesCampeonato: championship.detallesCampeonato,
    reglas: championship.reglas,
    fechaInicio: championship.fechaInicio,
    fechaFin: championship.fechaFin,
    participantesMaximos: championship.participantesMaximos,
    participantesRegistrados: participants.length,
    participantes: participants,
    precio: centsToPesos(championship.precioCentavos),
    imagenPortada: championship.imagenPortada,
    premios: championship.premios,
    inscripcionAbierta: isEnrolmentOpen(championship, now),
    carreras: sortRaces(races).map(toRaceView),
  };
}
