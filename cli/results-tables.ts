// How `parrilla results` prints events and analyses as tables: m:ss.mmm laps, seconds with three
// decimals, or 'Vuelta' / '+2 v.' for lapped cars' intervals, ratios with 4 decimals and CPI with 5, as the screens do.
import Table from 'cli-table3';
import { LAPPED_LABEL, lapsDownLabel, phaseLabel, reasonOutLabel } from '../src/contracts/iracing-terms.js';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

export function lapTime(ms: unknown): string {
  if (typeof ms !== 'number' || ms < 0) return '—';
  return `${Math.floor(ms / 60000)}:${pad(Math.floor((ms % 60000) / 1000))}.${pad(ms % 1000, 3)}`;
}

export function interval(ms: unknown, isLeader: boolean): string {
  if (typeof ms !== 'number') return isLeader ? '—' : LAPPED_LABEL;
  if (ms === 0 && !isLeader) return LAPPED_LABEL;
  return (ms / 1000).toFixed(3);
}

const fixed = (digits: number) => (v: unknown) => (typeof v === 'number' ? v.toFixed(digits) : '—');
const plain = (v: unknown) => (v === null || v === undefined ? '—' : String(v));

type Row = Record<string, unknown>;
type Column = [header: string, value: (row: Row) => string];
const col = (header: string, key: string, format: (v: unknown) => string = plain): Column => [header, (row) => format(row[key])];

const who = [col('piloto', 'driver_display_name'), col('auto', 'car_name')];

/** Columns of each analysis whose answer is a list. */
export const ANALYSIS_COLUMNS: Record<string, Column[]> = {
  'phase-results': [
    col('pos', 'position'),
    col('clase', 'position_in_class'),
    col('piloto', 'nombrePiloto'),
    col('equipo', 'nombreEquipo'),
    col('categoría', 'categoriaAuto'),
    col('#', 'car_number'),
    col('mejor vuelta', 'bestLapTime', lapTime),
    col('vueltas', 'vueltasDadas'),
    col('inc', 'incidencias'),
    ['intervalo', (row) => (row.interval === null && row.vueltasPerdidas === null ? '—' : row.interval === null && row.position !== 1 ? lapsDownLabel(row.vueltasPerdidas as number) : interval(row.interval, row.position === 1))],
    ['vueltas perdidas', (row) => (typeof row.vueltasPerdidas === 'number' && row.vueltasPerdidas > 0 ? `+${row.vueltasPerdidas}` : '')],
    col('puntos', 'points_earned'),
    ['motivo', (row) => reasonOutLabel(row.reason_out as string | null)],
  ],
  bestlaps: [['fase', (row) => phaseLabel(String(row.phase_name))], col('tiempo', 'best_lap_time', lapTime), col('vuelta', 'lap_number'), ...who, col('#', 'car_number')],
  hardchargers: [...who, col('salida', 'starting_position'), col('llegada', 'finish_position'), col('ganadas', 'positions_gained')],
  'qualy-vs-race': [
    ...who,
    col('qualy', 'qualy_position'),
    col('qualy clase', 'qualy_position_in_class'),
    col('vuelta qualy', 'best_qual_lap_time', lapTime),
    col('llegada', 'race_finish_position'),
    col('llegada clase', 'race_finish_position_in_class'),
    col('+/-', 'positions_gained_lost'),
    col('+/- clase', 'positions_gained_lost_in_class'),
  ],
  'incident-ranking': [
    ...who,
    col('total', 'total_incidents'),
    ['por fase', (row) => (row.incidents_by_phase as { phase_name: string; incidents: number }[]).map((p) => `${phaseLabel(p.phase_name)} ${p.incidents}`).join(', ')],
  ],
  'incident-ratio-ranking': [...who, col('inc', 'total_incidents_race'), col('vueltas', 'laps_complete_race'), col('inc/vuelta', 'incidents_per_lap_race', fixed(4))],
  'laps-led-ranking': [...who, col('vueltas lideradas', 'laps_led'), col('llegada', 'finish_position')],
  'driver-performance': [
    ['fase', (row) => phaseLabel(String(row.phase_name))],
    col('auto', 'car_name'),
    col('salida', 'start'),
    col('llegada', 'finish'),
    col('vueltas', 'laps'),
    col('inc', 'incidents'),
    col('puntos', 'points'),
  ],
  'class-standings': [
    col('clase', 'finish_position_in_class'),
    col('general', 'overall_finish_position'),
    ...who,
    ['al líder', (row) => interval(row.interval_to_class_leader, row.finish_position_in_class === 1)],
  ],
  'rating-changes': [
    ...who,
    col('equipo', 'nombreEquipo'),
    col('iRating', 'old_irating'),
    col('nuevo', 'new_irating'),
    col('cambio', 'irating_change'),
    col('CPI', 'old_cpi', fixed(5)),
    col('nuevo CPI', 'new_cpi', fixed(5)),
    col('cambio CPI', 'cpi_change', fixed(5)),
  ],
  podium: [col('clase', 'short_name'), col('pos', 'position_in_class'), col('piloto', 'nombrePiloto'), col('auto', 'car_name'), col('vuelta rápida', 'fastest_lap', lapTime), col('inc', 'incidents')],
};

/** A borderless-colour table (read in terminals and logs alike). */
export function table(columns: Column[], rows: Row[]): string {
  const t = new Table({ head: columns.map(([h]) => h), style: { head: [], border: [] } });
  for (const row of rows) t.push(columns.map(([, value]) => value(row)));
  return t.toString();
}
