import type { ServiceIdentifier } from 'inversify';
import type { ScoreChampionship } from './application/standings-answer.js';

const token = <T>(name: string) => Symbol.for(`standings.${name}`) as ServiceIdentifier<T>;

/** Standings' public face: scoring a championship from results and penalties already read. */
export const STANDINGS = {
  ScoreChampionship: token<ScoreChampionship>('ScoreChampionship'),
};
