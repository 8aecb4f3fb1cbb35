import type { EventSummaryView, PhaseResultRowView } from '../../../../contracts/results.views.js';

/** Port filled by the composition root: what the public pages show of a championship's races and their results. */
export interface RaceResultsSource {
  /** The championship's public name and protest window (hours from a race's start), or null when there is none. */
  championship(campeonatoId: string): Promise<{ nombre: string; plazoReportesHoras: number } | null>;
  /** Its races in calendar order. */
  races(campeonatoId: string): Promise<Array<{ id: string; ronda: number; circuito: string; inicio: string; mapa?: string | null }>>;
  /** The events a visitor sees (published), each with the race it is linked to. */
  publishedEvents(): Promise<EventSummaryView[]>;
  /** One phase's classification as the public results page shows it. */
  phase(eventId: string, phase: string): Promise<PhaseResultRowView[]>;
}
