/** The penalty a decision imposed, as an announcement tells it. */
export interface DecidedPenalty {
  tipo: string;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  puntosLicencia: number;
}

/** A stewards' decision with the ids of what its report is about (championship, race, drivers). */
export interface DecidedReport {
  reportId: string;
  numeroReporte: number;
  aprobado: boolean;
  explicacion: string;
  decididoAt: string;
  campeonatoId: string | null;
  carreraId: string | null;
  reporterId: string | null;
  reportedId: string | null;
  penalty: DecidedPenalty | null;
}

/** Offered to other modules (STEWARDING.DecisionDigest): one query over this module's reports, decisions and penalties. */
export interface DecisionDigest {
  /** Decisions taken at or after the instant, oldest first. */
  decidedSince(since: string): Promise<DecidedReport[]>;
}
