// `npm run bench:ten-seasons`: every public page and every admin list at one season and at ten
// (docs/adr/0061, 0060). Two data sets of the same league are built through the use cases
// (bench/ten-seasons-seed.ts), one season old and ten seasons old, each in its own database and kept
// between runs (only what is missing is added; TEN_SEASONS_FRESH=1 builds them again):
//   - PostgreSQL: TEN_SEASONS_DATABASE_URL_1 and TEN_SEASONS_DATABASE_URL_10 (two databases);
//   - SQLite, without them: bench/data/ten-seasons/1 and bench/data/ten-seasons/10 (a smaller set a season).
// Both are served at once, each by a production server in a process of its own, and each page is
// measured at one season and at ten in alternating rounds (1, 10, 1, 10…): autocannon, 10 connections,
// TEN_SEASONS_ROUNDS rounds of TEN_SEASONS_DURATION s each after a warm round, medians. The admin lists
// are asked as the league's admin (a Bearer token). Prints, per page, req/s and p99 at both sizes, the
// ratio, the bytes of the answer (uncompressed) and whether the goal is met (10 ÷ 1 ≥ 0.8 and p99 at
// ten ≤ 2 × p99 at one, or ≤ 20 ms); writes bench/results/ten-seasons-<postgresql|sqlite>.json.
// TEN_SEASONS_ONLY=campeones,users measures only the pages whose names hold one of those parts;
// TEN_SEASONS_BUILD_ONLY=1 builds the sets and measures nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { STANDING_RECORDS_PAGE } from '../src/contracts/track-records.contract.js';
import { bootstrap } from '../src/container.js';
import { racePlaceAfter } from '../src/modules/championships/application/list-admin-races.use-case.js';
import type { Race } from '../src/modules/championships/domain/championship.entity.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { HISTORY } from './history-seed.js';
import { SCALES, seedTenSeasons } from './ten-seasons-seed.js';

const URLS = { 1: process.env.TEN_SEASONS_DATABASE_URL_1, 10: process.env.TEN_SEASONS_DATABASE_URL_10 };
const KIND = URLS[1] && URLS[10] ? 'postgresql' : 'sqlite';
const SCALE = SCALES[KIND === 'postgresql' ? 'postgres' : 'sqlite'];
const SIZES = [1, Number(process.env.TEN_SEASONS_SEASONS ?? 10)] as const;
const DURATION = Number(process.env.TEN_SEASONS_DURATION ?? 3);
const ROUNDS = Number(process.env.TEN_SEASONS_ROUNDS ?? 3);
const CONNECTIONS = 10;
const ONLY = (process.env.TEN_SEASONS_ONLY ?? '').split(',').map((part) => part.trim()).filter(Boolean);
const DATA_DIR = path.resolve(import.meta.dirname, 'data/ten-seasons');
const SKIP_BODIES = path.join(import.meta.dirname, 'skip-bodies.cjs');
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,application/json' };
/** The goal of docs/adr/0061: at ten seasons ≥ 0.8 × the requests a second of one season, and p99 ≤ 2 × (or ≤ 20 ms). */
const GOAL = { ratio: 0.8, p99Factor: 2, p99Floor: 20 };
/** What the pages of one data set name: its ids differ from the other set's. */
interface Targets {
  championshipId: string;
  driverId: string;
  singleEventId: string;
  year: number;
  latestSubsession: number;
  racesOfChampionship: string[];
  paymentsLastPage: number;
  paymentsLateCursor: string;
  reportsLastPage: number;
  reportsLateCursor: string;
  auditLastPage: number;
  auditLateCursor: string;
  racesLateCursor: string;
  standingLateCursor: string;
}

interface Page {
  name: string;
  path: (t: Targets) => string;
  admin?: boolean;
}

const enc = encodeURIComponent;
const EVERY_PAGE: Page[] = [
  // The public pages the server renders, as a visitor's browser asks them.
  { name: 'inicio `/` (HTML)', path: () => '/' },
  { name: '`/campeonatos` (HTML)', path: () => '/campeonatos' },
  { name: 'un campeonato (HTML)', path: (t) => `/campeonatos/${t.championshipId}` },
  { name: 'su clasificación (HTML)', path: (t) => `/campeonatos/${t.championshipId}/clasificacion` },
  { name: 'un evento libre (HTML)', path: (t) => `/eventos-unicos/${t.singleEventId}` },
  { name: 'analizador `/race-result` (HTML)', path: () => '/race-result' },
  { name: 'récords `/records` (HTML)', path: () => '/records' },
  { name: 'página de piloto (HTML; championships entered)', path: (t) => `/pilotos/${t.driverId}` },
  { name: '`/campeones` (HTML)', path: () => '/campeones' },
  { name: '`/temporadas` (HTML)', path: () => '/temporadas' },
  { name: '`/temporadas/{año}` (HTML)', path: (t) => `/temporadas/${t.year}` },
  { name: 'calculadora `/fuell-calculator` (HTML)', path: () => '/fuell-calculator' },
  { name: '`/login` (HTML)', path: () => '/login' },
  // The JSON those pages embed or call, and the public calendar.
  { name: 'GET /api/campeonatos?vigentes=1', path: () => '/api/campeonatos?vigentes=1' },
  { name: 'GET /api/campeonatos?anteriores=1', path: () => '/api/campeonatos?anteriores=1' },
  { name: 'GET /api/campeonatos/momentos', path: () => '/api/campeonatos/momentos' },
  { name: 'GET /api/sponsors/list', path: () => '/api/sponsors/list' },
  { name: 'GET /api/campeonatos/{id}', path: (t) => `/api/campeonatos/${t.championshipId}` },
  { name: 'GET /api/campeonatos/{id}/inscritos', path: (t) => `/api/campeonatos/${t.championshipId}/inscritos` },
  { name: 'GET /api/reportes/campeonato/{id}/decisiones', path: (t) => `/api/reportes/campeonato/${t.championshipId}/decisiones` },
  { name: 'GET /api/series/ediciones/{id}', path: (t) => `/api/series/ediciones/${t.championshipId}` },
  { name: 'GET /api/events/list?carreras= (un campeonato)', path: (t) => `/api/events/list?carreras=${t.racesOfChampionship.map(enc).join(',')}` },
  { name: 'GET /api/campeonatos/{id}/clasificacion', path: (t) => `/api/campeonatos/${t.championshipId}/clasificacion` },
  { name: 'GET /api/eventos-unicos', path: () => '/api/eventos-unicos' },
  { name: 'GET /api/eventos-unicos?vigentes=1 (home page)', path: () => '/api/eventos-unicos?vigentes=1' },
  { name: 'GET /api/eventos-unicos?anteriores=1 (first page)', path: () => '/api/eventos-unicos?anteriores=1' },
  { name: 'GET /api/eventos-unicos/{id}', path: (t) => `/api/eventos-unicos/${t.singleEventId}` },
  { name: 'GET /api/events/list (primera página)', path: () => '/api/events/list' },
  { name: 'GET /api/events/{id}/phase-results/RACE', path: (t) => `/api/events/${t.latestSubsession}/phase-results/RACE` },
  { name: 'GET /api/events/{id}/rating-changes', path: (t) => `/api/events/${t.latestSubsession}/rating-changes?sortBy=irating_change` },
  { name: 'GET /api/toptree/events/top-three-winners', path: () => '/api/toptree/events/top-three-winners' },
  { name: 'GET /api/track-records/allrecords?vigentes=1 (/records, primera página)', path: () => '/api/track-records/allrecords?vigentes=1' },
  { name: 'GET /api/track-records/allrecords?vigentes=1 (récords, última página, por lugar)', path: (t) => `/api/track-records/allrecords?vigentes=1${t.standingLateCursor ? `&despues=${t.standingLateCursor}` : ''}` },
  { name: 'GET /api/pilotos/{id} (championships entered)', path: (t) => `/api/pilotos/${t.driverId}` },
  { name: 'GET /api/pilotos/{id}/titulos?desde=12', path: (t) => `/api/pilotos/${t.driverId}/titulos?desde=12` },
  { name: 'GET /api/pilotos/{id}/resultados?desde=20', path: (t) => `/api/pilotos/${t.driverId}/resultados?desde=20` },
  { name: 'GET /api/track-records/allrecords?usuario={id}', path: (t) => `/api/track-records/allrecords?usuario=${t.driverId}` },
  { name: 'GET /api/campeones (/campeones)', path: () => '/api/campeones' },
  { name: 'GET /api/temporadas (/temporadas)', path: () => '/api/temporadas' },
  { name: 'GET /api/temporadas/{año}', path: (t) => `/api/temporadas/${t.year}` },
  { name: 'GET /api/calendario.ics', path: () => '/api/calendario.ics' },
  { name: 'GET /api/campeonatos/{id}/calendario.ics', path: (t) => `/api/campeonatos/${t.championshipId}/calendario.ics` },
  { name: 'overlay último resultado `/overlay/resultados`', path: (t) => `/overlay/resultados?campeonato=${t.championshipId}` },
  // The admin's lists, signed in as the league's admin.
  { name: 'admin GET /api/users (primera página)', path: () => '/api/users', admin: true },
  { name: 'admin GET /api/users?search=garcia', path: () => '/api/users?search=garcia', admin: true },
  // The same rows at both sizes where the one-season set holds fewer than a default page: a page it fills.
  { name: 'admin GET /api/users?limite=10&search=garcia (10 por página)', path: () => '/api/users?limite=10&search=garcia', admin: true },
  { name: 'admin GET /api/users?limite=20&search=mart (selector)', path: () => '/api/users?limite=20&search=mart', admin: true },
  { name: 'GET /api/users/directory', path: () => '/api/users/directory', admin: true },
  { name: 'admin GET /api/payments/admin (primera página)', path: () => '/api/payments/admin?limit=10', admin: true },
  { name: 'admin GET /api/payments/admin (última página, por lugar)', path: (t) => `/api/payments/admin?limit=10&page=${t.paymentsLastPage}&despues=${t.paymentsLateCursor}`, admin: true },
  { name: 'admin GET /api/payments/admin/estadisticas', path: () => '/api/payments/admin/estadisticas', admin: true },
  { name: 'admin GET /api/track-records/sugerencias', path: () => '/api/track-records/sugerencias', admin: true },
  { name: 'admin GET /api/track-records/allrecords', path: () => '/api/track-records/allrecords', admin: true },
  { name: 'admin GET /api/track-records/allrecords?limite=3 (3 por página)', path: () => '/api/track-records/allrecords?limite=3', admin: true },
  { name: 'admin GET /api/events/list (eventos importados)', path: () => '/api/events/list', admin: true },
  { name: 'admin GET /api/events/ultima-importacion', path: () => '/api/events/ultima-importacion', admin: true },
  { name: 'admin GET /api/reportes (primera página)', path: () => '/api/reportes?page=1&limit=10', admin: true },
  { name: 'admin GET /api/reportes (última página, por lugar)', path: (t) => `/api/reportes?page=${t.reportsLastPage}&limit=10&despues=${t.reportsLateCursor}`, admin: true },
  { name: 'admin GET /api/reportes?estado=pendiente&limit=1 (aviso)', path: () => '/api/reportes?estado=pendiente&page=1&limit=1', admin: true },
  { name: 'admin GET /api/reportes/por-atender', path: () => '/api/reportes/por-atender', admin: true },
  { name: 'admin GET /api/reportes/comisarios', path: () => '/api/reportes/comisarios', admin: true },
  { name: 'admin GET /api/reportes/campeonatos (formulario de reporte)', path: () => '/api/reportes/campeonatos', admin: true },
  { name: 'admin GET /api/bitacora', path: () => '/api/bitacora', admin: true },
  { name: 'admin GET /api/bitacora (última página, por lugar)', path: (t) => `/api/bitacora?pagina=${t.auditLastPage}&despues=${t.auditLateCursor}`, admin: true },
  { name: 'admin GET /api/facturas/admin', path: () => '/api/facturas/admin', admin: true },
  { name: 'admin GET /api/contact/admin', path: () => '/api/contact/admin', admin: true },
  { name: 'admin GET /api/contact/admin/resumen', path: () => '/api/contact/admin/resumen', admin: true },
  { name: 'admin GET /api/campeonatos (todos, primera página)', path: () => '/api/campeonatos', admin: true },
  { name: 'admin GET /api/carreras/admin (primera página)', path: () => '/api/carreras/admin', admin: true },
  // 10 a page, which the one-season set fills too (30 races, 10 at 'Circuito 3'): the same rows at both sizes.
  { name: 'admin GET /api/carreras/admin (última página de 10, por lugar)', path: (t) => `/api/carreras/admin?limite=10&despues=${t.racesLateCursor}`, admin: true },
  { name: 'admin GET /api/carreras/admin?q= (buscando un circuito, 10)', path: () => '/api/carreras/admin?limite=10&q=circuito%203', admin: true },
  { name: 'admin GET /api/carreras?proximas=5 (panel)', path: () => '/api/carreras?proximas=5', admin: true },
  { name: 'admin GET /api/campeonatos/admin (primera página)', path: () => '/api/campeonatos/admin', admin: true },
  { name: 'admin GET /api/campeonatos/admin/opciones (selector)', path: () => '/api/campeonatos/admin/opciones', admin: true },
  { name: 'admin GET /api/campeonatos/admin/opciones?q= (selector, buscando)', path: () => '/api/campeonatos/admin/opciones?q=serie', admin: true },
  { name: 'admin GET /api/campeonatos/admin?limite=10 (10 por página)', path: () => '/api/campeonatos/admin?limite=10', admin: true },
  { name: 'admin GET /api/campeonatos/admin/opciones?limite=10&q= (selector, 10 por página)', path: () => '/api/campeonatos/admin/opciones?limite=10&q=serie', admin: true },
  { name: 'admin GET /api/carreras?campeonatoId=', path: (t) => `/api/carreras?campeonatoId=${t.championshipId}`, admin: true },
  { name: 'admin GET /api/series', path: () => '/api/series', admin: true },
  { name: 'admin GET /api/campeonatos/{id}/inscritos/admin', path: (t) => `/api/campeonatos/${t.championshipId}/inscritos/admin`, admin: true },
  { name: 'admin GET /api/datos-personales/admin/solicitudes', path: () => '/api/datos-personales/admin/solicitudes', admin: true },
  { name: 'admin GET /api/datos-personales/admin/bloqueados', path: () => '/api/datos-personales/admin/bloqueados', admin: true },
];
const PAGES = EVERY_PAGE.filter((page) => ONLY.length === 0 || ONLY.some((part) => page.name.includes(part)));

function sizeEnv(seasons: number): { DATA_DIR: string; DATABASE_URL?: string } {
  const url = KIND === 'postgresql' ? URLS[seasons === SIZES[0] ? 1 : 10] : undefined;
  return url ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'parrilla-ten-seasons-')), DATABASE_URL: url } : { DATA_DIR: path.join(DATA_DIR, String(seasons)) };
}

/** Builds (or completes) one size's set through the use cases, and reads what its pages name. */
async function build(seasons: number): Promise<Targets> {
  const env = sizeEnv(seasons);
  if (process.env.TEN_SEASONS_FRESH === '1') {
    if (env.DATABASE_URL) {
      const { default: knexFactory } = await import('knex');
      const db = knexFactory({ client: 'pg', connection: env.DATABASE_URL });
      await db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await db.destroy();
    } else rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  // Accounts' password hashes at argon2's least cost: registering 20,000 is otherwise hours of hashing.
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-minimum', JWT_SECRET: 'medicion-de-diez-temporadas-0123456789abcdef', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1', PAYMENTS_DEMO: 'true', SCHEDULER: 'false', ...env });
  const context = await bootstrap({ config, logger: createLogger(config), migrate: true });
  try {
    const started = Date.now();
    const { driverId } = await seedTenSeasons({ context }, seasons, SCALE, (line) => console.log(`[${seasons}] ${line}`));
    const { knex } = context;
    const n = async (table: string) => Number((await knex(table).count({ n: '*' }))[0]!.n);
    console.log(
      `[${seasons}] ${seasons} temporada(s) en ${Math.round((Date.now() - started) / 1000)} s: ${await n('users')} cuentas, ${await n('championships')} campeonatos, ${await n('result_events')} eventos, ${await n('result_entries')} filas de resultados, ${await n('payments')} pagos, ${await n('reports')} reportes, ${await n('single_events')} eventos libres, ${await n('track_records')} récords`,
    );
    const edition = await knex('series_editions as e').join('series as s', 's.id', 'e.serieId').where('s.nombre', 'Serie Historia 1').orderBy('e.temporada', 'desc').first('e.campeonatoId', 'e.temporada');
    const single = await knex('single_events').orderBy([{ column: 'fechaInicio', order: 'desc' }, { column: 'id' }]).first('id');
    const latest = await knex('result_events').orderBy([{ column: 'startTime', order: 'desc' }, { column: 'subsessionId', order: 'desc' }]).first('subsessionId');
    const races = (await knex('races').where({ campeonatoId: edition.campeonatoId }).select('id')).map((r: { id: string }) => String(r.id));
    // The last page of payments, asked as 'Siguiente' reaches it: after the last payment of the page before.
    const payments = await n('payments');
    const lastPage = Math.max(1, Math.ceil(payments / 10));
    const late = await knex('payments').orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(Math.max(0, (lastPage - 1) * 10 - 1)).first('createdAt', 'id');
    // The last page of reports (10 a page) and of the audit log (50), reached the same way (docs/adr/0063).
    const reportsLast = Math.max(1, Math.ceil((await n('reports')) / 10));
    const lateReport = await knex('reports').orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'numeroReporte', order: 'desc' }]).offset(Math.max(0, (reportsLast - 1) * 10 - 1)).first('createdAt', 'numeroReporte');
    const auditLast = Math.max(1, Math.ceil((await n('audit_log')) / 50));
    const lateEntry = await knex('audit_log').orderBy([{ column: 'creadoEl', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(Math.max(0, (auditLast - 1) * 50 - 1)).first('creadoEl', 'id');
    // The races screen's last page of 10 in the calendar's order (docs/adr/0065's addendum).
    const racesLast = Math.max(1, Math.ceil((await n('races')) / 10));
    const lateRace = await knex('races')
      .orderByRaw(`"fechaInicio", COALESCE("horaInicio", '00:00'), CASE WHEN "ordenRonda" IS NULL THEN 1 ELSE 0 END, COALESCE("ordenRonda", 0), "id"`)
      .offset(Math.max(0, (racesLast - 1) * 10 - 1))
      .first('fechaInicio', 'horaInicio', 'ordenRonda', 'id');
    const placeBefore = (place: [string, string | number] | null) => (place ? Buffer.from(JSON.stringify(place)).toString('base64url') : '');
    // The last page of the standing records (20 a page, by circuit and car), after the one before it (docs/adr/0068).
    const standingKeys = (await knex('track_records').distinct('sortKey').orderBy('sortKey')).map((r: { sortKey: string }) => r.sortKey);
    const standingStart = Math.floor(Math.max(0, standingKeys.length - 1) / STANDING_RECORDS_PAGE.size) * STANDING_RECORDS_PAGE.size;
    return {
      championshipId: String(edition.campeonatoId),
      driverId,
      singleEventId: String(single.id),
      year: Number(edition.temporada),
      latestSubsession: Number(latest.subsessionId),
      racesOfChampionship: races,
      paymentsLastPage: lastPage,
      paymentsLateCursor: Buffer.from(JSON.stringify([late.createdAt, late.id])).toString('base64url'),
      reportsLastPage: reportsLast,
      reportsLateCursor: placeBefore(lateReport ? [lateReport.createdAt, Number(lateReport.numeroReporte)] : null),
      auditLastPage: auditLast,
      auditLateCursor: placeBefore(lateEntry ? [lateEntry.creadoEl, lateEntry.id] : null),
      racesLateCursor: racesLast > 1 ? racePlaceAfter({ ...lateRace, ordenRonda: lateRace.ordenRonda === null ? null : Number(lateRace.ordenRonda) } as Race) : '',
      standingLateCursor: standingStart > 0 ? Buffer.from(JSON.stringify({ vigente: standingKeys[standingStart - 1] })).toString('base64url') : '',
    };
  } finally {
    await context.close();
  }
}

interface Served {
  child: ChildProcess;
  url: string;
  token: string;
}

/** A production server over one size's set, in a process of its own. */
function serve(seasons: number): Promise<Served> {
  const env = sizeEnv(seasons);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'ten-seasons-server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`El servidor de ${seasons} temporada(s) terminó (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { url, token } = JSON.parse(line) as { url: string; token: string };
      resolve({ child, url, token });
    });
  });
}

interface Measure {
  rps: number;
  p99: number;
}

async function once(server: Served, pathname: string, admin: boolean): Promise<Measure> {
  const headers = admin ? { ...BROWSER, authorization: `Bearer ${server.token}` } : BROWSER;
  const result = await autocannon({ url: server.url + pathname, connections: CONNECTIONS, duration: DURATION, workers: 1, setupClient: SKIP_BODIES, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${pathname}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function sizeOf(server: Served, pathname: string, admin: boolean): Promise<number> {
  const answer = await fetch(server.url + pathname, { headers: admin ? { authorization: `Bearer ${server.token}` } : {} });
  if (!answer.ok) throw new Error(`${pathname}: ${answer.status}`);
  return (await answer.arrayBuffer()).byteLength;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const [one, ten] = SIZES;
  console.log(`${KIND === 'postgresql' ? 'PostgreSQL' : 'SQLite'}: ${HISTORY.series} series, ${HISTORY.drivers} pilotos, ${HISTORY.eventsPerEdition} eventos por edición; por temporada ${SCALE.users} cuentas, ${SCALE.paymentsPerEdition * HISTORY.series} pagos, ${SCALE.reportsPerEdition * HISTORY.series} reportes`);
  const targets = { [one]: await build(one), [ten]: await build(ten) };
  if (process.env.TEN_SEASONS_BUILD_ONLY === '1') return;
  const servers = await Promise.all([serve(one), serve(ten)]);
  const bySize = { [one]: servers[0], [ten]: servers[1] };
  const table: Record<string, unknown>[] = [];
  try {
    for (const page of PAGES) {
      const paths = { [one]: page.path(targets[one]!), [ten]: page.path(targets[ten]!) };
      const runs: Record<number, Measure[]> = { [one]: [], [ten]: [] };
      // A warm round each (the kept answer, the render's code), then the rounds alternating.
      for (const size of SIZES) await once(bySize[size]!, paths[size]!, !!page.admin);
      for (let r = 0; r < ROUNDS; r += 1) for (const size of SIZES) runs[size]!.push(await once(bySize[size]!, paths[size]!, !!page.admin));
      const [a, b] = SIZES.map((size) => ({ rps: median(runs[size]!.map((m) => m.rps)), p99: median(runs[size]!.map((m) => m.p99)) }));
      // Nothing answered at one season (an answer slower than a round): no ratio, the goal not met.
      const ratio = a!.rps > 0 ? +(b!.rps / a!.rps).toFixed(2) : 0;
      const met = ratio >= GOAL.ratio && (b!.p99 <= GOAL.p99Factor * a!.p99 || b!.p99 <= GOAL.p99Floor);
      const row = {
        página: page.name,
        [`req/s ${one}`]: a!.rps,
        [`req/s ${ten}`]: b!.rps,
        razón: ratio,
        [`p99 ${one} (ms)`]: a!.p99,
        [`p99 ${ten} (ms)`]: b!.p99,
        [`bytes ${one}`]: await sizeOf(bySize[one]!, paths[one]!, !!page.admin),
        [`bytes ${ten}`]: await sizeOf(bySize[ten]!, paths[ten]!, !!page.admin),
        objetivo: met ? 'sí' : 'no',
      };
      table.push(row);
      console.log(Object.values(row).join(' | '));
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
  console.table(table);
  const goalMet = table.filter((row) => row.objetivo === 'sí').length;
  console.log(`Objetivo cumplido en ${goalMet} de ${table.length}.`);
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, 'results', `ten-seasons-${KIND}.json`),
    JSON.stringify({ at: new Date().toISOString(), database: KIND, history: HISTORY, scale: SCALE, sizes: SIZES, rounds: ROUNDS, durationSeconds: DURATION, connections: CONNECTIONS, goal: GOAL, table }, null, 2),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
