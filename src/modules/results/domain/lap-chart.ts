import { IRACING_MSG } from '../../../contracts/iracing.messages.js';
import { ValidationError } from '../../../platform/errors.js';
import type { ResultEntry } from './event-result.js';

/** One car's line in the positions by lap of a race. */
export interface LapChartCar {
  /** The driver's cust_id, or the team's id in team events (iRacing's `group_id`). */
  carId: number;
  name: string;
  carNumber: string | null;
  /** 1-based finish in the race, from the imported rows; null when the car is not among them. */
  finishPosition: number | null;
  /** Position at the end of each lap; index = lap number (0 = the start), null where the car had no lap (or no start). */
  positions: Array<number | null>;
  /** Each lap's time in milliseconds, indexed like `positions` (lap 0 has none); empty when unknown (charts stored before). */
  lapTimes: Array<number | null>;
  /** The session time at which each lap ended, in milliseconds, indexed like `positions`; empty when unknown. */
  lapEnds: Array<number | null>;
}

/** Far more than any race: a guard against an answer that is not a lap chart. */
const MAX_LAPS = 5000;
const MAX_CARS = 500;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** iRacing's ten-thousandths of a second in milliseconds; null below `min` or when not a number. */
const toMs = (v: unknown, min: number): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= min && v < 1e11 ? Math.round(v) / 10 : null);

const notALapChart = () => new ValidationError(IRACING_MSG.noLapChartFromIracing);

/**
 * Reads iRacing's lap-chart rows (one per car per lap: `group_id`, `lap_number`, `lap_position`,
 * `display_name`, `car_number`) into one line per car, ordered by finish. The finish comes from the
 * race's imported rows, matched by driver (`cust_id`) or team (`team_id`); cars missing there go last by
 * their last lap's position.
 */
export function toLapChart(rows: unknown, raceEntries: readonly ResultEntry[]): LapChartCar[] {
  if (!Array.isArray(rows) || rows.length === 0) throw notALapChart();
  const cars = new Map<number, LapChartCar>();
  for (const row of rows as Array<Record<string, unknown>>) {
    if (typeof row !== 'object' || row === null) throw notALapChart();
    const { group_id: carId, lap_number: lap, lap_position: position } = row;
    if (!isInt(carId) || !isInt(lap) || lap < 0 || lap > MAX_LAPS) throw notALapChart();
    if (position !== null && position !== undefined && (!isInt(position) || position < 0)) throw notALapChart();
    let car = cars.get(carId);
    if (!car) {
      if (cars.size >= MAX_CARS) throw notALapChart();
      const name = typeof row.display_name === 'string' && row.display_name ? row.display_name : typeof row.name === 'string' ? row.name : String(carId);
      car = { carId, name: name.slice(0, 300), carNumber: typeof row.car_number === 'string' ? row.car_number.slice(0, 20) : null, finishPosition: null, positions: [], lapTimes: [], lapEnds: [] };
      cars.set(carId, car);
    }
    while (car.positions.length <= lap) car.positions.push(null);
    while (car.lapTimes.length <= lap) car.lapTimes.push(null);
    while (car.lapEnds.length <= lap) car.lapEnds.push(null);
    // iRacing gives a car that never took the start one row, lap 0 at position 0: no position.
    car.positions[lap] = isInt(position) && position > 0 ? position : null;
    // Times come in ten-thousandths of a second; −1 (or nothing) is unknown.
    car.lapTimes[lap] = toMs(row.lap_time, 1);
    car.lapEnds[lap] = toMs(row.session_time, 0);
  }
  const finish = new Map<number, number>();
  for (const e of raceEntries) {
    if (e.teamEntryId !== null) continue;
    const id = e.custId ?? e.teamId;
    if (id !== null) finish.set(id, e.finishPosition);
  }
  const lastPosition = (c: LapChartCar) => [...c.positions].reverse().find((p) => p !== null) ?? Number.MAX_SAFE_INTEGER;
  return [...cars.values()]
    .map((c) => ({ ...c, finishPosition: finish.get(c.carId) ?? null }))
    .sort((a, b) => (a.finishPosition ?? Number.MAX_SAFE_INTEGER) - (b.finishPosition ?? Number.MAX_SAFE_INTEGER) || lastPosition(a) - lastPosition(b) || a.carId - b.carId);
}
