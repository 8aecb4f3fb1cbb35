/** Sponsor requests and messages, shared by the API and the admin screen. */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { SPONSOR_MSG } from './sponsors.messages.js';

export * from './sponsors.messages.js';

const link = z
  .string()
  .trim()
  .max(500, SPONSOR_MSG.linkInvalid)
  .optional()
  .nullable()
  .refine((v) => !v || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), SPONSOR_MSG.linkInvalid)
  .transform((v) => (v ? v : null));

export const createSponsorSchema = z.object({
  nombre: oneLine(z.string({ error: SPONSOR_MSG.nameRequired }).trim().min(1, SPONSOR_MSG.nameRequired).max(100, 'Debe tener como máximo 100 caracteres')),
  link,
});

export const updateSponsorSchema = z.object({
  nombre: createSponsorSchema.shape.nombre.optional(),
  link: z.union([link, z.undefined()]),
});
