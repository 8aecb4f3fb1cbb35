// What a visitor feels on a phone: Lighthouse 12 (its mobile preset: a mid-range phone on a slow 4G
// link, simulated) over every public page of the production build, filled with the demo content.
// Each page is measured `LIGHTHOUSE_RUNS` times (3) and the median of each figure kept; the step fails
// when a page misses a goal (performance ≥ 90, accessibility 100, LCP ≤ 2 s, TBT ≤ 200 ms, CLS ≤ 0.05).
// `npm run bench` runs it after the throughput figures; `npm run bench:lighthouse` runs it alone.
// Debian's Chromium (`CHROMIUM_PATH`), started here with a debugging port that Lighthouse drives.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Table from 'cli-table3';
import lighthouse from 'lighthouse';
import type { ChampionshipListAnswer } from '../src/contracts/championships.views.js';
import type { SingleEventView } from '../src/contracts/single-events.views.js';
import type { StandingsAnswer } from '../src/contracts/standings.views.js';
import { bootstrap } from '../src/container.js';
import { seedDemoContent } from '../src/demo/demo-content.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer } from '../src/server.js';
import { CHROMIUM_PATH } from './home-bundle.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Only the pages whose name contains this text (e.g. `LIGHTHOUSE_ONLY=clasificación`). */
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';
const RESULTS_FILE = path.join(import.meta.dirname, 'results/lighthouse.json');

/** What every public page must reach, on medians of the runs. */
export const LIGHTHOUSE_GOALS = { performance: 90, accessibility: 100, lcpMs: 2000, tbtMs: 200, cls: 0.05 } as const;

export interface PageFigures {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The runs' own figures, in order. */
  runs: Omit<PageFigures, 'page' | 'path' | 'runs' | 'met' | 'missed'>[];
  met: boolean;
  /** The goals this page missed, in words. */
  missed: string[];
}

/** Fills `dataDir` with the demo content, as `parrilla seed --demo` does (it refuses production, so it runs as development). */
async function seed(dataDir: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false' });
  const app = await bootstrap({ config, logger: createLogger(config), migrate: true });
  try {
    await seedDemoContent(app);
  } finally {
    await app.close();
  }
}

async function getJson<T>(base: string, url: string): Promise<T> {
  const res = await fetch(`${base}${url}`);
  if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
  return (await res.json()) as T;
}

/** The public pages, with the demo's ids: a championship with published results, its standings, a free event, a driver. */
async function pagesOf(base: string): Promise<{ page: string; path: string }[]> {
  const championships = await getJson<ChampionshipListAnswer>(base, '/api/campeonatos');
  let championship: string | undefined;
  for (const c of championships.data) {
    const standings = await getJson<StandingsAnswer>(base, `/api/campeonatos/${c.id}/clasificacion`);
    if (standings.grupos.some((g) => g.filas.length > 0)) {
      championship = c.id;
      break;
    }
  }
  if (!championship) throw new Error('El contenido de demostración no tiene un campeonato con clasificación');
  const events = await getJson<SingleEventView[]>(base, '/api/eventos-unicos');
  const event = events.find((e) => e.participantes.length > 0);
  if (!event) throw new Error('El contenido de demostración no tiene eventos únicos con pilotos');
  const driver = event.participantes[0]!.id;
  const pages = [
    { page: 'inicio', path: '/' },
    { page: 'campeonatos', path: '/campeonatos' },
    { page: 'campeonato', path: `/campeonatos/${championship}` },
    { page: 'clasificación', path: `/campeonatos/${championship}/clasificacion` },
    { page: 'evento único', path: `/eventos-unicos/${event.id}` },
    { page: 'analizador', path: '/race-result' },
    { page: 'récords', path: '/records' },
    { page: 'piloto', path: `/pilotos/${driver}` },
    { page: 'calculadora', path: '/fuell-calculator' },
    { page: 'entrar', path: '/login' },
    { page: 'registro', path: '/register' },
  ];
  return pages.filter((p) => p.page.includes(ONLY));
}

/**
 * Asks once for every picture copy the pages name (`/uploads/…?ancho=`): the server makes each the
 * first time it is asked for (docs/adr/0038), and the figures are those of the visits after that one.
 */
async function warmPictures(base: string, pages: { path: string }[]): Promise<void> {
  const pictures = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(`${base}${page.path}`)).text();
    for (const [url] of html.replaceAll('&amp;', '&').matchAll(/\/uploads\/[^\s"',]+\?ancho=\d+/g)) pictures.add(url);
  }
  for (const url of pictures) await (await fetch(`${base}${url}`)).arrayBuffer();
}

/** Debian's Chromium, headless, with a debugging port of the system's choice; answers the port. */
async function startChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(CHROMIUM_PATH, ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check', 'about:blank'], { stdio: 'ignore' });
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, process: child };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`Chromium (${CHROMIUM_PATH}) no abrió su puerto de depuración`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measurePage(url: string, port: number, attempt = 1): Promise<PageFigures['runs'][number]> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  // Now and then Chromium's trace misses the navigation's start (NO_NAVSTART): that run is taken again.
  if (lhr.runtimeError && attempt < 3) return measurePage(url, port, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse falló en ${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<folder>: each run's whole report, to see where a page's time went.
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_') || 'inicio'}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit('first-contentful-paint')),
  };
}

function judged(page: { page: string; path: string }, runs: PageFigures['runs']): PageFigures {
  const pick = (key: keyof PageFigures['runs'][number]) => median(runs.map((r) => r[key]));
  const figures = { performance: pick('performance'), accessibility: pick('accessibility'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), fcpMs: pick('fcpMs') };
  const missed = [
    figures.performance < LIGHTHOUSE_GOALS.performance && `rendimiento ${figures.performance} < ${LIGHTHOUSE_GOALS.performance}`,
    figures.accessibility < LIGHTHOUSE_GOALS.accessibility && `accesibilidad ${figures.accessibility} < ${LIGHTHOUSE_GOALS.accessibility}`,
    figures.lcpMs > LIGHTHOUSE_GOALS.lcpMs && `LCP ${figures.lcpMs} ms > ${LIGHTHOUSE_GOALS.lcpMs}`,
    figures.tbtMs > LIGHTHOUSE_GOALS.tbtMs && `TBT ${figures.tbtMs} ms > ${LIGHTHOUSE_GOALS.tbtMs}`,
    figures.cls > LIGHTHOUSE_GOALS.cls && `CLS ${figures.cls} > ${LIGHTHOUSE_GOALS.cls}`,
  ].filter((m): m is string => typeof m === 'string');
  return { ...page, ...figures, runs, met: missed.length === 0, missed };
}

/**
 * The production server over a fresh data folder with the demo content, and the public pages with
 * the demo's ids; `stop` stops the server and removes the folder.
 */
export async function startDemoSite(): Promise<{ base: string; dataDir: string; pages: { page: string; path: string }[]; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-lighthouse-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await seed(dataDir);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      COOKIE_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PAYMENTS_DEMO: 'true',
      SCHEDULER: 'false',
    });
    server = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false, scheduler: false });
    const base = server.url.replace('localhost', '127.0.0.1');
    const pages = await pagesOf(base);
    await warmPictures(base, pages);
    const running = server;
    return {
      base,
      dataDir,
      pages,
      stop: async () => {
        await running.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Starts the production server over a fresh data folder with the demo content and Chromium, runs
 * Lighthouse `LIGHTHOUSE_RUNS` times on each public page (the runs of a page one after another) and
 * answers each page's medians. Stops both.
 */
export async function lighthouseReport(): Promise<PageFigures[]> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Lighthouse necesita Chromium en ${CHROMIUM_PATH} (CHROMIUM_PATH para cambiarlo)`);
  const site = await startDemoSite();
  const profile = path.join(site.dataDir, 'chromium');
  mkdirSync(profile);
  let chromium: ChildProcess | undefined;
  try {
    const { base, pages } = site;
    const started = await startChromium(profile);
    chromium = started.process;
    console.log(`Lighthouse ${RUNS} veces en ${pages.length} páginas (móvil: teléfono de gama media con 4G lento, simulado)…`);
    const report: PageFigures[] = [];
    for (const page of pages) {
      const runs: PageFigures['runs'] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measurePage(`${base}${page.path}`, started.port));
      report.push(judged(page, runs));
    }
    return report;
  } finally {
    if (chromium && chromium.exitCode === null) {
      const exited = new Promise((resolve) => chromium!.once('exit', resolve));
      chromium.kill();
      await exited;
    }
    await site.stop();
  }
}

/** Prints the medians per page and the goals missed; answers whether every page met them. */
export function printLighthouse(report: PageFigures[]): boolean {
  const table = new Table({
    head: ['página', 'rendimiento', 'accesibilidad', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'objetivo'],
    colAligns: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    style: { head: [], border: [] },
  });
  for (const p of report) table.push([p.page, p.performance, p.accessibility, p.lcpMs, p.tbtMs, p.cls.toFixed(3), p.fcpMs, p.met ? 'sí' : `no: ${p.missed.join('; ')}`]);
  const g = LIGHTHOUSE_GOALS;
  console.log(`Lighthouse, medianas de ${RUNS} pasadas (objetivo: rendimiento ≥ ${g.performance}, accesibilidad ${g.accessibility}, LCP ≤ ${g.lcpMs} ms, TBT ≤ ${g.tbtMs} ms, CLS ≤ ${g.cls})`);
  console.log(table.toString());
  const failed = report.filter((p) => !p.met);
  if (failed.length) console.error(`Páginas por debajo del objetivo: ${failed.map((p) => p.page).join(', ')}`);
  return failed.length === 0;
}

export function writeLighthouse(report: PageFigures[]): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, goals: LIGHTHOUSE_GOALS, pages: report }, null, 2)}\n`);
  console.log(`Resultados de Lighthouse en ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await lighthouseReport();
  writeLighthouse(report);
  if (!printLighthouse(report)) process.exitCode = 1;
}
