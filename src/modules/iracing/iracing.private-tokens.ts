import type { ServiceIdentifier } from 'inversify';
import type { KnexIracingSecrets } from './adapters/persistence/iracing.knex.js';
import type { IracingApi } from './application/ports/iracing-api.port.js';
import type { SyncLedger } from './application/ports/iracing-store.port.js';

const token = <T>(name: string) => Symbol.for(`iracing.${name}`) as ServiceIdentifier<T>;

/** The connection's insides: bound and read only within this module. */
export const IRACING_PRIVATE = {
  Secrets: token<KnexIracingSecrets>('Secrets'),
  Ledger: token<SyncLedger>('Ledger'),
  Api: token<IracingApi>('Api'),
};
