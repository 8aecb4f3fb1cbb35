/** The contact form, shared by the API and the home page. */
import { z } from 'zod';

export const CONTACT_MSG = {
  nameRequired: 'El nombre es requerido',
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Email inválido',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'Teléfono inválido',
  messageRequired: 'El mensaje es requerido',
  sent: '¡Mensaje enviado con éxito!',
  failed: 'No se pudo enviar el formulario. Inténtalo de nuevo más tarde.',
  unexpected: 'Ocurrió un error inesperado.',
  tooMany: 'Has enviado demasiados mensajes. Inténtalo de nuevo en una hora.',
} as const;

export const CONTACT_LIMITS = { name: 100, phone: 30, message: 5000, perHour: 5 } as const;

export const contactRequestSchema = z.object({
  name: z.string({ error: CONTACT_MSG.nameRequired }).trim().min(1, CONTACT_MSG.nameRequired).max(CONTACT_LIMITS.name, `Debe tener como máximo ${CONTACT_LIMITS.name} caracteres`),
  email: z
    .string({ error: CONTACT_MSG.emailRequired })
    .trim()
    .min(1, CONTACT_MSG.emailRequired)
    .max(254, CONTACT_MSG.emailInvalid)
    .pipe(z.email(CONTACT_MSG.emailInvalid)),
  phone: z
    .string({ error: CONTACT_MSG.phoneRequired })
    .trim()
    .min(1, CONTACT_MSG.phoneRequired)
    .max(CONTACT_LIMITS.phone, `Debe tener como máximo ${CONTACT_LIMITS.phone} caracteres`)
    .regex(/^[0-9+()\-.\s]{7,}$/, CONTACT_MSG.phoneInvalid),
  message: z
    .string({ error: CONTACT_MSG.messageRequired })
    .trim()
    .min(1, CONTACT_MSG.messageRequired)
    .max(CONTACT_LIMITS.message, `Debe tener como máximo ${CONTACT_LIMITS.message} caracteres`),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The hidden field people never see; a bot that fills it is answered as usual and nothing is kept. */
export const HONEYPOT_FIELD = 'website';
