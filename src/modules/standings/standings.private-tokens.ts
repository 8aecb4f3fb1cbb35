import type { ServiceIdentifier } from 'inversify';
import type { ScoringConfigRepository } from './application/ports/scoring-config.repository.port.js';
import type { StandingsVersion } from './application/ports/standings-version.port.js';

const token = <T>(name: string) => Symbol.for(`standings.${name}`) as ServiceIdentifier<T>;

/** Standings' insides: bound and read only within this module (never exported from index.ts). */
export const STANDINGS_PRIVATE = {
  Configs: token<ScoringConfigRepository>('Configs'),
  Version: token<StandingsVersion>('Version'),
};
