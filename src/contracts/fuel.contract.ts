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
