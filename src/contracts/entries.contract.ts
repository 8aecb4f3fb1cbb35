/** Schemas of entries (issue #30) shared by the API, the CLI and the admin screens. */
import { z } from 'zod';

const QUEUE_ORDER = 'Indica el orden completo de la lista de espera';

/** PUT /api/campeonatos/{id}/lista-espera/orden: every waiting driver's id, first to last. */
export const reorderWaitlistSchema = z.object({
  usuarioIds: z.array(z.string({ error: QUEUE_ORDER }).trim().min(1, QUEUE_ORDER), { error: QUEUE_ORDER }).max(1000, QUEUE_ORDER),
});
export type ReorderWaitlistRequest = z.input<typeof reorderWaitlistSchema>;

const REASON = 'Escribe el motivo del rechazo (se le enviará al piloto)';

/** POST /api/campeonatos/{id}/solicitudes/{usuarioId}/rechazar: the reason mailed to the driver. */
export const decideEntryRequestSchema = z.object({
  motivo: z.string({ error: REASON }).trim().min(3, REASON).max(1000, 'El motivo debe tener como máximo 1000 caracteres'),
});
