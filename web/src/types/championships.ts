/** Championship, race and sponsor shapes as the API answers them (see DOMAIN-RULES §0, §2). */

export type RaceState = 'pendiente' | 'activa' | 'finalizada' | 'cancelada';

export interface Race {
  id: string;
  _id: string;
  campeonato: string;
  nombreCampeonato?: string;
  circuito: string;
  imgCircuito: string | null;
  /** The race day as midnight UTC. */
  fechaInicio: string;
  horaInicio: string | null;
  /** The start instant (day and time read in Mexico City). */
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

export interface Prizes {
  primerPuesto: string;
  segundoPuesto: string;
  tercerPuesto: string;
}

export interface Championship {
  id: string;
  _id: string;
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  reglas: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: number;
  participantesRegistrados: number;
  participantes: string[];
  precio: number;
  imagenPortada: string | null;
  premios: Prizes;
  inscripcionAbierta: boolean;
  carreras: Race[];
}

export interface MomentsItem {
  id: string;
  _id: string;
  nombreCampeonato: string;
  carreras: { id: string; _id: string; circuito: string; fechaInicio: string; videos: string[] }[];
}
