import { api } from '@/lib/api-client';
import type { AnalysisParams } from '@contracts/results.contract';
import type { PhaseResultsAnswer } from '@contracts/results.views';

const base = (subsessionId: number) => `/api/events/${subsessionId}`;

export const getPhaseResults = (subsessionId: number, phase: string) =>
  api.get<PhaseResultsAnswer>(`${base(subsessionId)}/phase-results/${encodeURIComponent(phase.toUpperCase())}`).then((r) => r.results);

/** The nine analyses of the analyzer, by button. */
export type AnalysisKey =
  | 'bestlaps'
  | 'hardchargers'
  | 'qualy-vs-race'
  | 'incident-ranking'
  | 'incident-ratio-ranking'
  | 'laps-led-ranking'
  | 'driver-performance'
  | 'class-standings'
  | 'rating-changes';

/** What an analysis takes besides its event: the contract's parameters (the phase has its own call). */
export type AnalysisRequest = Pick<AnalysisParams, 'custId' | 'carClassId' | 'sortBy'>;

export function analysisPath(subsessionId: number, key: AnalysisKey, request: AnalysisRequest = {}): string {
  if (key === 'driver-performance') return `${base(subsessionId)}/drivers/${encodeURIComponent(String(request.custId))}/performance`;
  if (key === 'class-standings') return `${base(subsessionId)}/standings/class/${encodeURIComponent(String(request.carClassId))}`;
  if (key === 'rating-changes') return `${base(subsessionId)}/rating-changes?sortBy=${request.sortBy ?? 'irating_change'}`;
  return `${base(subsessionId)}/${key}`;
}

export const getAnalysis = <T>(subsessionId: number, key: AnalysisKey, request?: AnalysisRequest) => api.get<T>(analysisPath(subsessionId, key, request));
