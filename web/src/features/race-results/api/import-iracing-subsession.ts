import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { z } from 'zod';
import { subsessionImportSchema, type SubsessionImportInput } from '@contracts/iracing.contract';
import { RESULTS_MESSAGES } from '@contracts/results.messages';
import { api } from '@/lib/api-client';
import type { ImportEventAnswer } from '@contracts/results.views';
import { refreshEvents } from './get-events';

/**
 * The 'Importar desde iRacing' form: the subsession id, and the championship race and session it
 * counts for, as the file upload takes them; a championship chosen without one of its races is not sent.
 */
export const subsessionImportFormSchema = subsessionImportSchema.extend({ campeonatoId: z.string() }).superRefine((v, ctx) => {
  if (v.campeonatoId && !v.carreraId) ctx.addIssue({ code: 'custom', path: ['carreraId'], message: RESULTS_MESSAGES.championshipWithoutRace });
});

/** What the form sends: the contract's call (`subsessionImportSchema`) as the form has parsed it. */
export type SubsessionImport = SubsessionImportInput & { subsessionId: number; sesion?: number };

/** Asks the server to fetch one subsession's results from iRacing and import them (201 new, 200 replaced); the events list refreshes before the answer comes back. */
export function useImportIracingSubsession() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/events/import-iracing',
    async (_key: string, { arg: { subsessionId, carreraId, sesion } }: { arg: SubsessionImport }) => {
      const answer = await api.post<ImportEventAnswer>('/api/events/import-iracing', {
        subsessionId,
        ...(carreraId ? { carreraId, ...(sesion ? { sesion } : {}) } : {}),
      });
      await refreshEvents(mutate);
      return answer;
    },
    { throwOnError: true },
  );
}
