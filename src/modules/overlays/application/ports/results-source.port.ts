import type { EventSummaryView, PhaseResultRowView } from '../../../../contracts/results.views.js';
import type { PenaltyType } from '../../../../contracts/stewarding.messages.js';

/** A penalty the stewards applied to a driver in a race, as the public decision log shows it. */
export interface AppliedPenalty {
  /** The penalised driver's iRacing customer id (a driver whose account has none cannot be found in the results). */
  custId: number;
  tipo: PenaltyType;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  /** The scored session (1–3) it acts on; one naming none is given the round's main race's. */
  sesion: number;
}

/** Port filled by the composition root: what the public pages show of a championship's races and their results. */
export interface RaceResultsSource {
  /** The championship's public name and protest window (hours from a race's start), or null when there is none. */
  championship(campeonatoId: string): Promise<{ nombre: string; plazoReportesHoras: number } | null>;
  /** Its races in calendar order. */
  races(campeonatoId: string): Promise<Array<{ id: string; ronda: number; circuito: string; inicio: string; mapa?: string | null }>>;
  /** The events of these races a visitor sees (published), each with the race it is linked to. */
  publishedEventsOf(carreraIds: readonly string[]): Promise<EventSummaryView[]>;
  /** One phase's classification as the public results page shows it. */
  phase(eventId: string, phase: string): Promise<PhaseResultRowView[]>;
  /** The penalties of one race of the championship, a suspended driver who raced it counting as disqualified from its main race. */
  penalties(campeonatoId: string, carreraId: string): Promise<AppliedPenalty[]>;
}
