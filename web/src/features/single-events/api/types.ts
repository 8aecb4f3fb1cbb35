/** An evento único as the API answers it (GET /api/eventos-unicos and /{id}). */
export interface Participant {
  id: string;
  _id: string;
  username: string | null;
  nombre: string;
  apellido: string;
  avatarUrl: string | null;
}

export interface SingleEvent {
  id: string;
  _id: string;
  nombre: string;
  imagenPortada: string | null;
  fechaInicio: string;
  horaInicio: string | null;
  participantesMaximos: number | null;
  participantesRegistrados: number;
  participantes: Participant[];
  hasPractice: boolean;
  practiceDuration: number;
  hasQualy: boolean;
  qualyDuration: number;
  hasRace: boolean;
  raceDuration: number;
  incidents: number | null;
  detalles: string;
  reglas: string;
  /** The start instant, UTC ISO. */
  inicio: string;
  gratis: true;
  createdAt: string;
  updatedAt: string;
}

export interface EventAnswer {
  message: string;
  data: SingleEvent;
}
