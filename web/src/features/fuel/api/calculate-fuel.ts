import useSWRMutation from 'swr/mutation';
import type { FuelRequest } from '@contracts/fuel.contract';
import { api } from '@/lib/api-client';

export interface Stint {
  stint: number;
  startLap: number;
  endLap: number;
  laps: number;
  fuelAdded: number;
  fuelAtStart: number;
  fuelAtEnd: number;
}

/** The plan as POST /api/fuell/calculate answers it in `data` (specification 2 §3, plus the stints). */
export interface FuelStrategy {
  circuitName: string;
  carModel: string;
  raceLaps: number;
  raceDuration: number | null;
  startingFuel: number;
  totalFuelNeeded: number;
  numberOfPitStops: number;
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

export interface FuelAnswer {
  success: boolean;
  message: string;
  data?: FuelStrategy;
}

export const calculateFuel = (input: FuelRequest) => api.post<FuelAnswer>('/api/fuell/calculate', input);

export const useCalculateFuel = () =>
  useSWRMutation('/api/fuell/calculate', (_key: string, { arg }: { arg: FuelRequest }) => calculateFuel(arg), { throwOnError: true });
