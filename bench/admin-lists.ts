// The admin lists at one season and at ten (docs/adr/0060): `npm run bench:admin-lists`.
//
// A league's data set built through the use cases, as the site builds it: accounts registered, one
// championship a season, manual payments recorded by an admin. One season is 2,000 accounts and 500
// payments; ten seasons are 20,000 and 5,000. The set is kept in the database between runs
// (BENCH_DATABASE_URL, PostgreSQL; without it a SQLite file in bench/data/) and only what is missing is
// added, so a second run measures at once. Each list is measured at one season, the set grown to ten,
// and measured again: requests per second and p99 with autocannon, 10 connections, the median of
// BENCH_ROUNDS rounds of BENCH_DURATION s.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, type AppContext } from '../src/container.js';
import { CHAMPIONSHIPS } from '../src/modules/championships/index.js';
import { IDENTITY } from '../src/modules/identity/index.js';
import { PAYMENTS } from '../src/modules/payments/index.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { startServer } from '../src/server.js';

const SEASON = { users: 2_000, payments: 500 };
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATA_DIR = path.resolve('bench/data/admin-lists');
const ADMIN = { email: 'tesoreria@medicion.test', password: 'medicion-admin-123' };
const SURNAMES = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos', 'Domínguez', 'Herrera', 'Medina', 'Castro'];
const NAMES = ['Ana', 'Luis', 'María', 'José', 'Sofía', 'Diego', 'Valeria', 'Jorge', 'Camila', 'Andrés', 'Regina', 'Emilio', 'Ximena', 'Mateo', 'Renata', 'Íñigo'];

/**
 * Each size keeps its own set: on PostgreSQL a schema of its own (`bench_1`, `bench_10`, first on the
 * search path, the extensions' `public` after it), on SQLite a folder of its own.
 */
function env(seasons: number, extra: NodeJS.ProcessEnv) {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=bench_${seasons},public`)}` } : {};
  return { DATA_DIR: path.join(DATA_DIR, String(seasons)), LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1', HOST: '127.0.0.1', PAYMENTS_DEMO: 'true', ...database, ...extra };
}

async function ensureSchema(seasons: number): Promise<void> {
  if (!process.env.BENCH_DATABASE_URL) {
    mkdirSync(path.join(DATA_DIR, String(seasons)), { recursive: true });
    return;
  }
  const { default: knexFactory } = await import('knex');
  const knex = knexFactory({ client: 'pg', connection: process.env.BENCH_DATABASE_URL });
  await knex.raw(`CREATE SCHEMA IF NOT EXISTS bench_${seasons}`);
  await knex.destroy();
}

/** Grows the kept set to `seasons` seasons through the use cases; what is already there stays. */
async function grow(seasons: number): Promise<void> {
  await ensureSchema(seasons);
  // The accounts' password hashes at argon2's least cost: registering 20,000 is otherwise hours of hashing.
  const config = loadConfig(env(seasons, { NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-minimum', JWT_SECRET: 'medicion-de-listas-de-administracion-0123456789' }));
  const context: AppContext = await bootstrap({ config, logger: createLogger(config), migrate: true });
  try {
    const { container, knex } = context;
    let admin = await knex('users').where({ email: ADMIN.email }).first();
    if (!admin) {
      await container.get(IDENTITY.CreateAdmin).execute({ ...ADMIN, nombre: 'Tesorera', apellido: 'Medición' });
      admin = await knex('users').where({ email: ADMIN.email }).first();
    }
    const actor = { id: admin.id as string, rol: 'admin' as const, suspendido: false };
    const count = async (table: string, where: Record<string, unknown> = {}) => Number((await knex(table).where(where).count({ n: '*' }))[0]!.n);
    const register = container.get(IDENTITY.RegisterUser);
    // Ten at a time: each registration mostly waits for the database.
    const start = (await count('users')) - 1;
    for (let from = start; from < seasons * SEASON.users; from += 10) {
      const batch = [];
      for (let i = from; i < Math.min(from + 10, seasons * SEASON.users); i += 1) {
        batch.push(register.execute({ nombre: NAMES[i % NAMES.length]!, apellido: `${SURNAMES[(i * 7) % SURNAMES.length]} ${SURNAMES[(i * 13) % SURNAMES.length]}`, email: `piloto${i}@medicion.test`, password: 'secreto-de-medicion' }));
      }
      await Promise.all(batch);
      if (from % 2000 < 10) console.log(`  ${from} cuentas…`);
    }
    const championships: string[] = (await knex('championships').orderBy([{ column: 'fechaInicio' }, { column: 'nombreCampeonato' }]).select('id')).map((c: { id: string }) => c.id);
    // Ten championships a season (of at most 100 drivers each, as the site allows), 50 payments each.
    for (let s = championships.length; s < seasons * 10; s += 1) {
      // Seasons to come: a past one's entry is closed, and the manual payment enrols through the same rules.
      const year = 2027 + Math.floor(s / 10);
      const created = await container.get(CHAMPIONSHIPS.CreateChampionship).execute(actor, {
        fields: { nombreCampeonato: `Copa Medición ${year} ${(s % 10) + 1}`, categoria: 'GT3', detallesCampeonato: 'Una temporada.', fechaInicio: `${year}-03-01`, fechaFin: `${year}-11-30`, participantesMaximos: '100', precio: '1500', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
      });
      championships.push(created.id);
    }
    const drivers: string[] = (await knex('users').whereNot({ id: actor.id }).orderBy('email').limit(seasons * SEASON.users).select('id')).map((u: { id: string }) => u.id);
    const record = container.get(PAYMENTS.CreateManualPayment);
    // Ten at a time, each in a championship of its own.
    for (let from = await count('payments'); from < seasons * SEASON.payments; from += 10) {
      const batch = [];
      for (let i = from; i < Math.min(from + 10, seasons * SEASON.payments); i += 1) {
        const season = Math.floor(i / SEASON.payments);
        batch.push(record.execute(actor, { usuarioId: drivers[i]!, campeonatoId: championships[season * 10 + (i % 10)]!, monto: String(1000 + (i % 7) * 250), moneda: i % 11 === 0 ? 'usd' : 'mxn', estado: i % 5 === 0 ? 'pendiente' : 'completado' }));
      }
      await Promise.all(batch);
      if (from % 1000 < 10) console.log(`  ${from} pagos…`);
    }
  } finally {
    await context.close();
  }
}

interface Figure {
  name: string;
  path: string;
}

async function measure(url: string, token: string): Promise<{ rps: number; p99: number }> {
  const runs = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    const result = await autocannon({ url, connections: 10, duration: DURATION, workers: 1, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} respuestas de error`);
    runs.push({ rps: Math.round(result.requests.average), p99: result.latency.p99 });
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { rps: mid(runs.map((r) => r.rps)), p99: mid(runs.map((r) => r.p99)) };
}

/** The figures at the set's present size, on a production server. */
async function measureAll(seasons: number, label: string): Promise<Map<string, { rps: number; p99: number }>> {
  const config = loadConfig(env(seasons, { NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64url'), COOKIE_SECRET: randomBytes(48).toString('base64url') }));
  const app = await startServer({ config, logger: createLogger(config), port: 0, mailWorker: false });
  const base = app.url.replace('localhost', '127.0.0.1');
  const out = new Map<string, { rps: number; p99: number }>();
  try {
    const session = await app.context.container.get(IDENTITY.LogIn).execute(ADMIN, 'medicion');
    if (!('token' in session)) throw new Error('La cuenta de medición pide un segundo factor');
    const get = async (p: string) => (await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${session.token}` } })).json();
    // The late page of payments: the place of the page before the last one, walked as 'Siguiente' would.
    const first = await get('/api/payments/admin?limit=10');
    const lastPage = first.paginacion.paginas as number;
    const late = await app.context.knex('payments').orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).offset((lastPage - 1) * 10 - 1).first('createdAt', 'id');
    const despues = Buffer.from(JSON.stringify([late.createdAt, late.id])).toString('base64url');
    const figures: Figure[] = [
      { name: 'GET /api/users (lista, primera página)', path: '/api/users' },
      { name: 'GET /api/users?search=garcia', path: '/api/users?search=garcia' },
      { name: 'GET /api/users?limite=20&search=mart (selector)', path: '/api/users?limite=20&search=mart' },
      { name: 'GET /api/payments/admin, última página', path: `/api/payments/admin?limit=10&page=${lastPage}&despues=${despues}` },
      { name: 'GET /api/payments/admin/estadisticas', path: '/api/payments/admin/estadisticas' },
    ];
    for (const f of figures) {
      await measure(`${base}${f.path}`, session.token);
      out.set(f.name, await measure(`${base}${f.path}`, session.token));
      console.log(`  ${label} · ${f.name}: ${out.get(f.name)!.rps} req/s, p99 ${out.get(f.name)!.p99} ms`);
    }
  } finally {
    await app.stop();
  }
  return out;
}

async function main(): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true });
  const kind = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(`Listas de administración en ${kind}: una temporada…`);
  await grow(1);
  const one = await measureAll(1, '1 temporada');
  console.log('Diez temporadas…');
  await grow(10);
  const ten = await measureAll(10, '10 temporadas');
  console.log('\n| lectura | 1 temporada req/s | p99 ms | 10 temporadas req/s | p99 ms | 10 ÷ 1 |\n|---|---:|---:|---:|---:|---:|');
  for (const [name, a] of one) {
    const b = ten.get(name)!;
    console.log(`| ${name} | ${a.rps} | ${a.p99} | ${b.rps} | ${b.p99} | ${(b.rps / a.rps).toFixed(2)} |`);
  }
}

await main();
