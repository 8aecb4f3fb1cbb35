/** Schemas of entries (issue #30) shared by the API, the CLI and the admin screens. */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';

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

const EXEMPTED = 'Escribe el correo o el ID del piloto';

/** PUT /api/campeonatos/{id}/excepciones/{usuario}: the driver an admin lets through the gate, by e-mail or account id. */
export const gateExemptionSchema = z.object({
  usuario: z.string({ error: EXEMPTED }).trim().min(1, EXEMPTED).max(254, 'El correo o ID debe tener como máximo 254 caracteres'),
});

/** Car numbers run from 1 to 999 (issue #30). */
export const CAR_NUMBER = { min: 1, max: 999 } as const;
const CAR_NUMBER_MSG = 'El número de auto debe ser un número entero entre 1 y 999';
const TEAM_MSG = 'El nombre del equipo debe tener entre 2 y 60 caracteres';

export const carNumber = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v),
  z.number({ error: CAR_NUMBER_MSG }).int(CAR_NUMBER_MSG).min(CAR_NUMBER.min, CAR_NUMBER_MSG).max(CAR_NUMBER.max, CAR_NUMBER_MSG).nullable(),
);
export const teamName = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  oneLine(z.string({ error: TEAM_MSG }).trim().min(2, TEAM_MSG).max(60, TEAM_MSG)).nullable(),
);

/**
 * POST /api/campeonatos/{id}/inscribirme and PUT …/mi-inscripcion: the car number and team a driver
 * chooses; a field left out keeps what he has, null (or empty) clears it.
 */
export const entryDetailsSchema = z
  .object({ numeroAuto: carNumber.optional(), equipo: teamName.optional() })
  .optional()
  .transform((v) => v ?? {});
export type EntryDetailsRequest = z.input<typeof entryDetailsSchema>;
export type EntryDetails = z.output<typeof entryDetailsSchema>;

const NUMBER_REQUIRED = 'Indica el número de auto (entre 1 y 999)';

/** PUT /api/campeonatos/{id}/numeros/{usuarioId} (admin): give or reserve a driver's number. */
export const assignCarNumberSchema = z.object({
  numeroAuto: z.preprocess((v) => (v === undefined || v === '' ? null : v), carNumber).refine((v) => v !== null, NUMBER_REQUIRED),
  reservado: z.boolean({ error: 'Indica si el número queda reservado (verdadero o falso)' }).optional().default(false),
});
export type AssignCarNumberRequest = z.input<typeof assignCarNumberSchema>;
