// The admin payment statistics at one season and at ten, in-process on SQLite (docs/adr/0067):
// `npx tsx bench/payment-stats.ts`.
//
// Each size is built afresh in a temporary folder: ten championships a season (through the use case) and
// BENCH_PAYMENTS payments a season (2,000 by default, shared unevenly among them) written straight into `payments`, so the
// database's own triggers keep whatever totals the code keeps. Two shapes of history:
// - `liga`: each season's payments completed through its own year, as a league lives (the six months
//   shown hold half of the last season's payments at either size);
// - `ventana`: every payment completed within the six months shown, as the ten-season set has them
//   (built the same day), the worst case for counting the months from the payments.
// Then the PaymentStats use case (what GET /api/payments/admin/estadisticas and `parrilla payments stats`
// run) is timed: the median and p95 of BENCH_RUNS calls after 50 to warm up, with the statements and
// the rows the database answered per call, and the CPU time the payments' inserts took (what keeping costs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootstrap, type AppContext } from '../src/container.js';
import { CHAMPIONSHIPS } from '../src/modules/championships/index.js';
import { IDENTITY } from '../src/modules/identity/index.js';
import { PAYMENTS } from '../src/modules/payments/index.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';

const NOW = '2026-11-30T18:00:00.000Z';
const PER_SEASON = Number(process.env.BENCH_PAYMENTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const DAY = 86_400_000;
const STATES = ['completado', 'completado', 'completado', 'completado', 'completado', 'completado', 'completado', 'pendiente', 'fallido', 'reembolsado'] as const;
const METHODS = ['tarjeta', 'spei', 'oxxo'] as const;

type Shape = 'liga' | 'ventana';

/** Builds the set; answers the CPU milliseconds the payments' inserts took, their triggers included (SQLite runs in this process; CPU time moves less with the machine's load than wall time). */
async function build(context: AppContext, seasons: number, shape: Shape): Promise<number> {
  const { container, knex } = context;
  await container.get(IDENTITY.CreateAdmin).execute({ email: 'tesoreria@medicion.test', password: 'medicion-admin-123', nombre: 'Tesorera', apellido: 'Medición' });
  const admin = await knex('users').where({ email: 'tesoreria@medicion.test' }).first();
  const actor = { id: admin.id as string, rol: 'admin' as const, suspendido: false };
  const championships: string[] = [];
  for (let s = 0; s < seasons * 10; s += 1) {
    const year = 2027 + Math.floor(s / 10);
    const created = await container.get(CHAMPIONSHIPS.CreateChampionship).execute(actor, {
      fields: { nombreCampeonato: `Copa Medición ${year} ${(s % 10) + 1}`, categoria: 'GT3', detallesCampeonato: 'Una temporada.', fechaInicio: `${year}-03-01`, fechaFin: `${year}-11-30`, participantesMaximos: '100', precio: '1500', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
    });
    championships.push(created.id);
  }
  const now = Date.parse(NOW);
  // A fixed sequence: the same set every run. Championships draw payments unevenly (the square of a draw), so their counts differ.
  let state = 20261226;
  const draw = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const rows = [];
  for (let i = 0; i < seasons * PER_SEASON; i += 1) {
    const season = Math.floor(i / PER_SEASON);
    // `liga`: season 0 is the last 365 days, season k the year k years before; `ventana`: the last 180 days.
    const daysAgo = shape === 'liga' ? season * 365 + ((i * 7919) % 365) : (i * 7919) % 180;
    const at = new Date(now - daysAgo * DAY - ((i * 104_729) % DAY)).toISOString();
    const estado = STATES[i % STATES.length]!;
    rows.push({
      id: `medicion-${i}`,
      userId: actor.id,
      campeonatoId: championships[season * 10 + Math.floor(draw() ** 2 * 10)]!,
      montoCentavos: 100_000 + (i % 7) * 25_000,
      moneda: i % 11 === 0 ? 'usd' : 'mxn',
      estado,
      metodo: METHODS[i % METHODS.length]!,
      pasarela: 'manual',
      esManual: true,
      createdAt: at,
      updatedAt: at,
      fechaCompletado: estado === 'completado' || estado === 'reembolsado' ? at : null,
    });
  }
  const start = process.cpuUsage();
  await knex.batchInsert('payments', rows, 200);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e3;
}

async function measure(seasons: number, shape: Shape) {
  const dir = mkdtempSync(path.join(tmpdir(), 'parrilla-payment-stats-'));
  const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-minimum', LOG_LEVEL: 'silent', JWT_SECRET: 'medicion-de-estadisticas-de-pagos-0123456789', DEMO_CONTENT: 'false' });
  const context = await bootstrap({ config, logger: createLogger(config), migrate: true, clock: new ManualClock(new Date(NOW)) });
  try {
    const written = await build(context, seasons, shape);
    const stats = context.container.get(PAYMENTS.PaymentStats);
    const admin = await context.knex('users').where({ email: 'tesoreria@medicion.test' }).first();
    const actor = { id: admin.id as string, rol: 'admin' as const, suspendido: false };
    const answer = JSON.stringify(await stats.execute(actor));
    for (let i = 0; i < 50; i += 1) await stats.execute(actor);
    let statements = 0;
    let rows = 0;
    const counted = () => (statements += 1);
    const answered = (response: unknown) => (rows += Array.isArray(response) ? response.length : 0);
    context.knex.on('query', counted).on('query-response', answered);
    await stats.execute(actor);
    context.knex.off('query', counted).off('query-response', answered);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = process.hrtime.bigint();
      await stats.execute(actor);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { median: at(0.5), p95: at(0.95), statements, rows, bytes: answer.length, answer, written };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const shape of ['liga', 'ventana'] as const) {
  const one = await measure(1, shape);
  const ten = await measure(10, shape);
  const f = (ms: number) => ms.toFixed(3);
  console.log(`${shape}: ${PER_SEASON} → ${PER_SEASON * 10} pagos`);
  console.log(`  1 temporada:   mediana ${f(one.median)} ms, p95 ${f(one.p95)} ms, ${one.statements} consultas, ${one.rows} filas, ${one.bytes} B; escribir los pagos ${Math.round(one.written)} ms de CPU`);
  console.log(`  10 temporadas: mediana ${f(ten.median)} ms, p95 ${f(ten.p95)} ms, ${ten.statements} consultas, ${ten.rows} filas, ${ten.bytes} B; escribir los pagos ${Math.round(ten.written)} ms de CPU`);
  console.log(`  10 ÷ 1 (mediana): ${(one.median / ten.median).toFixed(2)}`);
  if (process.env.BENCH_ANSWERS) console.log(one.answer, '\n', ten.answer);
}
