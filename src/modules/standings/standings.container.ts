import { ContainerModule } from 'inversify';
import { ScoreChampionship } from './application/standings-answer.js';
import { STANDINGS } from './standings.tokens.js';

/** Binds standings' own tokens; the scoring itself needs no port. */
export const standingsModule = new ContainerModule(({ bind }) => {
  bind(STANDINGS.ScoreChampionship).toConstantValue(new ScoreChampionship());
});
