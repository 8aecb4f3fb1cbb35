import { expect } from 'chai';
import type { Knex } from 'knex';
import { mexicoCityMonth, mexicoCityMonthStart } from '../../../src/contracts/formats.js';
import { CURRENCIES, PAYMENT_METHODS, PAYMENT_STATES } from '../../../src/contracts/payments.messages.js';
import type { StatsTotals } from '../../../src/modules/payments/application/ports/payment.repository.port.js';
import { PAYMENTS_PRIVATE } from '../../../src/modules/payments/payments.private-tokens.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { createChampionship, useTestApi } from './payment-fixtures.js';

/** The months the statistics show here (Mexico City's), and their first instants. */
const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'];
const MONTH_STARTS = MONTHS.map(mexicoCityMonthStart);

/** The statistics' totals counted from every payment, as they were read before they were kept (each completed payment of the months read and put in its month here). */
async function fromScratch(knex: Knex): Promise<StatsTotals> {
  const porEstado: Array<Record<string, unknown>> = await knex('payments').select('estado').count({ total: '*' }).groupBy('estado');
  const porMoneda: Array<Record<string, unknown>> = await knex('payments').where({ estado: 'completado' }).select('moneda').sum({ monto: 'montoCentavos' }).groupBy('moneda');
  const porCampeonato: Array<Record<string, unknown>> = await knex('payments')
    .where('estado', 'completado')
    .select('campeonatoId')
    .count({ total: '*' })
    .select(knex.raw("sum(case when moneda = 'mxn' then \"montoCentavos\" else 0 end) as monto"))
    .groupBy('campeonatoId');
  const porMetodo: Array<Record<string, unknown>> = await knex('payments').where({ estado: 'completado', moneda: 'mxn' }).select('metodo').count({ total: '*' }).sum({ monto: 'montoCentavos' }).groupBy('metodo');
  const recientes = await knex('payments').where({ estado: 'completado' }).where('fechaCompletado', '>=', MONTH_STARTS[0]!.toISOString()).select('fechaCompletado', 'montoCentavos', 'moneda');
  const porMes = MONTHS.map(() => ({ total: 0, montoCentavos: 0 }));
  for (const r of recientes) {
    const month = porMes[MONTHS.indexOf(mexicoCityMonth(new Date(r.fechaCompletado).toISOString()))];
    if (!month) continue;
    month.total += 1;
    if (r.moneda === 'mxn') month.montoCentavos += Number(r.montoCentavos);
  }
  return {
    porEstado: porEstado.map((r) => ({ estado: r.estado as StatsTotals['porEstado'][number]['estado'], total: Number(r.total) })),
    completadosPorMoneda: porMoneda.map((r) => ({ moneda: String(r.moneda), montoCentavos: Number(r.monto ?? 0) })),
    porCampeonato: porCampeonato.map((r) => ({ campeonatoId: String(r.campeonatoId), total: Number(r.total), montoCentavos: Number(r.monto ?? 0) })),
    porMetodo: porMetodo.map((r) => ({ metodo: r.metodo as StatsTotals['porMetodo'][number]['metodo'], total: Number(r.total), montoCentavos: Number(r.monto ?? 0) })),
    porMes,
  };
}

/** Each list in one order, so two readings compare whatever order their database gave. */
function sorted(totals: StatsTotals): StatsTotals {
  const by = <T>(rows: T[]) => [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return {
    porEstado: by(totals.porEstado),
    completadosPorMoneda: by(totals.completadosPorMoneda),
    porCampeonato: by(totals.porCampeonato),
    porMetodo: by(totals.porMetodo),
    porMes: totals.porMes,
  };
}

/** A seeded generator: the same changes on every run and both databases. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

describeEachDatabase('The payment statistics kept as payments change', (kind) => {
  const t = useTestApi(kind);

  it('always equal the totals counted from every payment, through hundreds of random creations, changes, deletions and undone transactions', async function () {
    this.timeout(120_000);
    const admin = await createUser(t.context, { rol: 'admin' });
    const championships: string[] = [];
    for (const nombreCampeonato of ['Copa Uno', 'Copa Dos', 'Copa Tres']) championships.push((await createChampionship(t, admin.token, { nombreCampeonato })).id);
    const users: string[] = [admin.id];
    for (let i = 0; i < 3; i += 1) users.push((await createUser(t.context)).id);
    const repository = t.context.container.get(PAYMENTS_PRIVATE.Payments);
    const { next, pick } = random(20261213);
    const knex = t.context.knex;
    const ids: string[] = [];
    const day = () => new Date(Date.parse('2025-10-01T00:00:00.000Z') + Math.floor(next() * 200) * 86_400_000).toISOString();
    const changes = () => {
      const estado = pick(PAYMENT_STATES);
      return { estado, moneda: pick(CURRENCIES), metodo: pick(PAYMENT_METHODS), montoCentavos: 100 + Math.floor(next() * 500_000), campeonatoId: pick(championships), fechaCompletado: estado === 'completado' ? day() : null };
    };
    const change = async (db: Knex | Knex.Transaction) => {
      const roll = next();
      if (roll < 0.4 || ids.length === 0) {
        const id = `pago-${ids.length}-${Math.floor(next() * 1e9)}`;
        const at = day();
        await db('payments').insert({ id, userId: pick(users), pasarela: 'manual', esManual: true, createdAt: at, updatedAt: at, ...changes() });
        ids.push(id);
      } else if (roll < 0.85) {
        const { estado, montoCentavos, moneda, metodo, campeonatoId, fechaCompletado } = changes();
        const what = pick(['estado', 'monto', 'moneda', 'metodo', 'campeonato', 'todo', 'nada'] as const);
        const fields = {
          estado: { estado, fechaCompletado },
          monto: { montoCentavos },
          moneda: { moneda },
          metodo: { metodo },
          campeonato: { campeonatoId },
          todo: { estado, montoCentavos, moneda, metodo, campeonatoId, fechaCompletado },
          nada: { updatedAt: day() },
        }[what];
        await db('payments').where({ id: pick(ids) }).update(fields);
      } else {
        const id = pick(ids);
        await db('payments').where({ id }).delete();
        ids.splice(ids.indexOf(id), 1);
      }
    };

    for (let round = 0; round < 12; round += 1) {
      for (let i = 0; i < 25; i += 1) await change(knex);
      // A transaction undone leaves the totals as they were.
      const kept = [...ids];
      await knex
        .transaction(async (trx) => {
          for (let i = 0; i < 5; i += 1) await change(trx);
          throw new Error('deshecha');
        })
        .catch((err: Error) => expect(err.message).to.equal('deshecha'));
      ids.splice(0, ids.length, ...kept);
      expect(sorted(await repository.stats(MONTH_STARTS)), `round ${round}`).to.deep.equal(sorted(await fromScratch(knex)));
    }
    expect(Number((await knex('payments').count({ n: '*' }))[0]!.n)).to.be.greaterThan(40);
  });

  it('reads the totals without counting the payments, and the months counted by the database in one row', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const campeonatoId = (await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Meses' })).id;
    const at = (day: string) => new Date(`${day}T18:00:00.000Z`).toISOString();
    const payments = ['2025-11-03', '2025-11-20', '2026-02-14', '2026-04-30', '2026-04-30', '2026-05-02'].map((day, i) => ({ id: `pago-mes-${i}`, userId: admin.id, campeonatoId, pasarela: 'manual', esManual: true, estado: 'completado', metodo: 'spei', moneda: i === 1 ? 'usd' : 'mxn', montoCentavos: 10_000 * (i + 1), createdAt: at(day), updatedAt: at(day), fechaCompletado: at(day) }));
    await t.context.knex('payments').insert(payments);
    const sql: string[] = [];
    const rows: number[] = [];
    const record = (q: { sql: string }) => sql.push(q.sql.toLowerCase());
    const answered = (response: unknown, q: { sql: string }) => {
      if (/from ["`]payments["`]/i.test(q.sql)) rows.push(Array.isArray(response) ? response.length : ((response as { rows?: unknown[] }).rows?.length ?? 0));
    };
    t.context.knex.on('query', record).on('query-response', answered);
    let stats: StatsTotals;
    try {
      stats = await t.context.container.get(PAYMENTS_PRIVATE.Payments).stats(MONTH_STARTS);
    } finally {
      t.context.knex.off('query', record).off('query-response', answered);
    }
    // Only the months shown read payments themselves (a bounded window of completion days), into one row.
    expect(sql.filter((q) => /from ["`]payments["`]/.test(q) && !/["`]fechacompletado["`] >=/.test(q))).to.deep.equal([]);
    expect(rows).to.deep.equal([1]);
    // November: two (one in dollars, not in the amount); February: one; April (the last month runs on): three.
    expect(stats.porMes).to.deep.equal([
      { total: 2, montoCentavos: 10_000 },
      { total: 0, montoCentavos: 0 },
      { total: 0, montoCentavos: 0 },
      { total: 1, montoCentavos: 30_000 },
      { total: 0, montoCentavos: 0 },
      { total: 3, montoCentavos: 40_000 + 50_000 + 60_000 },
    ]);
  });
});
