/** What the track record calls answer: declared once for the API, the pages and the CLI. */

/** The holder of a record; `email` only in answers to administrators. */
export interface TrackRecordHolderView {
  id: string;
  _id: string;
  nombre: string;
  apellido: string;
  email?: string;
}

export interface TrackRecordView {
  id: string;
  _id: string;
  /** null when the account no longer exists. */
  user: TrackRecordHolderView | null;
  circuit: string;
  car: string;
  /** 'M:SS.mmm'. */
  lapTime: string;
  lapTimeMs: number;
  /** The calendar day, 'YYYY-MM-DD'. */
  recordDate: string;
  /** Whether an administrator typed it or accepted it from imported results. */
  origen: 'manual' | 'resultados';
  /** The iRacing subsession it came from, when accepted from results. */
  subsessionId: number | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/track-records/allrecords: `siguiente` is the place of the next page of the whole list or of
 * the standing records (`vigentes`); null on the last, and for `usuario`.
 */
export interface TrackRecordListAnswer {
  success: boolean;
  data: TrackRecordView[];
  siguiente: string | null;
  /** `vigentes` without `despues`: how many standing records match, on every page together. */
  total?: number;
}

/** GET, POST and PUT /api/track-records[/{id}]. */
export interface TrackRecordAnswer {
  success: boolean;
  message?: string;
  data: TrackRecordView;
}

/**
 * A record proposed from imported results ('Sugerido desde resultados'): the best lap of a circuit and
 * car by a driver matched to a site account, faster than the stored record or where none exists.
 */
export interface TrackRecordSuggestionView {
  /** Stable while the lap stands: '<subsessionId>-<custId>-<lapTimeMs>'. */
  id: string;
  circuit: string;
  car: string;
  lapTime: string;
  lapTimeMs: number;
  /** The event's day in Mexico City, 'YYYY-MM-DD'. */
  recordDate: string;
  user: { id: string; nombre: string; apellido: string };
  custId: number;
  /** The driver's name in iRacing. */
  nombreIracing: string;
  subsessionId: number;
  evento: string;
  /** The stored record it beats, or null when the circuit and car have none. */
  actual: { id: string; lapTime: string; lapTimeMs: number; holder: string | null } | null;
}

/** GET /api/track-records/sugerencias. */
export interface TrackRecordSuggestionListAnswer {
  success: boolean;
  data: TrackRecordSuggestionView[];
}
