// `npx tsx bench/home-bundle-alone.ts`: only the home page's JavaScript (bench/home-bundle.ts), on the
// production build with the home page's league-scale data, without the rest of `npm run bench`.
// Build the web app first (`npm run build`).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer } from '../src/server.js';
import { seedHomeData } from './figures/home-data.js';
import { homeBundleReport, printHomeBundle } from './home-bundle.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-home-bundle-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  COOKIE_SECRET: randomBytes(48).toString('base64url'),
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PAYMENTS_DEMO: 'true',
});
const app = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false });
try {
  await seedHomeData(app);
  if (!printHomeBundle(await homeBundleReport(app.url.replace('localhost', '127.0.0.1')))) process.exitCode = 1;
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
