/** Requests of the privacy notice, the consents and the privacy settings. */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { PRIVACY_LIMITS, PRIVACY_MSG, PROCESSORS, PROCESSORS_ALWAYS_ON, VOLUNTARY_PURPOSES } from './privacy.messages.js';

export * from './privacy.messages.js';

/** PUT /api/privacidad/aviso (superadmin): a new version of the notice and its voluntary purposes. */
export const publishNoticeSchema = z.object({
  markdown: z.string({ error: PRIVACY_MSG.markdownRequired }).trim().min(1, PRIVACY_MSG.markdownRequired).max(PRIVACY_LIMITS.markdown, PRIVACY_MSG.markdownTooLong),
  finalidades: z
    .array(z.enum(VOLUNTARY_PURPOSES, { error: PRIVACY_MSG.purposesInvalid }), { error: PRIVACY_MSG.purposesInvalid })
    .max(VOLUNTARY_PURPOSES.length, PRIVACY_MSG.purposesInvalid)
    .transform((list) => VOLUNTARY_PURPOSES.filter((p) => list.includes(p))),
});
export type PublishNoticeRequest = z.input<typeof publishNoticeSchema>;

const yesNo = z.boolean({ error: PRIVACY_MSG.choiceInvalid });

/** PUT /api/privacidad/mis-preferencias: the voluntary purposes, each on or off (those left out keep their value). */
export const privacyChoicesSchema = z.strictObject(
  { correosNovedades: yesNo.optional(), mencionesDiscord: yesNo.optional(), nombreCompleto: yesNo.optional() },
  { error: PRIVACY_MSG.choiceInvalid },
);
export type PrivacyChoicesRequest = z.input<typeof privacyChoicesSchema>;

/** POST /api/privacidad/respuesta: the answer to a new version of the notice asked at sign-in. */
export const consentAnswerSchema = z.object({
  version: z.number({ error: PRIVACY_MSG.versionRequired }).int(PRIVACY_MSG.versionRequired).positive(PRIVACY_MSG.versionRequired),
  acepta: z.boolean({ error: PRIVACY_MSG.answerInvalid }),
  /** The new voluntary purposes he allows; only read when he accepts. */
  finalidades: z
    .array(z.enum(VOLUNTARY_PURPOSES, { error: PRIVACY_MSG.purposesInvalid }), { error: PRIVACY_MSG.purposesInvalid })
    .max(VOLUNTARY_PURPOSES.length, PRIVACY_MSG.purposesInvalid)
    .optional()
    .transform((list) => VOLUNTARY_PURPOSES.filter((p) => (list ?? []).includes(p))),
});
export type ConsentAnswerRequest = z.input<typeof consentAnswerSchema>;

/** PUT /api/privacidad/ajustes (admin): the league's identity and the processors it uses. */
export const privacySettingsSchema = z.object({
  nombre: oneLine(z.string({ error: PRIVACY_MSG.nameRequired }).trim().min(1, PRIVACY_MSG.nameRequired).max(PRIVACY_LIMITS.nombre, `Debe tener como máximo ${PRIVACY_LIMITS.nombre} caracteres`)),
  domicilio: oneLine(
    z.string({ error: PRIVACY_MSG.domicileRequired }).trim().min(1, PRIVACY_MSG.domicileRequired).max(PRIVACY_LIMITS.domicilio, `Debe tener como máximo ${PRIVACY_LIMITS.domicilio} caracteres`),
  ),
  correo: z.string({ error: PRIVACY_MSG.emailInvalid }).trim().max(PRIVACY_LIMITS.correo, PRIVACY_MSG.emailInvalid).pipe(z.email(PRIVACY_MSG.emailInvalid)),
  encargadosDesactivados: z
    .array(z.enum(PROCESSORS, { error: PRIVACY_MSG.processorInvalid }), { error: PRIVACY_MSG.processorInvalid })
    .max(PROCESSORS.length, PRIVACY_MSG.processorInvalid)
    .refine((list) => !list.some((p) => PROCESSORS_ALWAYS_ON.includes(p)), PRIVACY_MSG.processorAlwaysOn)
    .transform((list) => PROCESSORS.filter((p) => list.includes(p))),
});
export type PrivacySettingsRequest = z.input<typeof privacySettingsSchema>;
