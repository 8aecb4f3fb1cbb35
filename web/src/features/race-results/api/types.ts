/** What the results calls answer, as the screens read them (DOMAIN-RULES §5, spec 2 §3). */

export interface EventSummary {
  id: string;
  _id: string;
  subsession_id: number;
  session_name: string;
  league_name: string | null;
  series_name: string | null;
  track_name: string;
  track_config: string | null;
  event_date: string;
  end_time: string | null;
  published_at: string;
  published: boolean;
  carreraId: string | null;
  phases_count: number;
  phases: { simsession_name: string; simsession_number: number; simsession_type: number }[];
  session_car_classes: { car_class_id: number; name: string; short_name: string }[];
}

interface Who {
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

export interface PhaseResultRow {
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
  vueltasDadas: number;
  incidencias: number;
  interval: number | null;
  vueltasPerdidas: number | null;
  points_earned: number;
  reason_out: string;
  cust_id_individual: number | null;
  participant_id: string;
}

export interface BestLapRow extends Who {
  phase_name: string;
  best_lap_time: number;
  lap_number: number | null;
}
export interface HardChargerRow extends Who {
  starting_position: number;
  finish_position: number;
  positions_gained: number;
}
export interface QualyVsRaceRow extends Who {
  qualy_position: number;
  qualy_position_in_class: number;
  best_qual_lap_time: number | null;
  race_start_position: number | null;
  race_finish_position: number;
  race_finish_position_in_class: number;
  positions_gained_lost: number;
  positions_gained_lost_in_class: number;
}
export interface IncidentRow extends Who {
  total_incidents: number;
  incidents_by_phase: { phase_name: string; incidents: number }[];
}
export interface IncidentRatioRow extends Who {
  total_incidents_race: number;
  laps_complete_race: number;
  incidents_per_lap_race: number;
}
export interface LapsLedRow extends Who {
  laps_led: number;
  finish_position: number;
}
export interface RatingRow extends Who {
  old_irating: number | null;
  new_irating: number | null;
  irating_change: number | null;
  old_cpi: number | null;
  new_cpi: number | null;
  cpi_change: number | null;
}
export interface DriverPerformance {
  driver_display_name: string;
  cust_id: number;
  phases: { phase_name: string; car_name: string; start: number | null; finish: number; laps: number; incidents: number; points: number; nombreEquipo: string | null }[];
}
export interface ClassStandings {
  car_class_name: string;
  car_class_id: number;
  race_phase_name: string | null;
  standings: (Who & { finish_position_in_class: number; overall_finish_position: number; interval_to_class_leader: number | null })[];
}

export interface PodiumAnswer {
  event: EventSummary | null;
  classes: {
    car_class_id: number;
    name: string;
    short_name: string;
    track_name: string;
    winners: { position_in_class: number; nombrePiloto: string; nombreEquipo: string | null; car_name: string; fastest_lap: number | null; incidents: number }[];
  }[];
}
