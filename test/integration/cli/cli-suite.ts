import type { AppContext } from '../../../src/container.js';
import { bootTestContext, truncateAll, type DatabaseKind } from '../../support/databases.js';
import { cliEnv } from '../../support/cli.js';
import { startTestHttp } from '../../support/http.js';
import type { TestApi } from '../identity/identity-fixtures.js';

/** The CLI runs on the real clock: a championship well ahead of it, open for enrolment. */
export const NEXT_YEAR = { fechaInicio: `${new Date().getUTCFullYear() + 1}-04-01`, fechaFin: `${new Date().getUTCFullYear() + 1}-06-30` };

/**
 * Declares the hooks of a suite that runs the CLI beside the HTTP API on one database: the context
 * and its test server for the suite, every table emptied before each test. `env` is the CLI's
 * environment for that database, filled once the suite has started.
 */
export function useCliSuite(kind: DatabaseKind): { t: TestApi; env: NodeJS.ProcessEnv } {
  const t = {} as TestApi;
  const env: NodeJS.ProcessEnv = {};
  before(async () => {
    t.context = await bootTestContext(kind);
    t.api = await startTestHttp(t.context);
    Object.assign(env, cliEnv(t.context.config.dataDir, kind));
  });
  after(async () => {
    await t.api.close();
    await t.context.close();
  });
  beforeEach(() => truncateAll(t.context as AppContext));
  return { t, env };
}
