/** A championship created after announcements began. */
export interface NewChampionship {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: number;
  precioCentavos: number;
}

export interface NewSingleEvent {
  id: string;
  nombre: string;
  fechaInicio: string;
  horaInicio: string | null;
  participantesMaximos: number | null;
  detalles: string;
}

export interface PublishedResults {
  id: string;
  subsessionId: string;
  sessionName: string;
  trackName: string;
  trackConfig: string | null;
  startTime: string;
  publishedAt: string;
  campeonato: string | null;
  circuito: string | null;
}

export interface StewardsDecision {
  reportId: string;
  numeroReporte: number;
  aprobado: boolean;
  explicacion: string;
  decididoAt: string;
  campeonato: string | null;
  circuito: string | null;
  reporter: string;
  reported: string;
  penalty: { tipo: string; segundos: number | null; posiciones: number | null; puntos: number | null; puntosLicencia: number } | null;
}

/**
 * Port: what happened that the league's Discord has not been told of (no outbox row with its clave),
 * since `since`. Read from championships, free events, results and stewarding through the ports they
 * offer (docs/adr/0018, docs/adr/0023): NewsReader.
 */
export interface NewsSource {
  championships(since: string): Promise<NewChampionship[]>;
  singleEvents(since: string): Promise<NewSingleEvent[]>;
  /** Results whose publication instant has passed by `now`, imported since `since` (and, with `changedSince`, imported or published since then). */
  publishedResults(since: string, now: string, changedSince?: string): Promise<PublishedResults[]>;
  decisions(since: string): Promise<StewardsDecision[]>;
}

/** Port: which of these claves already have an outbox row (this module's discord_outbox). */
export interface AnnouncedKeys {
  announced(claves: readonly string[]): Promise<Set<string>>;
}

/** The `clave` of each thing announced: one outbox row per thing, whatever runs the job. */
export const NEWS_KEY = {
  championship: (id: string) => `campeonato:${id}`,
  singleEvent: (id: string) => `evento:${id}`,
  results: (subsessionId: string) => `resultados:${subsessionId}`,
  decision: (reportId: string) => `decision:${reportId}`,
};
