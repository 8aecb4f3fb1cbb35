import { TRACK_RECORDS_PAGE_MSG } from '../../../contracts/track-records.contract.js';
import { ValidationError } from '../../../platform/errors.js';
import { placeOf, storedRecordKey, type RecordPlace, type TrackRecord } from '../domain/track-record.entity.js';

/** The `siguiente` of a page that ends at this record: opaque to the client. */
export function placeAfter(record: TrackRecord): string {
  return Buffer.from(JSON.stringify(placeOf(record))).toString('base64url');
}

/** The place a `despues` names; a text no page gave is refused in Spanish. */
export function readPlace(despues: string): RecordPlace {
  const parsed = decoded(despues);
  if (!Array.isArray(parsed) || parsed.length !== 5) throw lost();
  const [sortKey, lapTimeMs, recordDate, createdAt, id] = parsed as unknown[];
  const texts = [sortKey, recordDate, createdAt, id];
  if (!texts.every((t) => typeof t === 'string' && !t.includes('\u0000')) || id === '' || typeof lapTimeMs !== 'number' || !Number.isSafeInteger(lapTimeMs)) throw lost();
  return [sortKey as string, lapTimeMs, recordDate as string, createdAt as string, id as string];
}

const lost = () => new ValidationError(TRACK_RECORDS_PAGE_MSG.lost, { despues: TRACK_RECORDS_PAGE_MSG.lost });

function decoded(despues: string): unknown {
  try {
    return /^[A-Za-z0-9_-]+$/.test(despues) ? JSON.parse(Buffer.from(despues, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
}

/**
 * The `siguiente` of a page of standing records that ends at this one: its circuit and car as stored
 * (one standing record each), opaque to the client and told apart from the whole list's places.
 */
export function standingPlaceAfter(record: TrackRecord): string {
  return Buffer.from(JSON.stringify({ vigente: storedRecordKey(record.circuit, record.car) })).toString('base64url');
}

/** The circuit and car (as stored) a standing page's `despues` names; a text no page gave is refused in Spanish. */
export function readStandingPlace(despues: string): string {
  const parsed = decoded(despues);
  const key = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { vigente?: unknown }).vigente : undefined;
  if (typeof key !== 'string' || key === '' || key.includes('\u0000') || Object.keys(parsed as object).length !== 1) throw lost();
  return key;
}
