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

/**
 * The archive and the hall of champions a few seasons at a time, the newest first (docs/adr/0061):
 * `/temporadas` shows the newest `SEASON_ARCHIVE_PAGE.size` seasons, each series of `/campeones` its
 * newest `HALL_EDITIONS_PAGE.size` closed editions; later pages are asked with `desde`, the season the
 * page starts at (the `siguiente` of the page before), and `limite`, refused beyond `maxSize`.
 */
export const SEASON_ARCHIVE_PAGE = { size: 3, maxSize: 10 } as const;
export const HALL_EDITIONS_PAGE = { size: 4, maxSize: 20 } as const;
/** The hall's drivers with titles and podiums, by their place in the ranking: the first `size` on the page, later ones by `desde` (a position). */
export const HALL_DRIVERS_PAGE = { size: 20, maxSize: 50 } as const;
export const HALL_DRIVERS_MSG = {
  limit: `Se muestran de 1 a ${HALL_DRIVERS_PAGE.maxSize} pilotos por página`,
  start: 'El inicio de la página debe ser un número entero de 0 en adelante.',
} as const;

/** GET /api/campeones/pilotos?desde=N&limite=M: where the page starts in the ranking and how many. */
export const hallDriversQuerySchema = z.object({
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v === '' || v === null ? undefined : v),
      z.number({ error: HALL_DRIVERS_MSG.limit }).int(HALL_DRIVERS_MSG.limit).min(1, HALL_DRIVERS_MSG.limit).max(HALL_DRIVERS_PAGE.maxSize, HALL_DRIVERS_MSG.limit).optional(),
    )
    .transform((v) => v ?? HALL_DRIVERS_PAGE.size),
  desde: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : v === '' || v === null ? undefined : v),
      z.number({ error: HALL_DRIVERS_MSG.start }).int(HALL_DRIVERS_MSG.start).min(0, HALL_DRIVERS_MSG.start).optional(),
    )
    .transform((v) => v ?? 0),
});
export type HallDriversQueryInput = z.input<typeof hallDriversQuerySchema>;
export const SEASON_PAGE_MSG = {
  limit: (max: number) => `Se muestran de 1 a ${max} temporadas por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;

/** `?desde=<año>&limite=N` of a page of seasons, with its page's sizes. */
export const seasonPageQuerySchema = (page: { size: number; maxSize: number }) =>
  z.object({
    limite: z
      .preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v === '' || v === null ? undefined : v),
        z
          .number({ error: SEASON_PAGE_MSG.limit(page.maxSize) })
          .int(SEASON_PAGE_MSG.limit(page.maxSize))
          .min(1, SEASON_PAGE_MSG.limit(page.maxSize))
          .max(page.maxSize, SEASON_PAGE_MSG.limit(page.maxSize))
          .optional(),
      )
      .transform((v) => v ?? page.size),
    desde: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{4}$/.test(v.trim()) ? Number(v.trim()) : v === '' || v === null ? undefined : v),
      z.number({ error: SEASON_PAGE_MSG.lost }).int(SEASON_PAGE_MSG.lost).min(2000, SEASON_PAGE_MSG.lost).max(2100, SEASON_PAGE_MSG.lost).optional(),
    ),
  });
export type SeasonPageQueryInput = z.input<ReturnType<typeof seasonPageQuerySchema>>;
