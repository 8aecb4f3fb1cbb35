/**
 * The fuel calculator's texts (specification 2 §8) and its rule of required inputs, without zod: the
 * domain, the contract's schema and the page read them from here.
 */
export const FUEL_MESSAGES = {
  required: 'Por favor completa la distancia de carrera, el consumo de combustible (>0) y la capacidad del tanque (>0).',
  lapTime: 'Por favor ingresa un tiempo de vuelta válido (>0).',
  stintTooShort: 'Con ese tanque y ese margen de seguridad no alcanza para una vuelta completa.',
  initialTooLow: 'El combustible inicial no alcanza para una vuelta',
  tooManyLaps: 'La carrera no puede pasar de 10,000 vueltas.',
  electric: (car: string) => `El ${car} es eléctrico: no usa combustible, así que no hay estrategia de combustible que calcular.`,
  failed: 'Error al calcular la estrategia de combustible',
  backend: 'Error en el cálculo desde el backend.',
  connection: 'Error de conexión o del servidor al calcular.',
} as const;

/** The inputs the required rule reads (numbers; anything else counts as missing). */
export interface FuelRequiredInputs {
  raceDistance?: unknown;
  raceDuration?: unknown;
  lapTime?: unknown;
  fuelConsumptionPerLap?: unknown;
  tankCapacity?: unknown;
}

export type FuelRequiredField = keyof FuelRequiredInputs;

/** One broken rule: its message (the specification's, for the whole form) and the fields it names. */
export interface FuelInputProblem {
  message: string;
  fields: FuelRequiredField[];
}

const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * Specification 2 §5: a race distance (laps, or minutes for a timed race), a consumption and a tank
 * above 0, then a lap time above 0. Answers the broken rules in that order, each with the fields to
 * fix; the distance is named as minutes when minutes were given and laps were not.
 */
export function fuelInputProblems(input: FuelRequiredInputs): FuelInputProblem[] {
  const problems: FuelInputProblem[] = [];
  const missing: FuelRequiredField[] = [];
  if (!positive(input.raceDistance) && !positive(input.raceDuration)) {
    missing.push(input.raceDuration !== undefined && input.raceDuration !== null && (input.raceDistance === undefined || input.raceDistance === null) ? 'raceDuration' : 'raceDistance');
  }
  if (!positive(input.fuelConsumptionPerLap)) missing.push('fuelConsumptionPerLap');
  if (!positive(input.tankCapacity)) missing.push('tankCapacity');
  if (missing.length > 0) problems.push({ message: FUEL_MESSAGES.required, fields: missing });
  if (!positive(input.lapTime)) problems.push({ message: FUEL_MESSAGES.lapTime, fields: ['lapTime'] });
  return problems;
}
