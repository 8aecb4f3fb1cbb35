import { TRACK_RECORDS_PAGE_MSG } from '../../../contracts/track-records.contract.js';
import { ValidationError } from '../../../platform/errors.js';
import { placeOf, type RecordPlace, type TrackRecord } from '../domain/track-record.entity.js';

/** The `siguiente` of a page that ends at this record: opaque to the client. */
export function placeAfter(record: TrackRecord): string {
  return Buffer.from(JSON.stringify(placeOf(record))).toString('base64url');
}

/** The place a `despues` names; a text no page gave is refused in Spanish. */
export function readPlace(despues: string): RecordPlace {
  const lost = () => new ValidationError(TRACK_RECORDS_PAGE_MSG.lost, { despues: TRACK_RECORDS_PAGE_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(despues) ? JSON.parse(Buffer.from(despues, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw lost();
  const [sortKey, lapTimeMs, recordDate, createdAt, id] = parsed as unknown[];
  const texts = [sortKey, recordDate, createdAt, id];
  if (!texts.every((t) => typeof t === 'string' && !t.includes('\u0000')) || id === '' || typeof lapTimeMs !== 'number' || !Number.isSafeInteger(lapTimeMs)) throw lost();
  return [sortKey as string, lapTimeMs, recordDate as string, createdAt as string, id as string];
}
