/** Sponsor requests and messages, shared by the API and the admin screen. */
import { z } from 'zod';

export const SPONSOR_MSG = {
  nameRequired: 'El nombre del sponsor es obligatorio.',
  logoRequired: 'El logo es obligatorio para un nuevo sponsor.',
  linkInvalid: 'El enlace debe ser una URL válida (http o https).',
  created: 'Sponsor añadido correctamente.',
  updated: 'Sponsor actualizado correctamente.',
  deleted: 'Sponsor eliminado correctamente.',
} as const;

const link = z
  .string()
  .trim()
  .max(500, SPONSOR_MSG.linkInvalid)
  .optional()
  .nullable()
  .refine((v) => !v || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), SPONSOR_MSG.linkInvalid)
  .transform((v) => (v ? v : null));

export const createSponsorSchema = z.object({
  nombre: z.string({ error: SPONSOR_MSG.nameRequired }).trim().min(1, SPONSOR_MSG.nameRequired).max(100, 'Debe tener como máximo 100 caracteres'),
  link,
});

export const updateSponsorSchema = z.object({
  nombre: createSponsorSchema.shape.nombre.optional(),
  link: z.union([link, z.undefined()]),
});
