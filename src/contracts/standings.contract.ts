/** The query of `GET /api/campeonatos/{id}/clasificacion` and `parrilla standings show` (docs/adr/0014). */
import { z } from 'zod';
import { STANDINGS_LIMITS } from './standings-config.contract.js';

const empty = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

export const standingsQuerySchema = z.object({
  /** A car class (its key 'c:<id>', id or name) or a group, case-insensitive. */
  clase: z.preprocess(empty, z.string({ error: 'La clase debe ser un texto' }).trim().max(100, 'La clase debe tener como máximo 100 caracteres').optional()),
  hastaRonda: z.preprocess(
    empty,
    z.coerce
      .number({ error: 'La ronda debe ser un número entero' })
      .int('La ronda debe ser un número entero')
      .min(1, `La ronda debe estar entre 1 y ${STANDINGS_LIMITS.rondas}`)
      .max(STANDINGS_LIMITS.rondas, `La ronda debe estar entre 1 y ${STANDINGS_LIMITS.rondas}`)
      .optional(),
  ),
  eventos: z.preprocess(empty, z.enum(['true', 'false', '1', '0'], { error: 'El parámetro eventos debe ser true o false' }).optional()),
  /** Each line's position after every counted round (the positions chart). */
  evolucion: z.preprocess(empty, z.enum(['true', 'false', '1', '0'], { error: 'El parámetro evolucion debe ser true o false' }).optional()),
});
