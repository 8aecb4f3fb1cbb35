// The admin's track-record suggestions ('Sugerido desde resultados') at one season and at ten
// (docs/adr/0062): `npm run bench:track-suggestions`.
//
// The league of bench/history-seed.ts (series, one edition a season, their events imported through the
// use cases, every driver a site account with his iRacing id), kept between runs in its own database
// per size (BENCH_DATABASE_URL, PostgreSQL, a schema `suggestions_<n>` each; without it a SQLite file in
// bench/data/track-suggestions/<n>), only what is missing added. Each size is measured in process: the
// suggestions read as the admin's list asks them, BENCH_READS times after one warm read, the median
// and the slowest in milliseconds.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, type AppContext } from '../src/container.js';
import { TRACK_RECORDS } from '../src/modules/track-records/index.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import type { RunningServer } from '../src/server.js';
import { HISTORY, seedHistory } from './history-seed.js';

const SEASONS = Number(process.env.BENCH_SEASONS ?? 10);
const READS = Number(process.env.BENCH_READS ?? 20);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? path.resolve('bench/data/track-suggestions');

async function open(seasons: number): Promise<AppContext> {
  const url = process.env.BENCH_DATABASE_URL;
  let database = {};
  if (url) {
    const { default: knexFactory } = await import('knex');
    const knex = knexFactory({ client: 'pg', connection: url });
    await knex.raw(`CREATE SCHEMA IF NOT EXISTS suggestions_${seasons}`);
    await knex.destroy();
    database = { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=suggestions_${seasons},public`)}` };
  } else mkdirSync(path.join(DATA_DIR, String(seasons)), { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test-minimum',
    JWT_SECRET: 'medicion-de-sugerencias-de-records-0123456789',
    DATA_DIR: path.join(DATA_DIR, String(seasons)),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    PAYMENTS_DEMO: 'true',
    ...database,
  });
  return bootstrap({ config, logger: createLogger(config), migrate: true });
}

async function measure(seasons: number): Promise<{ rows: number; suggestions: number; median: number; max: number }> {
  const context = await open(seasons);
  try {
    const started = Date.now();
    await seedHistory({ context } as RunningServer, seasons);
    const rows = Number((await context.knex('result_entries').count({ n: '*' }))[0]!.n);
    console.log(`  ${seasons} temporada(s): ${rows} filas de resultados (${Math.round((Date.now() - started) / 1000)} s de carga)`);
    const admin = await context.knex('users').where({ email: 'historia@medicion.test' }).first();
    const actor = { id: String(admin.id), rol: 'admin' as const, suspendido: false };
    const list = context.container.get(TRACK_RECORDS.ListSuggestions);
    const suggestions = (await list.execute(actor)).length;
    const times: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const start = performance.now();
      await list.execute(actor);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { rows, suggestions, median: +times[Math.floor(times.length / 2)]!.toFixed(2), max: +times[times.length - 1]!.toFixed(2) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true });
  console.log(`Sugerencias de récords en ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'} (${HISTORY.series} series, ${HISTORY.drivers} pilotos, ${HISTORY.eventsPerEdition} eventos por edición):`);
  const one = await measure(1);
  const ten = await measure(SEASONS);
  console.log(`\n| temporadas | filas de resultados | sugerencias | mediana ms | máximo ms |\n|---:|---:|---:|---:|---:|`);
  for (const [n, m] of [[1, one], [SEASONS, ten]] as const) console.log(`| ${n} | ${m.rows} | ${m.suggestions} | ${m.median} | ${m.max} |`);
  console.log(`\n${SEASONS} ÷ 1 (mediana): ${(ten.median / one.median).toFixed(2)}`);
}

await main();
