/** Series, editions and closures: request schemas shared by the API, the CLI and the forms (docs/adr/0033). */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { SEASONS_MSG } from './seasons.messages.js';

export * from './seasons.messages.js';

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Debe tener como máximo ${max} caracteres`);

const integer = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), z.number({ error: message }).int(message).min(min, message).max(max, message));

export const createSeriesSchema = z.object({
  nombre: oneLine(text(SEASONS_MSG.nameRequired, 150)),
  categoria: oneLine(text(SEASONS_MSG.categoryRequired, 100)),
  descripcion: z.string().trim().max(5000, 'Debe tener como máximo 5000 caracteres').optional().default(''),
});

export const updateSeriesSchema = z.object({
  nombre: createSeriesSchema.shape.nombre.optional(),
  categoria: createSeriesSchema.shape.categoria.optional(),
  descripcion: z.string().trim().max(5000, 'Debe tener como máximo 5000 caracteres').optional(),
});

/** PUT /api/series/ediciones/{campeonatoId}: the series and season a championship is. */
export const editionSchema = z.object({
  serieId: text(SEASONS_MSG.seriesRequired, 36),
  temporada: integer(SEASONS_MSG.seasonInvalid, 2000, 2100),
  diasPrioridad: integer(SEASONS_MSG.priorityDaysInvalid, 0, 60).optional(),
});

/** POST /api/temporadas/{campeonatoId}/reabrir */
export const reopenSchema = z.object({
  motivo: text(SEASONS_MSG.reasonRequired, 1000),
});
