import type { ServiceIdentifier } from 'inversify';
import type { ResultEventRepository } from './application/ports/result-event.repository.port.js';

const token = <T>(name: string) => Symbol.for(`results.${name}`) as ServiceIdentifier<T>;

/** Results' insides: bound and read only within this module (never exported from index.ts). */
export const RESULTS_PRIVATE = {
  EventRepository: token<ResultEventRepository>('EventRepository'),
};
