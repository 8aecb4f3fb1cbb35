import { z } from 'zod';
import { subsessionImportSchema } from '@contracts/iracing.contract';
import { RESULTS_MESSAGES } from '@contracts/results.messages';
import { api } from '@/lib/api-client';
import type { ImportEventAnswer } from '@contracts/results.views';

/**
 * The 'Importar desde iRacing' form: the subsession id, and the championship race and session it
 * counts for, as the file upload takes them; a championship chosen without one of its races is not sent.
 */
export const subsessionImportFormSchema = subsessionImportSchema.extend({ campeonatoId: z.string() }).superRefine((v, ctx) => {
  if (v.campeonatoId && !v.carreraId) ctx.addIssue({ code: 'custom', path: ['carreraId'], message: RESULTS_MESSAGES.championshipWithoutRace });
});

/** Asks the server to fetch one subsession's results from iRacing and import them (201 new, 200 replaced). */
export const importIracingSubsession = (subsessionId: number, link: { carreraId?: string; sesion?: number } = {}) =>
  api.post<ImportEventAnswer>('/api/events/import-iracing', {
    subsessionId,
    ...(link.carreraId ? { carreraId: link.carreraId, ...(link.sesion ? { sesion: link.sesion } : {}) } : {}),
  });
