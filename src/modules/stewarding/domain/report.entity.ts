import type { Appeal } from './appeal.entity.js';
import type { Vote } from './panel.js';
import type { PenaltyType } from './penalty.js';

/** pendiente → resuelto (aprobado) or rechazado, once; a panel without majority: pendiente → en_conflicto → (an admin) resuelto or rechazado. */
export type ReportState = 'pendiente' | 'en_conflicto' | 'resuelto' | 'rechazado';
/** An incident report as filed (DOMAIN-RULES §6). */
export interface Report {
  id: string;
  numeroReporte: number;
  campeonatoId: string;
  carreraId: string;
  reporterId: string;
  reportedId: string;
  vuelta: number;
  heat: number | null;
  descripcion: string;
  /** Seconds into the session when the incident happened; null (or absent, reports filed before) when not said. */
  tiempoSesion?: number | null;
  /** The corner or sector; null when not said. */
  curva?: string | null;
  capturas: string[];
  videos: string[];
  estado: ReportState;
  createdAt: string;
}

/** The one decision taken on a report. */
export interface Decision {
  reportId: string;
  aprobado: boolean;
  explicacion: string;
  decididoPor: string;
  decididoAt: string;
}

/** A penalty for one driver in one race: from a resolved report, or recorded by the stewards alone. */
export interface Penalty {
  id: string;
  campeonatoId: string;
  carreraId: string;
  userId: string;
  reportId: string | null;
  tipo: PenaltyType;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  puntosLicencia: number;
  /** The scored session (1–3) of the race it acts on; null: the round's main race. */
  sesion: number | null;
  /** The scored event it acts on, by its name in the scoring configuration; null: the session's race. */
  evento: string | null;
  explicacion: string;
  creadoPor: string;
  createdAt: string;
}

/** A report with what was decided on it, and its panel's votes in the order they came. */
export interface StoredReport extends Report {
  decision: Decision | null;
  penalty: Penalty | null;
  votes: Vote[];
  /** Its drivers' appeals, oldest first. */
  appeals: Appeal[];
}
