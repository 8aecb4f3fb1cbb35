/** The fuel calculator's request, shared by the API, the CLI and the page. */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { fuelInputProblems } from './fuel.messages.js';

/**
 * Upper bounds of every number the calculator takes. The plan grows with the race (one stint per
 * stop, a line of text each), so a race has at most `laps` laps, timed or not: 24 hours of 15-second
 * laps still fit. Lower bounds are the calculator's clamps (specification 2 §5), applied by the domain.
 */
export const FUEL_LIMITS = {
  laps: 10_000,
  minutes: 2_880,
  lapTime: 3_600,
  consumption: 100,
  tank: 1_000,
  pitStopTime: 3_600,
  margin: 1_000,
  initialFuel: 1_000,
  name: 100,
} as const;

export const FUEL_BOUND_MESSAGES = {
  raceDistance: 'Las vueltas de la carrera deben ser como máximo 10,000.',
  raceDuration: 'La duración de la carrera debe ser como máximo 2,880 minutos (48 horas).',
  lapTime: 'El tiempo por vuelta debe ser como máximo 3,600 segundos (1 hora).',
  fuelConsumptionPerLap: 'El consumo por vuelta debe ser como máximo 100 L.',
  tankCapacity: 'La capacidad del tanque debe ser como máximo 1,000 L.',
  pitStopTime: 'El tiempo de parada debe ser como máximo 3,600 segundos (1 hora).',
  safetyMargin: 'El margen de seguridad debe ser como máximo 1,000 L.',
  initialFuel: 'El combustible inicial debe ser como máximo 1,000 L.',
  circuitName: 'El nombre del circuito debe tener como máximo 100 caracteres.',
  carModel: 'El nombre del coche debe tener como máximo 100 caracteres.',
  timedLaps: 'Con ese tiempo por vuelta la carrera por tiempo pasaría de 10,000 vueltas: revisa la duración y el tiempo por vuelta.',
} as const;

/** What a number field is called in its messages. */
const FIELD_NAMES = {
  raceDistance: 'Las vueltas de la carrera',
  raceDuration: 'La duración de la carrera',
  lapTime: 'El tiempo por vuelta',
  fuelConsumptionPerLap: 'El consumo por vuelta',
  tankCapacity: 'La capacidad del tanque',
  pitStopTime: 'El tiempo de parada',
  safetyMargin: 'El margen de seguridad',
  initialFuel: 'El combustible inicial',
} as const;
type NumberField = keyof typeof FIELD_NAMES;

/** A number, or its text, at most `max`. Too big to be finite (`1e400` in JSON, 400 nines) is still too big. */
function num(field: NumberField, max: number) {
  const toNumber = (v: unknown) => {
    const n = typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v;
    return typeof n === 'number' && !Number.isNaN(n) && !Number.isFinite(n) ? Math.sign(n) * Number.MAX_VALUE : n;
  };
  return z
    .preprocess(toNumber, z.number({ error: `${FIELD_NAMES[field]} debe ser un número` }).max(max, FUEL_BOUND_MESSAGES[field]))
    .optional()
    .nullable();
}

const name = (message: string) => oneLine(z.string({ error: message }).max(FUEL_LIMITS.name, message)).optional().nullable();

/** Laps of a timed race, as the calculator counts them: those that fit in the clock plus the one under way. */
export function timedRaceLaps(minutes: number, lapTimeSeconds: number): number {
  return Math.ceil((minutes * 60) / lapTimeSeconds - 1e-9) + 1;
}

export const fuelRequestSchema = z
  .object({
    circuitName: name(FUEL_BOUND_MESSAGES.circuitName),
    carModel: name(FUEL_BOUND_MESSAGES.carModel),
    raceDistance: num('raceDistance', FUEL_LIMITS.laps),
    raceDuration: num('raceDuration', FUEL_LIMITS.minutes),
    lapTime: num('lapTime', FUEL_LIMITS.lapTime),
    fuelConsumptionPerLap: num('fuelConsumptionPerLap', FUEL_LIMITS.consumption),
    tankCapacity: num('tankCapacity', FUEL_LIMITS.tank),
    pitStopTime: num('pitStopTime', FUEL_LIMITS.pitStopTime),
    safetyMargin: num('safetyMargin', FUEL_LIMITS.margin),
    initialFuel: num('initialFuel', FUEL_LIMITS.initialFuel),
  })
  .superRefine((v, ctx) => {
    if (v.raceDuration && v.raceDuration > 0 && v.lapTime && v.lapTime > 0 && timedRaceLaps(v.raceDuration, v.lapTime) > FUEL_LIMITS.laps) {
      ctx.addIssue({ code: 'custom', path: ['raceDuration'], message: FUEL_BOUND_MESSAGES.timedLaps });
    }
  });
export type FuelRequest = z.input<typeof fuelRequestSchema>;

/**
 * The request with the calculator's required inputs (fuel.messages.ts) checked too, each broken rule's
 * message on the fields it names: what the page checks before sending. The API and the CLI parse
 * `fuelRequestSchema` and leave the same rule to the domain, which first says when a preset car is
 * electric.
 */
export const fuelPlanSchema = fuelRequestSchema.superRefine((v, ctx) => {
  for (const problem of fuelInputProblems(v)) {
    for (const field of problem.fields) ctx.addIssue({ code: 'custom', path: [field], message: problem.message });
  }
});

export const PIT_STOP_OPTIONS = [
  { value: 'FUEL_AND_TIRES', label: 'Combustible y Neumáticos', seconds: 30 },
  { value: 'FUEL_ONLY', label: 'Solo Combustible', seconds: 15 },
] as const;

// The page's lap-time helpers live apart, free of zod, so the calculator's page loads them without the
// validation library (docs/adr/0036, addendum); they stay part of this contract.
export { clampLapTimeParts, lapTimeSeconds, splitLapTime, type LapTimeParts } from './lap-time.js';

/**
 * A lap time typed at the command line: `m:ss.mmm` (`1:48.500`) or plain seconds (`108.5`).
 * Answers seconds, or null when the text is neither.
 */
export function parseLapTime(text: string): number | null {
  const t = text.trim();
  const clock = /^(\d+):([0-5]?\d)(?:\.(\d{1,3}))?$/.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]) + (clock[3] ? Number(clock[3].padEnd(3, '0')) / 1000 : 0);
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  return null;
}
