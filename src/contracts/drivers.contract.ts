import { z } from 'zod';

/**
 * The championships a driver entered, a page at a time, the latest start first: his page shows the
 * first `size`; GET /api/pilotos/{id}/campeonatos answers at most `maxSize` (`limite`, `size` when not
 * said) from `desde`, the `siguiente` of the page before (docs/adr/0061).
 */
export const DRIVER_CHAMPIONSHIPS_PAGE = { size: 12, maxSize: 50 } as const;
export const DRIVER_CHAMPIONSHIPS_MSG = {
  limit: `Se muestran de 1 a ${DRIVER_CHAMPIONSHIPS_PAGE.maxSize} campeonatos por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/pilotos/{id}/campeonatos's query: how many championships and where the page starts. */
export const driverChampionshipsQuerySchema = z.object({
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z
        .number({ error: DRIVER_CHAMPIONSHIPS_MSG.limit })
        .int(DRIVER_CHAMPIONSHIPS_MSG.limit)
        .min(1, DRIVER_CHAMPIONSHIPS_MSG.limit)
        .max(DRIVER_CHAMPIONSHIPS_PAGE.maxSize, DRIVER_CHAMPIONSHIPS_MSG.limit)
        .optional(),
    )
    .transform((v) => v ?? DRIVER_CHAMPIONSHIPS_PAGE.size),
  desde: z.preprocess(blankToUndefined, z.string({ error: DRIVER_CHAMPIONSHIPS_MSG.lost }).max(600, DRIVER_CHAMPIONSHIPS_MSG.lost).optional()),
});
export type DriverChampionshipsQueryInput = z.input<typeof driverChampionshipsQuerySchema>;

/**
 * A driver's titles, a page at a time, the newest season first: his page shows the first `size`; GET
 * /api/pilotos/{id}/titulos answers at most `maxSize` (`limite`, `size` when not said) from `desde`,
 * the `titulosSiguiente` or `siguiente` of the page before (docs/adr/0066).
 */
export const DRIVER_TITLES_PAGE = { size: 12, maxSize: 50 } as const;
export const DRIVER_TITLES_MSG = {
  limit: `Se muestran de 1 a ${DRIVER_TITLES_PAGE.maxSize} títulos por página`,
  start: 'El inicio de la página debe ser un número entero de 0 en adelante.',
} as const;

/** GET /api/pilotos/{id}/titulos's query: how many titles and the position the page starts at. */
export const driverTitlesQuerySchema = z.object({
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z
        .number({ error: DRIVER_TITLES_MSG.limit })
        .int(DRIVER_TITLES_MSG.limit)
        .min(1, DRIVER_TITLES_MSG.limit)
        .max(DRIVER_TITLES_PAGE.maxSize, DRIVER_TITLES_MSG.limit)
        .optional(),
    )
    .transform((v) => v ?? DRIVER_TITLES_PAGE.size),
  desde: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
    z.number({ error: DRIVER_TITLES_MSG.start }).int(DRIVER_TITLES_MSG.start).min(0, DRIVER_TITLES_MSG.start).optional(),
  ).transform((v) => v ?? 0),
});
export type DriverTitlesQueryInput = z.input<typeof driverTitlesQuerySchema>;
