// `tsx bench/standings-profile.ts [postgres-url]`: the standings call of the bench's season, in the
// application without HTTP: kept, and computed again after every write; timed (p50, p99, CPU) and
// ready for `node --cpu-prof` (see docs/adr/0014).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer } from '../src/server.js';
import { STANDINGS } from '../src/modules/standings/index.js';
import { seedStandings } from './standings-seed.js';

const RUNS = Number(process.env.RUNS ?? 60);
const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-perfil-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PAYMENTS_DEMO: 'true',
  ...(process.argv[2] ? { DATABASE_URL: process.argv[2] } : {}),
});
const app = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false });
try {
  const id = await seedStandings(app);
  const standings = app.context.container.get(STANDINGS.GetStandings);
  const knex = app.context.knex;
  const measure = async (name: string, before: () => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await standings.json(null, id, {});
    const times: number[] = [];
    let cpu = 0;
    for (let i = 0; i < RUNS; i++) {
      await before();
      const start = performance.now();
      const used = process.cpuUsage();
      await standings.json(null, id, {});
      const spent = process.cpuUsage(used);
      cpu += (spent.user + spent.system) / 1000;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${name} (${RUNS} llamadas): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, CPU ${(cpu / RUNS).toFixed(1)} ms por llamada`);
  };
  await measure('clasificación guardada', async () => undefined);
  // A write elsewhere changes the stored version: every call computes again.
  await measure('clasificación calculada de nuevo', () => knex('standings_version').where({ id: 1 }).update({ version: randomBytes(8).toString('hex') }));
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
