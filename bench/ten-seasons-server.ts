// One of bench/ten-seasons.ts's two servers, in a process of its own: a production server over the
// database its environment names (DATABASE_URL, or DATA_DIR's SQLite file), signed in as the league's
// admin. Prints one line of JSON, `{ url, token }`, and stops on SIGTERM or when its parent goes.
import { randomBytes } from 'node:crypto';
import { IDENTITY } from '../src/modules/identity/index.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer } from '../src/server.js';
import { HISTORY_ADMIN } from './history-seed.js';

const config = loadConfig({
  NODE_ENV: 'production',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  DATA_DIR: process.env.DATA_DIR!,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  COOKIE_SECRET: randomBytes(48).toString('base64url'),
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PAYMENTS_DEMO: 'true',
  SCHEDULER: 'false',
});
const server = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false, scheduler: false });
const session = await server.context.container.get(IDENTITY.LogIn).execute(HISTORY_ADMIN, 'medicion');
if (!('token' in session)) throw new Error('La cuenta de medición pide un segundo factor');
process.stdout.write(`${JSON.stringify({ url: server.url.replace('localhost', '127.0.0.1'), token: session.token })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
