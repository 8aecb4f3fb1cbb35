/** What the fuel calculator's calls answer (specification 2 §3, §9): declared once for the API and the page. */
import type { FuelRequest } from './fuel.contract.js';

export interface StintView {
  stint: number;
  startLap: number;
  endLap: number;
  laps: number;
  /** Litres added at the stop before this stint (0 for the first). */
  fuelAdded: number;
  fuelAtStart: number;
  fuelAtEnd: number;
}

/** The plan, as POST /api/fuell/calculate answers it in `data` (specification 2 §3, plus the stints). */
export interface FuelStrategyView {
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
  stints: StintView[];
  raceStrategy: string;
}

/** POST /api/fuell/calculate; `data` is absent when the answer is an error. */
export interface FuelCalculationAnswer {
  success: boolean;
  message: string;
  data?: FuelStrategyView;
}

/** One of a signed-in driver's last calculations (GET /api/fuell/history). */
export interface FuelHistoryEntryView {
  id: string;
  userId: string;
  input: FuelRequest;
  result: FuelStrategyView;
  createdAt: string;
}

export interface FuelHistoryAnswer {
  success: boolean;
  message: string;
  data: FuelHistoryEntryView[];
}

export interface CarPresetView {
  id: string;
  nombre: string;
  /** Litres per lap; 0 for the electric car, which cannot be calculated. */
  consumo: number;
  tanque: number;
}

export interface CircuitPresetView {
  id: string;
  nombre: string;
  /** Seconds. */
  tiempoVuelta: number;
}

export type PitStopTypeView = 'FUEL_ONLY' | 'FUEL_AND_TIRES';

/** GET /api/fuell/presets. */
export interface FuelPresetsView {
  cars: readonly CarPresetView[];
  circuits: readonly CircuitPresetView[];
  pitStopTypes: Record<PitStopTypeView, { segundos: number; etiqueta: string }>;
  defaultSafetyMargin: number;
}
