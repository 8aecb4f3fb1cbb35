// `npx tsx bench/history.ts`: the public pages at one season and at ten (docs/adr/0061). On the
// PostgreSQL database HISTORY_DATABASE_URL names (its own: HISTORY_FRESH=1 empties it first), it
// builds one season of the league through the use cases (bench/history-seed.ts), measures each page,
// makes the same league HISTORY_SEASONS (10) seasons old and measures again, rounds alternating with
// a page's other size never possible (the data only grows), so each size is measured in a row.
// Prints req/s and p99 of each page at both sizes with the ratios, and writes bench/results/history.json.
// HISTORY_ONLY=analizador,events measures only the pages whose names hold one of those parts.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knex from 'knex';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer, type RunningServer } from '../src/server.js';
import { HISTORY, seedHistory } from './history-seed.js';

const DATABASE_URL = process.env.HISTORY_DATABASE_URL;
const SEASONS = Number(process.env.HISTORY_SEASONS ?? 10);
const DURATION = Number(process.env.HISTORY_DURATION ?? 3);
const ROUNDS = Number(process.env.HISTORY_ROUNDS ?? 2);
const CONNECTIONS = 10;
/** HISTORY_ONLY=analizador,events: only the pages whose names hold one of these parts. */
const ONLY = (process.env.HISTORY_ONLY ?? '').split(',').map((part) => part.trim()).filter(Boolean);
const SKIP_BODIES = path.join(import.meta.dirname, 'skip-bodies.cjs');
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/json' };

interface Measure {
  rps: number;
  p99: number;
  bytes: number;
}

function pages(driverId: string): { name: string; path: string }[] {
  return [
    { name: 'inicio (HTML)', path: '/' },
    { name: 'campeonatos (HTML)', path: '/campeonatos' },
    { name: 'GET /api/campeonatos?vigentes=1', path: '/api/campeonatos?vigentes=1' },
    { name: 'GET /api/campeonatos?anteriores=1', path: '/api/campeonatos?anteriores=1' },
    { name: 'piloto (HTML)', path: `/pilotos/${driverId}` },
    { name: 'GET /api/pilotos/{id}', path: `/api/pilotos/${driverId}` },
    { name: 'GET /api/campeonatos (primera página de todos)', path: '/api/campeonatos' },
    { name: 'analizador (HTML)', path: '/race-result' },
    { name: 'GET /api/events/list (primera página)', path: '/api/events/list' },
    { name: 'GET /api/events/list?limite=100', path: '/api/events/list?limite=100' },
    { name: 'GET /api/pilotos/{id}/campeonatos (primera página)', path: `/api/pilotos/${driverId}/campeonatos` },
    { name: 'temporadas (HTML)', path: '/temporadas' },
    { name: 'GET /api/temporadas (primera página)', path: '/api/temporadas' },
    { name: 'campeones (HTML)', path: '/campeones' },
    { name: 'GET /api/campeones', path: '/api/campeones' },
  ].filter((page) => ONLY.length === 0 || ONLY.some((part) => page.name.includes(part)));
}

async function once(url: string): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, workers: 1, setupClient: SKIP_BODIES, headers: BROWSER });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, bytes: 0 };
}

async function sizeOf(url: string): Promise<number> {
  return (await (await fetch(url)).arrayBuffer()).byteLength;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measureAll(server: RunningServer, driverId: string): Promise<Map<string, Measure>> {
  const base = server.url.replace('localhost', '127.0.0.1');
  const out = new Map<string, Measure>();
  for (const page of pages(driverId)) {
    await once(base + page.path); // warm: the kept answer and the render's code
    const runs: Measure[] = [];
    for (let r = 0; r < ROUNDS; r++) runs.push(await once(base + page.path));
    out.set(page.name, { rps: median(runs.map((m) => m.rps)), p99: median(runs.map((m) => m.p99)), bytes: await sizeOf(base + page.path) });
  }
  return out;
}

async function main(): Promise<void> {
  if (!DATABASE_URL) throw new Error('HISTORY_DATABASE_URL: la base de PostgreSQL de esta medición (se llena; con HISTORY_FRESH=1 se vacía antes)');
  if (process.env.HISTORY_FRESH === '1') {
    const db = knex({ client: 'pg', connection: DATABASE_URL });
    await db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await db.destroy();
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'parrilla-history-')),
    DATABASE_URL,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    COOKIE_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PAYMENTS_DEMO: 'true',
    SCHEDULER: 'false',
  });
  const server = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false, scheduler: false });
  try {
    const sizes = [1, SEASONS];
    const results = new Map<number, Map<string, Measure>>();
    for (const seasons of sizes) {
      const started = Date.now();
      const { driverId } = await seedHistory(server, seasons);
      const rows = await server.context.knex('result_entries').count({ n: '*' });
      console.log(`${seasons} temporada(s): ${HISTORY.series} series, ${HISTORY.drivers} pilotos, ${Number(rows[0]!.n)} filas de resultados (${Math.round((Date.now() - started) / 1000)} s de carga)`);
      results.set(seasons, await measureAll(server, driverId));
    }
    const one = results.get(1)!;
    const ten = results.get(SEASONS)!;
    const table: Record<string, unknown>[] = [];
    for (const [name, a] of one) {
      const b = ten.get(name)!;
      table.push({ página: name, 'req/s 1': a.rps, [`req/s ${SEASONS}`]: b.rps, razón: +(b.rps / a.rps).toFixed(2), 'p99 1 (ms)': a.p99, [`p99 ${SEASONS} (ms)`]: b.p99, 'bytes 1': a.bytes, [`bytes ${SEASONS}`]: b.bytes });
    }
    console.table(table);
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, 'results', 'history.json'), JSON.stringify({ at: new Date().toISOString(), history: HISTORY, seasons: SEASONS, rounds: ROUNDS, durationSeconds: DURATION, table }, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
