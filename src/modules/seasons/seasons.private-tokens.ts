import type { ServiceIdentifier } from 'inversify';
import type { ClosureRepository } from './application/ports/closure.repository.port.js';
import type { SeriesRepository } from './application/ports/series.repository.port.js';

const token = <T>(name: string) => Symbol.for(`seasons.${name}`) as ServiceIdentifier<T>;

/** Seasons' insides: bound and read only within this module (never exported from index.ts). */
export const SEASONS_PRIVATE = {
  Series: token<SeriesRepository>('Series'),
  Closures: token<ClosureRepository>('Closures'),
};
