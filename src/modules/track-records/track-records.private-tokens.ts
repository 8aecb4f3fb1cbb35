import type { ServiceIdentifier } from 'inversify';
import type { KeptLaps } from './application/ports/kept-laps.port.js';
import type { TrackRecordRepository } from './application/ports/track-record.repository.port.js';

const token = <T>(name: string) => Symbol.for(`track-records.${name}`) as ServiceIdentifier<T>;

/** Track records' insides: bound and read only within this module (never exported from index.ts). */
export const TRACK_RECORDS_PRIVATE = {
  Repository: token<TrackRecordRepository>('Repository'),
  KeptLaps: token<KeptLaps>('KeptLaps'),
};
