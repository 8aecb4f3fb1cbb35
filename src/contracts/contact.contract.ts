/** The contact form, shared by the API and the home page. */
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MSG } from './contact.messages.js';

export * from './contact.messages.js';

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
