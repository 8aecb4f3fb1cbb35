import useSWR from 'swr';
import type { DecisionLogAnswer } from '@contracts/stewarding.views';
import { api } from '@/lib/api-client';

/** GET /api/reportes/campeonato/{id}/decisiones: the stewards' public decision log and licence points. */
export const useDecisionLog = (campeonatoId: string) =>
  useSWR(['/api/reportes/campeonato', campeonatoId, 'decisiones'], () => api.get<DecisionLogAnswer>(`/api/reportes/campeonato/${encodeURIComponent(campeonatoId)}/decisiones`));
