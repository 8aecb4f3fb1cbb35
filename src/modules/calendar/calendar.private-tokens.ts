import type { ServiceIdentifier } from 'inversify';
import type { FeedTokenRepository } from './application/ports/feed-token.repository.port.js';

const token = <T>(name: string) => Symbol.for(`calendar.${name}`) as ServiceIdentifier<T>;

/** Calendar's insides: bound and read only within this module (never exported from index.ts). */
export const CALENDAR_PRIVATE = {
  FeedTokens: token<FeedTokenRepository>('FeedTokens'),
};
