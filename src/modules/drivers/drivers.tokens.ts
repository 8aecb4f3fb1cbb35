import type { ServiceIdentifier } from 'inversify';
import type { GetDriverPage } from './application/get-driver-page.use-case.js';
import type { DriverCardSource, DriverTitleSource, EnteredChampionshipSource, ResultHistorySource } from './application/ports/driver-sources.port.js';

const token = <T>(name: string) => Symbol.for(`drivers.${name}`) as ServiceIdentifier<T>;

/**
 * Drivers' public face: the driver page use case and the ports it needs filled, which only the
 * composition root (src/container.ts) binds. The module has no storage of its own.
 */
export const DRIVERS = {
  /** Port filled by the composition root: drivers' cards (identity's DriverCards). */
  Cards: token<DriverCardSource>('Cards'),
  /** Port filled by the composition root: the championships a driver entered (championships' DriverChampionships). */
  Championships: token<EnteredChampionshipSource>('Championships'),
  /** Port filled by the composition root: finishes by iRacing id (results' DriverResultHistory). */
  Results: token<ResultHistorySource>('Results'),
  /** Port filled by the composition root: a driver's titles in closed seasons (seasons' DriverTitles). */
  Titles: token<DriverTitleSource>('Titles'),
  GetDriverPage: token<GetDriverPage>('GetDriverPage'),
};
