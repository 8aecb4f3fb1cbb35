/** What the results calls answer (DOMAIN-RULES §5, spec 2 §3, §7): declared once for the API, the CLI's --json and the page. */
import type { MessageAnswer } from './api.views.js';
import type { RatingSortBy } from './results.contract.js';

/** An imported event's header: names, phases and classes. */
export interface EventSummaryView {
  id: string;
  _id: string;
  subsession_id: number;
  session_name: string;
  league_name: string | null;
  season_name: string | null;
  series_name: string | null;
  track_name: string;
  track_config: string | null;
  event_date: string;
  end_time: string | null;
  published_at: string;
  published: boolean;
  carreraId: string | null;
  /** The scored session of the race (1..3) this event is; null when not linked to a race. */
  sesion: number | null;
  imported_at: string;
  phases_count: number;
  phases: { simsession_name: string; simsession_number: number; simsession_type: number }[];
  session_car_classes: { car_class_id: number; name: string; short_name: string }[];
}

/** Who, in which car: the columns every analysis row starts with. */
export interface ResultIdentityView {
  driver_display_name: string;
  nombreEquipo: string | null;
  nombrePiloto: string;
  cust_id: number | null;
  team_id: number | null;
  car_name: string;
  car_number: string | null;
  car_class_id: number;
  car_class_short_name: string | null;
}

export interface PhaseResultRowView {
  position: number;
  position_in_class: number;
  nombrePiloto: string;
  nombreEquipo: string | null;
  carId: number;
  car_name: string;
  car_number: string | null;
  car_class_id: number;
  categoriaAuto: string | null;
  starting_position: number | null;
  bestLapTime: number | null;
  bestLapNum: number | null;
  vueltasDadas: number;
  laps_led: number;
  incidencias: number;
  interval: number | null;
  vueltasPerdidas: number | null;
  points_earned: number;
  reason_out: string;
  cust_id_individual: number | null;
  team_id: number | null;
  participant_id: string;
}

export interface BestLapRowView extends ResultIdentityView {
  phase_name: string;
  best_lap_time: number;
  lap_number: number | null;
}
export interface HardChargerRowView extends ResultIdentityView {
  starting_position: number;
  finish_position: number;
  positions_gained: number;
}
export interface QualyVsRaceRowView extends ResultIdentityView {
  qualy_phase_name: string;
  qualy_position: number;
  qualy_position_in_class: number;
  best_qual_lap_time: number | null;
  race_start_position: number | null;
  race_finish_position: number;
  race_finish_position_in_class: number;
  positions_gained_lost: number;
  positions_gained_lost_in_class: number;
}
export interface IncidentRowView extends ResultIdentityView {
  total_incidents: number;
  incidents_by_phase: { phase_name: string; incidents: number }[];
}
export interface IncidentRatioRowView extends ResultIdentityView {
  finish_position: number;
  total_incidents_race: number;
  laps_complete_race: number;
  incidents_per_lap_race: number;
}
export interface LapsLedRowView extends ResultIdentityView {
  finish_position: number;
  laps_led: number;
}
export interface RatingRowView extends ResultIdentityView {
  finish_position: number;
  old_irating: number | null;
  new_irating: number | null;
  irating_change: number | null;
  old_cpi: number | null;
  new_cpi: number | null;
  cpi_change: number | null;
}
export interface DriverPerformanceView {
  driver_display_name: string;
  cust_id: number;
  phases: {
    phase_name: string;
    car_name: string;
    car_number: string | null;
    car_class_short_name: string | null;
    nombreEquipo: string | null;
    start: number | null;
    finish: number;
    finish_in_class: number;
    laps: number;
    incidents: number;
    best_lap_time: number | null;
    points: number;
  }[];
}
export interface ClassStandingsView {
  car_class_name: string;
  car_class_short_name: string;
  car_class_id: number;
  race_phase_name: string | null;
  standings: (ResultIdentityView & { finish_position_in_class: number; overall_finish_position: number; laps_complete: number; interval_to_class_leader: number | null })[];
}

/** The home page podium: the latest public event's first three per class. */
export interface PodiumView {
  event: EventSummaryView | null;
  classes: {
    car_class_id: number;
    name: string;
    short_name: string;
    track_name: string;
    winners: {
      position_in_class: number;
      position: number;
      nombrePiloto: string;
      nombreEquipo: string | null;
      cust_id: number | null;
      car_name: string;
      car_number: string | null;
      track_name: string;
      fastest_lap: number | null;
      incidents: number;
    }[];
  }[];
}

/** GET /api/events/list. */
/**
 * GET /api/events/list: a page of events, the latest start first; `siguiente` asks the next page
 * (`desde`), null on the last. With `?carreras=`, every event of those races and `siguiente` null.
 */
export interface EventListAnswer {
  events: EventSummaryView[];
  siguiente: string | null;
}

/** GET /api/events/ultima-importacion (admins): the event imported last, null before the first. */
export interface LastImportAnswer {
  event: EventSummaryView | null;
}

/** POST /api/events/import-file. */
export interface ImportEventAnswer extends MessageAnswer {
  event: EventSummaryView;
  replaced: boolean;
}

/** DELETE /api/events/{id}. */
export interface DeletedEventAnswer extends MessageAnswer {
  subsession_id: number;
}

/** GET /api/events/{id}/phase-results/{phase}. */
export interface PhaseResultsAnswer {
  subsession_id: number;
  phase: string;
  results: PhaseResultRowView[];
}

/** The ranking analyses: their rows in `data`. */
export interface AnalysisRowsAnswer<Row> {
  subsession_id: number;
  data: Row[];
}

export type DriverPerformanceAnswer = { subsession_id: number } & DriverPerformanceView;
export type ClassStandingsAnswer = { subsession_id: number } & ClassStandingsView;
export interface RatingChangesAnswer extends AnalysisRowsAnswer<RatingRowView> {
  sortBy: RatingSortBy;
}
