import type { ServiceIdentifier } from 'inversify';
import type { ChampionshipCatalog } from './application/ports/championship-catalog.port.js';
import type { CreateSeries, DeleteSeries, GetEdition, GetSeries, ListSeries, SetEdition, UpdateSeries } from './application/series.use-cases.js';

const token = <T>(name: string) => Symbol.for(`seasons.${name}`) as ServiceIdentifier<T>;

/**
 * Seasons' public face (issue 32, docs/adr/0033): series and editions, closed seasons, the next
 * edition and the hall of champions; the ports only the composition root (src/container.ts) fills.
 */
export const SEASONS = {
  /** Port filled by the composition root: championships' names (championships' Digest). */
  Championships: token<ChampionshipCatalog>('Championships'),
  ListSeries: token<ListSeries>('ListSeries'),
  GetSeries: token<GetSeries>('GetSeries'),
  CreateSeries: token<CreateSeries>('CreateSeries'),
  UpdateSeries: token<UpdateSeries>('UpdateSeries'),
  DeleteSeries: token<DeleteSeries>('DeleteSeries'),
  GetEdition: token<GetEdition>('GetEdition'),
  SetEdition: token<SetEdition>('SetEdition'),
};
