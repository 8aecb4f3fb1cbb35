/** Track record requests, shared by the API, the admin screen and the CLI. */
import { z } from 'zod';
import { isOneLine, ONE_LINE_MSG } from './one-line-names.js';
import { mexicoCityDay } from './formats.js';
import { calendarDayWritten, parsePlausibleDate } from './plausible-date.js';
import { TRACK_RECORD_MSG } from './track-records.messages.js';

export * from './track-records.messages.js';

/**
 * A lap time as people write it: minutes (one or two digits, 0 to 59), a colon, two-digit seconds (00
 * to 59), a point and three-digit milliseconds: '1:23.456' or '01:23.456'. '1:5.000' (one-digit
 * seconds), '1:60.000' and '60:00.000' (a lap of an hour or more) are refused, as is '0:00.000'.
 */
export const LAP_TIME_PATTERN = /^(\d{1,2}):([0-5]\d)\.(\d{3})$/;
export const LAP_TIME_HINT = 'MM:SS.mmm';

/** The milliseconds a lap time names, or null when it is not written M:SS.mmm or MM:SS.mmm (under an hour). */
export function parseLapTime(text: string): number | null {
  const match = LAP_TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]);
  if (minutes > 59) return null;
  return minutes * 60_000 + Number(match[2]) * 1000 + Number(match[3]);
}

/** Milliseconds written as a lap time: 83456 → '1:23.456'. */
export function formatLapTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

const text = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .refine((v) => isOneLine(v.trim()), ONE_LINE_MSG)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(120, tooLong));

/** A lap time, answered in milliseconds. */
const lapTime = z
  .string({ error: TRACK_RECORD_MSG.lapTimeRequired })
  .trim()
  .min(1, TRACK_RECORD_MSG.lapTimeRequired)
  .transform((v, ctx) => {
    const ms = parseLapTime(v);
    if (ms === null) {
      ctx.addIssue({ code: 'custom', message: TRACK_RECORD_MSG.lapTimeInvalid });
      return z.NEVER;
    }
    if (ms === 0) {
      ctx.addIssue({ code: 'custom', message: TRACK_RECORD_MSG.lapTimeZero });
      return z.NEVER;
    }
    return ms;
  });

/**
 * The day of the record, 'YYYY-MM-DD': a date without a time (a bare day, or midnight UTC as a date
 * picker sends it) is the day written; an instant with a time of day, its day in Mexico City.
 */
const recordDate = z
  .string({ error: TRACK_RECORD_MSG.dateRequired })
  .trim()
  .min(1, TRACK_RECORD_MSG.dateRequired)
  .transform((v, ctx) => {
    const date = parsePlausibleDate(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: TRACK_RECORD_MSG.dateInvalid });
      return z.NEVER;
    }
    return calendarDayWritten(v) ?? mexicoCityDay(date);
  });

/** POST /api/track-records: the holder (account id, or e-mail address), circuit, car, lap time and day. */
export const createTrackRecordSchema = z.object({
  user: z.string({ error: TRACK_RECORD_MSG.userRequired }).trim().min(1, TRACK_RECORD_MSG.userRequired).max(320, TRACK_RECORD_MSG.userUnknown),
  circuit: text(TRACK_RECORD_MSG.circuitRequired, TRACK_RECORD_MSG.circuitTooLong),
  car: text(TRACK_RECORD_MSG.carRequired, TRACK_RECORD_MSG.carTooLong),
  lapTime,
  recordDate,
});

/** PUT /api/track-records/{id}: any of the fields. */
export const updateTrackRecordSchema = createTrackRecordSchema.partial();

export type TrackRecordInput = z.input<typeof createTrackRecordSchema>;

/** The whole list answers a page at a time, never more than `maxSize` records (docs/adr/0064). */
export const TRACK_RECORDS_PAGE = { size: 50, maxSize: 100 } as const;
/** The public page's standing records answer a page at a time too, `size` when not said, at most `TRACK_RECORDS_PAGE.maxSize` (docs/adr/0068). */
export const STANDING_RECORDS_PAGE = { size: 20 } as const;
export const TRACK_RECORDS_PAGE_MSG = {
  limit: `Se muestran de 1 a ${TRACK_RECORDS_PAGE.maxSize} récords por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const filterText = (what: string) =>
  z
    .string({ error: `El ${what} buscado debe ser texto` })
    .trim()
    .max(120, `El ${what} buscado debe tener como máximo 120 caracteres`)
    .optional();

/**
 * GET /api/track-records/allrecords: `usuario` answers the standing records that account holds, whole
 * (one per circuit and car); `vigentes` the standing record of each circuit and car by pages of
 * `limite` (1 to 100, 20 when not said), narrowed by `circuito` and `auto` (each contained in its own
 * field, accents and case ignored); without either, every record by pages: `search` (circuit, car or
 * holder), `limite` (1 to 100, 50 when not said). `despues` is the `siguiente` of the page before.
 */
export const trackRecordQuerySchema = z.object({
  usuario: z.string().trim().max(64).optional(),
  vigentes: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  circuito: filterText('circuito'),
  auto: filterText('auto'),
  search: z.string({ error: 'La búsqueda debe ser texto' }).trim().max(120, 'La búsqueda debe tener como máximo 120 caracteres').optional(),
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z
        .number({ error: TRACK_RECORDS_PAGE_MSG.limit })
        .int(TRACK_RECORDS_PAGE_MSG.limit)
        .min(1, TRACK_RECORDS_PAGE_MSG.limit)
        .max(TRACK_RECORDS_PAGE.maxSize, TRACK_RECORDS_PAGE_MSG.limit)
        .optional(),
    ),
  despues: z.preprocess(blankToUndefined, z.string({ error: TRACK_RECORDS_PAGE_MSG.lost }).max(600, TRACK_RECORDS_PAGE_MSG.lost).optional()),
});
