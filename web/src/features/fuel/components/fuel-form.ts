// The fuel calculator's form, without its screen: the values as the inputs hold them, the clamps of
// specification 2 §5, the request they make, the contract's rules on the form's fields and the words
// of a failure. fuel-calculator.tsx draws the form with them.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { FuelRequest } from '@contracts/fuel.contract';
import { clampLapTimeParts, lapTimeSeconds } from '@contracts/lap-time';
import { FUEL_MESSAGES } from '@contracts/fuel.messages';
import type { PitStopTypeView as PitStopType } from '@contracts/fuel.views';
import { ApiError } from '@/lib/api-client';
import type { PlanRequest } from './fuel-plan-check';

export interface FormValues {
  car: string;
  circuit: string;
  carModel: string;
  circuitName: string;
  mode: 'laps' | 'minutes';
  raceDistance: string;
  raceDuration: string;
  lapMinutes: string;
  lapSeconds: string;
  lapMilliseconds: string;
  fuelConsumptionPerLap: string;
  tankCapacity: string;
  pitType: PitStopType;
  pitStopTime: string;
  safetyMargin: string;
  initialFuel: string;
}

export const DEFAULTS: FormValues = {
  car: '',
  circuit: '',
  carModel: '',
  circuitName: '',
  mode: 'laps',
  raceDistance: '',
  raceDuration: '',
  lapMinutes: '',
  lapSeconds: '',
  lapMilliseconds: '',
  fuelConsumptionPerLap: '',
  tankCapacity: '',
  pitType: 'FUEL_AND_TIRES',
  pitStopTime: '30',
  safetyMargin: '1.5',
  initialFuel: '0',
};

export const toNumber = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};
const show = (n: number) => String(Math.round(n * 1000) / 1000);

/** Clamps of specification 2 §5 for one field, applied when the field is left and before sending. */
export function clampField(name: keyof FormValues, text: string, values: FormValues): string {
  const n = toNumber(text);
  if (n === undefined) return text;
  switch (name) {
    case 'raceDistance':
    case 'raceDuration':
    case 'pitStopTime':
    case 'safetyMargin':
      return show(Math.max(0, n));
    // Zero or less stays as typed, so the required message can say what is missing.
    case 'fuelConsumptionPerLap':
      return n > 0 ? show(Math.max(0.01, n)) : text;
    case 'tankCapacity':
      return n > 0 ? show(Math.max(1, n)) : text;
    case 'initialFuel': {
      const tank = toNumber(values.tankCapacity);
      return show(Math.min(Math.max(0, n), tank && tank > 0 ? Math.max(1, tank) : Infinity));
    }
    default:
      return text;
  }
}

export function lapParts(values: FormValues) {
  return clampLapTimeParts({
    minutes: toNumber(values.lapMinutes) ?? 0,
    seconds: toNumber(values.lapSeconds) ?? 0,
    milliseconds: toNumber(values.lapMilliseconds) ?? 0,
  });
}

export function toRequest(values: FormValues): FuelRequest {
  return {
    circuitName: values.circuitName.trim() || null,
    carModel: values.carModel.trim() || null,
    raceDistance: values.mode === 'laps' ? toNumber(values.raceDistance) : null,
    raceDuration: values.mode === 'minutes' ? toNumber(values.raceDuration) : null,
    lapTime: lapTimeSeconds(lapParts(values)),
    fuelConsumptionPerLap: toNumber(values.fuelConsumptionPerLap),
    tankCapacity: toNumber(values.tankCapacity),
    pitStopTime: toNumber(values.pitStopTime),
    safetyMargin: toNumber(values.safetyMargin),
    initialFuel: toNumber(values.initialFuel),
  };
}

/** The contract's rules (with the validation library, loaded when a plan is first checked), read on the request the form would send. */
let planResolver: Promise<Resolver<FormValues, unknown, PlanRequest>> | undefined;
export const loadPlanResolver = () =>
  (planResolver ??= import('./fuel-plan-check').then(
    (m) => m.planResolverOf(toRequest),
    (err: unknown) => {
      planResolver = undefined;
      throw err;
    },
  ));

/** Where a rule's field of the request is on the form: the lap time is its three inputs (the first takes focus). */
function onForm(field: string, values: FormValues): keyof FormValues | undefined {
  if (field === 'raceDistance' || field === 'raceDuration') return values.mode === 'laps' ? 'raceDistance' : 'raceDuration';
  if (field === 'lapTime') return 'lapMinutes';
  return field in DEFAULTS ? (field as keyof FormValues) : undefined;
}

/** The contract's messages on the form's fields, so the first invalid one takes focus. */
export const resolver: Resolver<FormValues, unknown, PlanRequest> = async (values, context, options) => {
  const result = await (await loadPlanResolver())(values, context, options);
  const errors: FieldErrors<FormValues> = {};
  for (const [field, error] of Object.entries(result.errors)) {
    const name = onForm(field, values);
    if (name && error && !errors[name]) errors[name] = { type: String(error.type ?? 'validate'), message: String(error.message ?? ''), ref: options.fields[name]?.ref };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

export const FAILURE_ID = 'fuel-form-failure';
export const LAP_TIME_ERROR_ID = 'fuel-lap-time-error';
/** The request's fields a refusal of the server may name, as the form calls them. */
export const SERVER_FIELDS = ['raceDistance', 'raceDuration', 'fuelConsumptionPerLap', 'tankCapacity', 'pitStopTime', 'safetyMargin', 'initialFuel', 'carModel', 'circuitName'] as const;
export const CLAMPED = ['raceDistance', 'raceDuration', 'pitStopTime', 'safetyMargin', 'fuelConsumptionPerLap', 'tankCapacity', 'initialFuel'] as const;

export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR' || error.status >= 500) return FUEL_MESSAGES.connection;
    if (error.fromServer) return error.message;
    return FUEL_MESSAGES.backend;
  }
  return FUEL_MESSAGES.failed;
}
