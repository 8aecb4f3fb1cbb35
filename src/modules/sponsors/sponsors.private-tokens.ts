import type { ServiceIdentifier } from 'inversify';
import type { SponsorRepository } from './application/ports/sponsor.repository.port.js';

const token = <T>(name: string) => Symbol.for(`sponsors.${name}`) as ServiceIdentifier<T>;

/** Sponsors' insides: bound and read only within this module (never exported from index.ts). */
export const SPONSORS_PRIVATE = {
  Repository: token<SponsorRepository>('Repository'),
};
