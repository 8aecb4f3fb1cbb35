import { FUEL_MESSAGES, fuelInputProblems } from '../../../contracts/fuel.messages.js';
import { ValidationError } from '../../../platform/errors.js';
import { DEFAULT_SAFETY_MARGIN, findCar, isElectric, PIT_STOP_TYPES } from './fuel-presets.js';

/** Computed lap counts are compared with this tolerance before rounding, so 9 ÷ 0.3 is 30, not 29. */
const EPSILON = 1e-9;

/**
 * The longest race the calculator plans, timed races included (the shared contract refuses more
 * with a message per field; this guard keeps the plan bounded for any other caller).
 */
export const MAX_RACE_LAPS = 10_000;

export { FUEL_MESSAGES };

/** The calculator's input as sent by the page, the API and the CLI (specification 2 §3). */
export interface FuelInput {
  circuitName?: string;
  carModel?: string;
  /** Laps. */
  raceDistance?: number;
  /** Minutes: a timed race instead of a lap count (extension). */
  raceDuration?: number;
  /** Seconds. */
  lapTime?: number;
  fuelConsumptionPerLap?: number;
  tankCapacity?: number;
  /** Seconds (30 fuel and tyres, 15 fuel only). */
  pitStopTime?: number;
  safetyMargin?: number;
  /** 0 lets the plan choose the start fuel. */
  initialFuel?: number;
}

export interface Stint {
  stint: number;
  startLap: number;
  endLap: number;
  laps: number;
  /** Litres added at the stop before this stint (0 for the first). */
  fuelAdded: number;
  fuelAtStart: number;
  fuelAtEnd: number;
}

export interface FuelStrategy {
  circuitName: string;
  carModel: string;
  raceLaps: number;
  raceDuration: number | null;
  startingFuel: number;
  totalFuelNeeded: number;
  numberOfPitStops: number;
  /** Seconds. */
  totalRaceTime: number;
  totalStints: number;
  actualStintLaps: number;
  fuelPerStint: number;
  estimatedFuelRemainingAtEnd: number;
  pitStopLaps: number[];
  fuelToAddAtStops: number[];
  stints: Stint[];
  raceStrategy: string;
}

const finite = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const clamp = (v: number, min: number, max = Infinity) => Math.min(Math.max(v, min), max);
const floorLaps = (x: number) => Math.floor(x + EPSILON);
const ceilLaps = (x: number) => Math.ceil(x - EPSILON);
const litres = (x: number) => Math.round(x * 100) / 100;

interface CleanInput {
  circuitName: string;
  carModel: string;
  laps: number;
  raceDuration: number | null;
  lapTime: number;
  consumption: number;
  tank: number;
  pitStopTime: number;
  margin: number;
  initialFuel: number;
}

/**
 * Checks the required inputs, then applies the calculator's clamps (specification 2 §5): distances,
 * pit time and margin at least 0, consumption at least 0.01, tank at least 1, initial fuel within
 * the tank. Empty names become 'Custom Circuit' and 'Custom Car'.
 */
export function normaliseFuelInput(input: FuelInput): CleanInput {
  const consumption = finite(input.fuelConsumptionPerLap);
  const tank = finite(input.tankCapacity);
  const distance = finite(input.raceDistance);
  const duration = finite(input.raceDuration);
  const preset = input.carModel ? findCar(input.carModel) : undefined;
  // The electric preset has no consumption to plan with: say why instead of asking for a number.
  if (preset && isElectric(preset) && !(consumption && consumption > 0)) throw new ValidationError(FUEL_MESSAGES.electric(preset.nombre));
  const lapTime = finite(input.lapTime);
  // The page checks the same rule before sending (src/contracts/fuel.messages.ts): the first broken one is the answer.
  const [problem] = fuelInputProblems({ raceDistance: distance, raceDuration: duration, lapTime, fuelConsumptionPerLap: consumption, tankCapacity: tank });
  if (problem) throw new ValidationError(problem.message, problem.message === FUEL_MESSAGES.lapTime ? { lapTime: problem.message } : undefined);
  // Past the rule, the consumption, the tank and the lap time are numbers above 0.
  const [cleanConsumption, givenTank, cleanLapTime] = [consumption!, tank!, lapTime!];

  const cleanTank = clamp(givenTank, 1);
  const timed = duration !== undefined && duration > 0;
  // A timed race runs the laps that fit in the clock plus the one that starts before it runs out.
  const laps = timed ? ceilLaps((duration * 60) / cleanLapTime) + 1 : Math.max(1, floorLaps(clamp(distance!, 0)));
  // Checked before any plan is built: the plan's size follows the race's.
  if (!(laps <= MAX_RACE_LAPS)) throw new ValidationError(FUEL_MESSAGES.tooManyLaps, { [timed ? 'raceDuration' : 'raceDistance']: FUEL_MESSAGES.tooManyLaps });
  return {
    circuitName: input.circuitName?.trim() || 'Custom Circuit',
    carModel: input.carModel?.trim() || 'Custom Car',
    laps,
    raceDuration: timed ? duration : null,
    lapTime: cleanLapTime,
    consumption: clamp(cleanConsumption, 0.01),
    tank: cleanTank,
    pitStopTime: clamp(finite(input.pitStopTime) ?? PIT_STOP_TYPES.FUEL_AND_TIRES.segundos, 0),
    margin: clamp(finite(input.safetyMargin) ?? DEFAULT_SAFETY_MARGIN, 0),
    initialFuel: clamp(finite(input.initialFuel) ?? 0, 0, cleanTank),
  };
}

/** The fuel plan of DOMAIN-RULES §8. Pure: the page, the API and the CLI all call this. */
export function calculateFuelStrategy(raw: FuelInput): FuelStrategy {
  const input = normaliseFuelInput(raw);
  const { laps, consumption, tank, margin } = input;

  const totalFuelNeeded = laps * consumption + margin;
  const startingFuel = input.initialFuel > 0 ? input.initialFuel : Math.min(tank, totalFuelNeeded);
  const actualStintLaps = floorLaps((tank - margin) / consumption);
  if (actualStintLaps < 1) throw new ValidationError(FUEL_MESSAGES.stintTooShort);
  const firstStintLaps = Math.min(floorLaps((startingFuel - margin) / consumption), laps);
  if (firstStintLaps < 1) throw new ValidationError(FUEL_MESSAGES.initialTooLow, { initialFuel: FUEL_MESSAGES.initialTooLow });

  const stops = firstStintLaps >= laps ? 0 : ceilLaps((laps - firstStintLaps) / actualStintLaps);
  const stints = Array.from({ length: stops + 1 }, (_, i) => stintAt(i, { laps, consumption, tank, margin, startingFuel, firstStintLaps, actualStintLaps, stops }));
  const fuel = stints[stints.length - 1].fuelAtEnd;

  const pitStopLaps = stints.slice(0, -1).map((s) => s.endLap);
  const fuelToAddAtStops = stints.slice(1).map((s) => s.fuelAdded);
  const totalRaceTime = Math.round((laps * input.lapTime + stops * input.pitStopTime) * 1000) / 1000;
  const strategy: Omit<FuelStrategy, 'raceStrategy'> = {
    circuitName: input.circuitName,
    carModel: input.carModel,
    raceLaps: laps,
    raceDuration: input.raceDuration,
    startingFuel: litres(startingFuel),
    totalFuelNeeded: litres(totalFuelNeeded),
    numberOfPitStops: stops,
    totalRaceTime,
    totalStints: stops + 1,
    actualStintLaps,
    fuelPerStint: litres(actualStintLaps * consumption),
    estimatedFuelRemainingAtEnd: fuel,
    pitStopLaps,
    fuelToAddAtStops,
    stints,
  };
  return { ...strategy, raceStrategy: describeStrategy(strategy) };
}

interface StintPlan {
  laps: number;
  consumption: number;
  tank: number;
  margin: number;
  startingFuel: number;
  firstStintLaps: number;
  actualStintLaps: number;
  stops: number;
}

/**
 * Stint `i` (0-based) worked out directly, not by running the race: the first runs on the start
 * fuel; every stop but the last fills the tank, so the stints between run `actualStintLaps` laps from
 * a full tank; the last stop adds just what reaches the flag with the margin left.
 */
function stintAt(i: number, p: StintPlan): Stint {
  if (i === 0) {
    const laps = p.firstStintLaps;
    return { stint: 1, startLap: 1, endLap: laps, laps, fuelAdded: 0, fuelAtStart: litres(p.startingFuel), fuelAtEnd: litres(p.startingFuel - laps * p.consumption) };
  }
  const startLap = p.firstStintLaps + (i - 1) * p.actualStintLaps + 1;
  const isLast = i === p.stops;
  const laps = isLast ? p.laps - startLap + 1 : p.actualStintLaps;
  const onArrival = i === 1 ? p.startingFuel - p.firstStintLaps * p.consumption : p.tank - p.actualStintLaps * p.consumption;
  const fuelAtStart = isLast ? laps * p.consumption + p.margin : p.tank;
  return { stint: i + 1, startLap, endLap: startLap + laps - 1, laps, fuelAdded: litres(fuelAtStart - onArrival), fuelAtStart: litres(fuelAtStart), fuelAtEnd: litres(fuelAtStart - laps * p.consumption) };
}

/** Race time as h:mm:ss, or m:ss under an hour. */
export function formatRaceTime(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const l = (x: number) => `${x.toFixed(2)} L`;

function describeStrategy(s: Omit<FuelStrategy, 'raceStrategy'>): string {
  const race = s.raceDuration ? `Carrera de ${s.raceDuration} minutos (${s.raceLaps} vueltas)` : `Carrera de ${s.raceLaps} vueltas`;
  const lines = [`${race} en ${s.circuitName} con ${s.carModel}. Combustible total necesario: ${l(s.totalFuelNeeded)}.`];
  lines.push(`Sal con ${l(s.startingFuel)} en el tanque.`);
  if (s.numberOfPitStops === 0) {
    lines.push(`Sin paradas: completas las ${s.raceLaps} vueltas con un solo stint.`);
  } else {
    lines.push(`${s.numberOfPitStops} ${s.numberOfPitStops === 1 ? 'parada' : 'paradas'}; con tanque lleno rindes ${s.actualStintLaps} vueltas (${l(s.fuelPerStint)}).`);
    for (const stint of s.stints) {
      if (stint.stint > 1) lines.push(`Parada ${stint.stint - 1} al final de la vuelta ${stint.startLap - 1}: agrega ${l(stint.fuelAdded)}.`);
      lines.push(`Stint ${stint.stint}: vueltas ${stint.startLap} a ${stint.endLap} (${stint.laps} ${stint.laps === 1 ? 'vuelta' : 'vueltas'}).`);
    }
  }
  lines.push(`Llegas a la bandera a cuadros con ${l(s.estimatedFuelRemainingAtEnd)}. Tiempo total estimado: ${formatRaceTime(s.totalRaceTime)}.`);
  return lines.join('\n');
}
