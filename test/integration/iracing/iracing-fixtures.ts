import { ManualClock } from '../../../src/platform/clock.js';
import type { DatabaseKind } from '../../support/databases.js';
import { IracingStandIn } from '../../support/iracing-stand-in.js';
import { useTestApi, type TestApi } from '../identity/identity-fixtures.js';

/**
 * The suite's iRacing stand-in and a site pointed at it (with its credentials in the environment,
 * unless `env` says otherwise), on a manual clock. The site boots after the stand-in listens, since
 * its addresses are only known then.
 */
export function useIracingSite(kind: DatabaseKind, env: (stand: IracingStandIn) => Record<string, string> = (stand) => stand.env()): { t: TestApi; stand: IracingStandIn; clock: ManualClock } {
  const clock = new ManualClock();
  const stand = new IracingStandIn();
  before(() => stand.start());
  after(() => stand.stop());
  const t = useTestApi(kind, {
    clock,
    get env() {
      return env(stand);
    },
  });
  return { t, stand, clock };
}
