import { Writable } from 'node:stream';
import { pino } from 'pino';
import { ManualClock } from '../../../src/platform/clock.js';
import type { DatabaseKind } from '../../support/databases.js';
import { IracingStandIn } from '../../support/iracing-stand-in.js';
import { useTestApi, type TestApi } from '../identity/identity-fixtures.js';

/**
 * The suite's iRacing stand-in and a site pointed at it (with its credentials in the environment,
 * unless `env` says otherwise), on a manual clock. The site boots after the stand-in listens, since
 * its addresses are only known then.
 */
export function useIracingSite(
  kind: DatabaseKind,
  env: (stand: IracingStandIn) => Record<string, string> = (stand) => stand.env(),
): { t: TestApi; stand: IracingStandIn; clock: ManualClock; warnings: () => string[] } {
  const clock = new ManualClock();
  // The site's warnings, kept for a failing assertion to print (a sync's answer names a failure, its log the cause).
  const logged: string[] = [];
  const logger = pino({ level: 'warn', base: undefined }, new Writable({ write: (line: Buffer, _encoding, done) => void (logged.push(line.toString('utf8').trim()), done()) }));
  const stand = new IracingStandIn();
  before(() => stand.start());
  after(() => stand.stop());
  const t = useTestApi(kind, {
    clock,
    logger,
    get env() {
      return env(stand);
    },
  });
  return { t, stand, clock, warnings: () => [...logged] };
}
