import { NotFoundError } from '../../../platform/errors.js';

/** A lap record of a circuit in a car, held by a site account. */
export interface TrackRecord {
  id: string;
  userId: string;
  circuit: string;
  car: string;
  lapTimeMs: number;
  /** 'YYYY-MM-DD'. */
  recordDate: string;
  origen: 'manual' | 'resultados';
  subsessionId: number | null;
  createdAt: string;
  updatedAt: string;
}

export const trackRecordNotFound = () => new NotFoundError('Récord no encontrado', 'TRACK_RECORD_NOT_FOUND');

/** How names are compared: without accents, case or repeated spaces ('Monza ' is 'monza'). */
const comparable = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/** The circuit and car a record is the record of: one best time per key. */
export const recordKey = (circuit: string, car: string) => `${comparable(circuit)}\u0000${comparable(car)}`;

/** The same key as a column holds it (PostgreSQL's text takes no U+0000): one circuit and car, one value. */
export const storedRecordKey = (circuit: string, car: string) => `${comparable(circuit)}\u0001${comparable(car)}`;

/** Faster first; a tie goes to the earlier day, then the earlier entry. */
export function fasterFirst(a: TrackRecord, b: TrackRecord): number {
  return a.lapTimeMs - b.lapTimeMs || a.recordDate.localeCompare(b.recordDate) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/** The standing record of each circuit and car (the fastest), keyed by recordKey. */
export function standingRecords(records: readonly TrackRecord[]): Map<string, TrackRecord> {
  const best = new Map<string, TrackRecord>();
  for (const record of [...records].sort(fasterFirst)) {
    const key = recordKey(record.circuit, record.car);
    if (!best.has(key)) best.set(key, record);
  }
  return best;
}

/**
 * Where a record stands in the whole list's pages (docs/adr/0064): its circuit and car as stored
 * (`storedRecordKey`, compared byte by byte on both databases), then faster first, the earlier day,
 * the earlier entry and the id.
 */
export type RecordPlace = readonly [sortKey: string, lapTimeMs: number, recordDate: string, createdAt: string, id: string];

export const placeOf = (r: TrackRecord): RecordPlace => [storedRecordKey(r.circuit, r.car), r.lapTimeMs, r.recordDate, r.createdAt, r.id];

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order of the whole list's pages, as the database sorts them. */
export function comparePlaces(a: RecordPlace, b: RecordPlace): number {
  return byCodeUnits(a[0], b[0]) || a[1] - b[1] || byCodeUnits(a[2], b[2]) || byCodeUnits(a[3], b[3]) || byCodeUnits(a[4], b[4]);
}

/** What a search of the whole list looks for inside a circuit or car: folded as they are, never across the two. */
export const recordSearchTerm = (text: string) => comparable([...text].map((c) => (c < ' ' ? ' ' : c)).join(''));
