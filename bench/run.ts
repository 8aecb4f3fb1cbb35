// `npm run bench`: requests per second and p99 latency of each figure in bench/figures/, on the real
// server and on a bare node:http server answering the same bytes. The ratio app/bare is the cost of
// the stack (Koa, middleware, database) over the floor Node itself sets on this machine.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Table from 'cli-table3';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer } from '../src/server.js';
import type { BenchFigure, BenchTiming } from './bench-figure.js';
import { homeBundleReport, printHomeBundle } from './home-bundle.js';
import { iracingSyncTimings, SYNC_GOAL_RATIO } from './iracing-sync.js';
import { lighthouseReport, printLighthouse, writeLighthouse } from './lighthouse.js';
import { standingsComputeTimings } from './standings-compute.js';

/** Seconds of each measure; each call is measured `ROUNDS` times on each server, alternating, and the medians kept. */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Only the figures whose file name contains this text (e.g. `BENCH_ONLY=home-`). */
const ONLY = process.env.BENCH_ONLY ?? '';
/**
 * `BENCH_EXTRAS=false`: the figures only, without the work that is not one of them (the standings
 * computed in memory, the iRacing sync, the home bundle and Lighthouse), to measure one step alone
 * (e.g. `BENCH_ONLY=seasons- BENCH_EXTRAS=false`).
 */
const EXTRAS = process.env.BENCH_EXTRAS !== 'false';
const WARM_UP_SECONDS = 1;
const RESULTS_FILE = path.join(import.meta.dirname, 'results/latest.json');
/** Run by autocannon for each connection: it stops keeping each answer's body as text (bench/skip-bodies.cjs). */
const SKIP_BODIES = path.join(import.meta.dirname, 'skip-bodies.cjs');

interface Measure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface FigureResult {
  name: string;
  app: Measure;
  bare: Measure;
  /** app / bare requests per second: 1 would be a stack that costs nothing. */
  throughputRatio: number;
  /** app / bare p99 latency. */
  latencyRatio: number;
  /** app / bare p50 latency. */
  medianRatio: number;
  /** The figure's goal and whether this run met it (public reads only). */
  target?: BenchFigure['target'];
  met?: boolean;
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function loadFigures(): Promise<BenchFigure[]> {
  const dir = path.join(import.meta.dirname, 'figures');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.figure.ts') && f.includes(ONLY))
    .sort();
  const figures: BenchFigure[] = [];
  for (const file of files) figures.push(((await import(pathToFileURL(path.join(dir, file)).href)) as { default: BenchFigure }).default);
  return figures;
}

// Hop-by-hop and per-response headers the bare server sets itself.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * What a browser sends with every request (SWR's fetches, the calendar apps too): the public reads
 * are measured as their readers ask for them, compressed bytes when the answer is large enough.
 */
const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };

const headersOf = (figure: BenchFigure) => ({ ...BROWSER_HEADERS, ...figure.headers });

/** The figure's answer as sent, bytes still compressed (fetch would decompress them). */
function record(baseUrl: string, figure: BenchFigure): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${figure.path}`, { method: figure.method ?? 'GET', headers: headersOf(figure) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(figure.body);
  });
}

/** Answers each figure's method and path with the recorded status, headers and body, and does nothing else. */
function startBareServer(answers: Map<string, Recorded>): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measure(url: string, figure: BenchFigure, duration: number): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: figure.connections ?? CONNECTIONS,
    duration,
    // The load comes from another thread so it does not queue behind the server on this one.
    workers: 1,
    setupClient: SKIP_BODIES,
    method: figure.method ?? 'GET',
    headers: headersOf(figure),
    body: figure.body,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // Production refuses to start without them (fail-closed): the bench's own, never a real site's.
    COOKIE_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    // No payment is measured: the demonstration gateway lets production start without Stripe keys.
    PAYMENTS_DEMO: 'true',
  });
  const app = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false });
  const appUrl = app.url.replace('localhost', '127.0.0.1');
  let bare: Server | undefined;
  try {
    const figures = await loadFigures();
    const answers = new Map<string, Recorded>();
    const timings: BenchTiming[] = [];
    // Every setup first: a long one (seeding results) would otherwise leave the previous figure's
    // kept-alive connection to time out on the server and fail the next recording.
    for (const figure of figures) {
      await figure.setup?.(app);
      if (figure.timings) timings.push(...(await figure.timings(app)));
    }
    if (EXTRAS) {
      // Work with no HTTP call of its own: the standings calculation in memory.
      timings.push(...standingsComputeTimings());
      // A league season synced from iRacing (a stand-in in a process of its own) against the same files imported.
      const sync = await iracingSyncTimings();
      timings.push(...sync);
      const syncRatio = sync.at(-1)!.value;
      if (syncRatio > SYNC_GOAL_RATIO) {
        console.error(`La sincronización con iRacing cuesta ${syncRatio} × la importación de los mismos archivos (meta ≤ ${SYNC_GOAL_RATIO})`);
        process.exitCode = 1;
      }
    }
    for (const figure of figures) {
      const recorded = await record(appUrl, figure);
      if (recorded.status >= 400) throw new Error(`${figure.name} answered ${recorded.status}: ${recorded.body.toString()}`);
      answers.set(`${figure.method ?? 'GET'} ${figure.path}`, recorded);
    }
    bare = await startBareServer(answers);
    const address = bare.address();
    const bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    console.log(`Midiendo ${figures.length} llamadas, ${ROUNDS} rondas de ${DURATION_SECONDS} s en cada servidor y ${CONNECTIONS} conexiones cada una (Node ${process.version}, ${cpus().length} CPU)…`);
    const results: FigureResult[] = [];
    for (const figure of figures) {
      for (const base of [appUrl, bareUrl]) await measure(`${base}${figure.path}`, figure, WARM_UP_SECONDS);
      // Rounds alternate which server goes first, so a slower moment of the machine falls on both.
      const rounds: { app: Measure[]; bare: Measure[] } = { app: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
        for (const which of order) rounds[which].push(await measure(`${which === 'app' ? appUrl : bareUrl}${figure.path}`, figure, DURATION_SECONDS));
      }
      const [appMeasure, bareMeasure] = [medianOf(rounds.app), medianOf(rounds.bare)];
      results.push({
        name: figure.name,
        app: appMeasure,
        bare: bareMeasure,
        throughputRatio: round(appMeasure.requestsPerSecond / bareMeasure.requestsPerSecond),
        latencyRatio: round(appMeasure.p99Ms / Math.max(bareMeasure.p99Ms, 1)),
        medianRatio: round(appMeasure.p50Ms / Math.max(bareMeasure.p50Ms, 1)),
        target: figure.target,
        met: figure.target ? appMeasure.requestsPerSecond / bareMeasure.requestsPerSecond >= figure.target.ratio && appMeasure.p99Ms <= figure.target.p99Ms : undefined,
      });
    }

    printTable(results);
    if (timings.length) printTimings(timings);
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    const homeBundle = EXTRAS ? await homeBundleReport(appUrl) : null;
    if (homeBundle && !printHomeBundle(homeBundle)) process.exitCode = 1;
    const report = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, durationSeconds: DURATION_SECONDS, rounds: ROUNDS, connections: CONNECTIONS, figures: results, homeBundle, timings };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Resultados en ${path.relative(process.cwd(), RESULTS_FILE)}`);
    const failed = results.filter((r) => r.app.non2xx + r.app.errors + r.bare.non2xx + r.bare.errors > 0);
    if (failed.length > 0) {
      console.error(`Respuestas con error durante la medición en: ${failed.map((r) => r.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await new Promise<void>((resolve) => (bare ? bare.close(() => resolve()) : resolve()));
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // What a phone feels, on its own server with the demo content (bench/lighthouse.ts); BENCH_LIGHTHOUSE=false skips it.
  if (EXTRAS && process.env.BENCH_LIGHTHOUSE !== 'false') {
    const pages = await lighthouseReport();
    writeLighthouse(pages);
    if (!printLighthouse(pages)) process.exitCode = 1;
  }
}

/** The median of each figure over the rounds (requests and errors: their sums). */
function medianOf(measures: Measure[]): Measure {
  const median = (pick: (m: Measure) => number) => {
    const values = measures.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  const sum = (pick: (m: Measure) => number) => measures.reduce((n, m) => n + pick(m), 0);
  return {
    requestsPerSecond: Math.round(median((m) => m.requestsPerSecond)),
    p50Ms: median((m) => m.p50Ms),
    p99Ms: median((m) => m.p99Ms),
    requests: sum((m) => m.requests),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function printTable(results: FigureResult[]): void {
  const table = new Table({
    head: ['llamada', 'app req/s', 'bare req/s', 'app/bare req/s', 'app p50 ms', 'app/bare p50', 'app p99 ms', 'bare p99 ms', 'app/bare p99', 'errores', 'objetivo'],
    colAligns: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    style: { head: [], border: [] },
  });
  for (const r of results) {
    table.push([
      r.name,
      r.app.requestsPerSecond,
      r.bare.requestsPerSecond,
      r.throughputRatio.toFixed(2),
      r.app.p50Ms,
      r.medianRatio.toFixed(2),
      r.app.p99Ms,
      r.bare.p99Ms,
      r.latencyRatio.toFixed(2),
      r.app.non2xx + r.app.errors + r.bare.non2xx + r.bare.errors,
      r.target ? `${r.met ? 'sí' : 'no'} (≥ ${r.target.ratio.toFixed(2)}×, p99 ≤ ${r.target.p99Ms} ms)` : '',
    ]);
  }
  console.log(table.toString());
}

await main();

function printTimings(timings: BenchTiming[]): void {
  const table = new Table({ head: ['medida', 'valor', 'unidad'], colAligns: ['left', 'right', 'left'], style: { head: [], border: [] } });
  for (const t of timings) table.push([t.name, t.value, t.unit]);
  console.log(table.toString());
}
