/** The fuel calculator's request, shared by the API, the CLI and the page. */
import { z } from 'zod';

const num = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'Debe ser un número').transform(Number)]).optional().nullable();

export const fuelRequestSchema = z.object({
  circuitName: z.string().max(100).optional().nullable(),
  carModel: z.string().max(100).optional().nullable(),
  raceDistance: num,
  raceDuration: num,
  lapTime: num,
  fuelConsumptionPerLap: num,
  tankCapacity: num,
  pitStopTime: num,
  safetyMargin: num,
  initialFuel: num,
});
export type FuelRequest = z.input<typeof fuelRequestSchema>;

export const PIT_STOP_OPTIONS = [
  { value: 'FUEL_AND_TIRES', label: 'Combustible y Neumáticos', seconds: 30 },
  { value: 'FUEL_ONLY', label: 'Solo Combustible', seconds: 15 },
] as const;

/** A lap time split as the page enters it. */
export interface LapTimeParts {
  minutes: number;
  seconds: number;
  milliseconds: number;
}

const wholeAtLeast = (v: number, min: number, max = Infinity) => (Number.isFinite(v) ? Math.min(Math.max(Math.trunc(v), min), max) : min);

/** The page's clamps: minutes at least 0, seconds 0 to 59, milliseconds 0 to 999. */
export function clampLapTimeParts(parts: LapTimeParts): LapTimeParts {
  return { minutes: wholeAtLeast(parts.minutes, 0), seconds: wholeAtLeast(parts.seconds, 0, 59), milliseconds: wholeAtLeast(parts.milliseconds, 0, 999) };
}

/** Seconds from minutes, seconds and milliseconds (after the clamps). */
export function lapTimeSeconds(parts: LapTimeParts): number {
  const p = clampLapTimeParts(parts);
  return (p.minutes * 60_000 + p.seconds * 1000 + p.milliseconds) / 1000;
}

/** 108.5 → { 1, 48, 500 }: how a preset's lap time fills the page's three inputs. */
export function splitLapTime(totalSeconds: number): LapTimeParts {
  const ms = Math.round(Math.max(0, totalSeconds) * 1000);
  return { minutes: Math.floor(ms / 60_000), seconds: Math.floor((ms % 60_000) / 1000), milliseconds: ms % 1000 };
}

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
