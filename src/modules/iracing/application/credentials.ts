import { IRACING_CREDENTIALS } from '../../../contracts/iracing.contract.js';
import type { CredentialStore, IracingCredentials } from './ports/iracing-store.port.js';

/** The four credentials set in the server's environment (IRACING_CLIENT_ID …); each wins over the stored one. */
export type EnvironmentCredentials = Partial<IracingCredentials>;

/** The credentials in force: each from the environment where set, else as stored; null while any is missing. */
export async function credentialsInForce(store: CredentialStore, environment: EnvironmentCredentials): Promise<IracingCredentials | null> {
  const values: Partial<IracingCredentials> = {};
  for (const field of IRACING_CREDENTIALS) {
    const value = environment[field] ?? (await store.get(field));
    if (!value) return null;
    values[field] = value;
  }
  return values as IracingCredentials;
}
