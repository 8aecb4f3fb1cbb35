import { expect } from 'chai';
import type { Knex } from 'knex';
import type { AppContext } from '../../../src/container.js';
import { lastMexicoCityMonths, mexicoCityMonth, mexicoCityMonthStart } from '../../../src/contracts/formats.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { CURRENCIES, PAYMENT_METHODS, PAYMENT_STATES } from '../../../src/contracts/payments.messages.js';
import type { ChampionshipTotal, StatsTotals } from '../../../src/modules/payments/application/ports/payment.repository.port.js';
import { PAYMENTS_PRIVATE } from '../../../src/modules/payments/payments.private-tokens.js';
import { describeEachDatabase } from '../../support/databases.js';
import { confirmIdentity, createUser } from '../../support/http.js';
import { bearer, createChampionship, NOW, useTestApi } from './payment-fixtures.js';

/** The months the statistics show here (Mexico City's). */
const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'];
const MONTH_STARTS = MONTHS.map(mexicoCityMonthStart);

type Totals = StatsTotals & { porCampeonato: ChampionshipTotal[] };

/** The kept totals as the repository reads them, every championship's included. */
async function keptTotals(context: AppContext): Promise<Totals> {
  const repository = context.container.get(PAYMENTS_PRIVATE.Payments);
  return { ...(await repository.stats(MONTHS)), porCampeonato: await repository.leadingChampionships(1_000) };
}

/** Every month's completed payments ('yyyy-MM' → how many, cents per currency) counted from the payments, each put in its Mexico City month here. */
async function monthsCounted(knex: Knex): Promise<Record<string, { total: number; mxn: number; usd: number }>> {
  const months: Record<string, { total: number; mxn: number; usd: number }> = {};
  for (const r of await knex('payments').where({ estado: 'completado' }).whereNotNull('fechaCompletado').select('fechaCompletado', 'montoCentavos', 'moneda')) {
    const month = (months[mexicoCityMonth(r.fechaCompletado)] ??= { total: 0, mxn: 0, usd: 0 });
    month.total += 1;
    month[r.moneda as 'mxn' | 'usd'] += Number(r.montoCentavos);
  }
  return months;
}

/** The kept month rows in the same shape (the rows a change brought to 0 stay, read as absent). */
async function monthsKept(knex: Knex): Promise<Record<string, { total: number; mxn: number; usd: number }>> {
  const months: Record<string, { total: number; mxn: number; usd: number }> = {};
  for (const r of await knex('payment_month_totals').select('mes', 'moneda', 'total', 'montoCentavos')) {
    if (Number(r.total) === 0) {
      expect(Number(r.montoCentavos), `${r.mes} ${r.moneda}`).to.equal(0);
      continue;
    }
    const month = (months[r.mes] ??= { total: 0, mxn: 0, usd: 0 });
    month.total += Number(r.total);
    month[r.moneda as 'mxn' | 'usd'] += Number(r.montoCentavos);
  }
  return months;
}

/** The statistics' totals counted from every payment, as they were read before they were kept (each completed payment of the months read and put in its month here, the last month running on). */
async function fromScratch(knex: Knex): Promise<Totals> {
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
    const month = porMes[MONTHS.findLastIndex((m) => m <= mexicoCityMonth(new Date(r.fechaCompletado).toISOString()))];
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
function sorted(totals: Totals): Totals {
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
      expect(sorted(await keptTotals(t.context)), `round ${round}`).to.deep.equal(sorted(await fromScratch(knex)));
      expect(await monthsKept(knex), `round ${round}`).to.deep.equal(await monthsCounted(knex));
      // The leaders from the kept counts' index: those reaching the second count, every one tied with it.
      const every = (await fromScratch(knex)).porCampeonato;
      const second = every.map((c) => c.total).sort((a, b) => b - a)[1] ?? 1;
      const byId = (rows: ChampionshipTotal[]) => [...rows].sort((a, b) => (a.campeonatoId < b.campeonatoId ? -1 : 1));
      const leading = await t.context.container.get(PAYMENTS_PRIVATE.Payments).leadingChampionships(2);
      expect(byId(leading), `round ${round}`).to.deep.equal(byId(every.filter((c) => c.total >= second)));
    }
    expect(Number((await knex('payments').count({ n: '*' }))[0]!.n)).to.be.greaterThan(40);
  });

  it('reads the kept rows without reading a payment: the months asked from the first on, the last running on', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const campeonatoId = (await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Meses' })).id;
    const at = (day: string) => new Date(`${day}T18:00:00.000Z`).toISOString();
    const days = ['2025-10-31', '2025-11-03', '2025-11-20', '2026-02-14', '2026-04-30', '2026-04-30', '2026-05-02'];
    const payments = days.map((day, i) => ({ id: `pago-mes-${i}`, userId: admin.id, campeonatoId, pasarela: 'manual', esManual: true, estado: 'completado', metodo: 'spei', moneda: i === 2 ? 'usd' : 'mxn', montoCentavos: 10_000 * (i + 1), createdAt: at(day), updatedAt: at(day), fechaCompletado: at(day) }));
    await t.context.knex('payments').insert(payments);
    const sql: string[] = [];
    const record = (q: { sql: string }) => sql.push(q.sql.toLowerCase());
    t.context.knex.on('query', record);
    let stats: Totals;
    try {
      stats = await keptTotals(t.context);
    } finally {
      t.context.knex.off('query', record);
    }
    expect(sql.filter((q) => /from ["`]payments["`]/.test(q))).to.deep.equal([]);
    // October is before the months asked; November: two (one in dollars, not in the amount); February: one; April (the last month runs on): three.
    expect(stats.porMes).to.deep.equal([
      { total: 2, montoCentavos: 20_000 },
      { total: 0, montoCentavos: 0 },
      { total: 0, montoCentavos: 0 },
      { total: 1, montoCentavos: 40_000 },
      { total: 0, montoCentavos: 0 },
      { total: 3, montoCentavos: 50_000 + 60_000 + 70_000 },
    ]);
    expect(stats.porCampeonato).to.deep.equal([{ campeonatoId, total: 7, montoCentavos: 280_000 - 30_000 }]);
  });

  it('are filled in by their migrations from the payments already there, then kept', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const championships = [(await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Antes' })).id, (await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Después' })).id];
    const knex = t.context.knex;
    // The watch on the totals (20261231000500) first: its triggers go with the tables, and come back with it.
    for (const name of ['20261231000500_watch_payment_totals.ts', '20261226000400_drop_payment_totals.ts', '20261226000300_create_payment_championship_totals.ts', '20261226000200_create_payment_state_totals.ts', '20261226000100_create_payment_month_totals.ts']) await knex.migrate.down({ name });
    // Summer time's first hour of May 2019, standard time's of March 2026, a refund, a pending and a failed payment, dollars.
    const instants = ['2019-05-01T05:30:00.000Z', '2019-04-01T05:30:00.000Z', '2026-03-01T05:30:00.000Z', '2026-03-01T06:00:00.000Z', '2026-04-15T18:00:00.000Z', '2026-04-30T23:59:59.999Z'];
    const states = ['completado', 'completado', 'completado', 'reembolsado', 'completado', 'pendiente', 'fallido'] as const;
    const rows = instants.flatMap((at, i) =>
      states.map((estado, j) => ({ id: `previo-${i}-${j}`, userId: admin.id, campeonatoId: championships[(i + j) % 2], pasarela: 'manual', esManual: true, estado, metodo: PAYMENT_METHODS[j % PAYMENT_METHODS.length], moneda: j === 2 ? 'usd' : 'mxn', montoCentavos: 1_000 * (i + 1) + j, createdAt: at, updatedAt: at, fechaCompletado: estado === 'completado' || estado === 'reembolsado' ? at : null })),
    );
    await knex('payments').insert(rows);
    await knex.migrate.latest();
    expect(sorted(await keptTotals(t.context))).to.deep.equal(sorted(await fromScratch(knex)));
    expect(await monthsKept(knex)).to.deep.equal(await monthsCounted(knex));
    expect(Object.keys(await monthsKept(knex))).to.have.members(['2019-03', '2019-05', '2026-02', '2026-03', '2026-04']);
    await knex('payments').where('id', 'like', 'previo-0-%').update({ estado: 'reembolsado' });
    expect(sorted(await keptTotals(t.context))).to.deep.equal(sorted(await fromScratch(knex)));
    expect(await monthsKept(knex)).to.deep.equal(await monthsCounted(knex));
  });

  it('puts a payment completed at a month’s first instant, or just before it, in its Mexico City month, summer time (1996 to 2022) included', async function () {
    this.timeout(60_000);
    const admin = await createUser(t.context, { rol: 'admin' });
    const campeonatoId = (await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Fronteras' })).id;
    const knex = t.context.knex;
    const instants: string[] = [];
    for (let year = 1996; year <= 2030; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const start = mexicoCityMonthStart(`${year}-${String(month).padStart(2, '0')}`).getTime();
        // The first instant, the last one before it, and 05:30 UTC on the 1st (the first hour of a summer-time month).
        instants.push(new Date(start).toISOString(), new Date(start - 1).toISOString(), `${year}-${String(month).padStart(2, '0')}-01T05:30:00.000Z`);
      }
    }
    const rows = instants.map((instant, i) => ({ id: `pago-borde-${i}`, userId: admin.id, campeonatoId, pasarela: 'manual', esManual: true, estado: 'completado', metodo: 'spei', moneda: i % 5 === 0 ? 'usd' : 'mxn', montoCentavos: 100 + i, createdAt: instant, updatedAt: instant, fechaCompletado: instant }));
    await knex.batchInsert('payments', rows, 100);
    const counted = await monthsCounted(knex);
    // Mexico City's summer time moved May's start to 05:00 UTC: 05:30 UTC on 1 May 2019 is May there, on 1 May 2023 still April.
    expect([counted['2019-05']?.total, counted['2023-04']?.total, counted['2001-05']?.total, counted['2001-06']?.total]).to.deep.equal([3, 3, 2, 3]);
    expect(await monthsKept(knex)).to.deep.equal(counted);
    // Each moved a day on in its own month, then out of the completed state: every month back to nothing.
    await knex('payments').update({ fechaCompletado: knex.raw('"createdAt"') });
    await knex('payments').whereIn('id', rows.filter((_, i) => i % 2 === 0).map((r) => r.id)).update({ estado: 'reembolsado' });
    expect(await monthsKept(knex)).to.deep.equal(await monthsCounted(knex));
    await knex('payments').update({ estado: 'fallido' });
    expect(await monthsKept(knex)).to.deep.equal({});
  });
});

describeEachDatabase('The payment statistics’ months kept through the admin’s changes', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  it('count each completed payment in its Mexico City month through completions, refunds, failures and deletions, as a recount does', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const c = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Cambios' });
    const manual = async (instant: string, body: Record<string, unknown>) => {
      clock.set(instant);
      const driver = await createUser(t.context);
      const res = await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1000, ...body });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      return res.body.pago._id as string;
    };
    const setState = async (instant: string, id: string, estado: string) => {
      clock.set(instant);
      // A refund asks the admin to confirm who they are, at that instant.
      if (estado === 'reembolsado') await confirmIdentity(t.api, admin);
      const res = await t.api.request.put(`/api/payments/admin/${id}/estado`).set(bearer(admin.token)).send({ estado });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
    };
    const chart = async () => {
      clock.set('2026-04-15T18:00:00.000Z');
      const res = await t.api.request.get('/api/payments/admin/estadisticas').set(bearer(admin.token));
      expect(res.status).to.equal(200);
      return res.body.pagosPorMes.map((m: { mes: string; total: number; montoTotal: number }) => `${m.mes} ${m.total} ${m.montoTotal}`);
    };
    expect(lastMexicoCityMonths('2026-04-15T18:00:00.000Z', 6)).to.deep.equal(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04']);

    // 05:30 UTC on 1 March is still 28 February in Mexico City; 06:00 is March.
    await manual('2026-03-01T05:30:00.000Z', {});
    await manual('2026-03-01T06:00:00.000Z', { monto: 2000 });
    await manual('2026-03-02T12:00:00.000Z', { moneda: 'usd', monto: 50 });
    // Recorded pending in January, completed on 1 April before 06:00 UTC: March.
    const late = await manual('2026-01-20T12:00:00.000Z', { estado: 'pendiente', monto: 400 });
    await setState('2026-04-01T05:59:59.999Z', late, 'completado');
    // Completed in December, refunded in April: it leaves December.
    const refunded = await manual('2025-12-10T12:00:00.000Z', { monto: 700 });
    await setState('2026-04-02T12:00:00.000Z', refunded, 'reembolsado');
    // Pending, then failed: never counted.
    const failed = await manual('2026-02-10T12:00:00.000Z', { estado: 'pendiente' });
    await setState('2026-02-11T12:00:00.000Z', failed, 'fallido');
    // Completed in November, refunded, completed again: back in November (it keeps its completion day).
    const back = await manual('2025-11-30T12:00:00.000Z', { monto: 300 });
    await setState('2026-01-05T12:00:00.000Z', back, 'reembolsado');
    await setState('2026-01-06T12:00:00.000Z', back, 'completado');
    // Completed in January, refunded (a completed payment cannot be deleted), then deleted.
    const gone = await manual('2026-01-15T12:00:00.000Z', { estado: 'pendiente', monto: 900 });
    await setState('2026-01-15T13:00:00.000Z', gone, 'completado');
    await setState('2026-01-16T13:00:00.000Z', gone, 'reembolsado');
    clock.set('2026-04-10T12:00:00.000Z');
    expect((await t.api.request.delete(`/api/payments/admin/${gone}`).set(bearer(admin.token))).status).to.be.oneOf([200, 204]);

    expect(await monthsKept(t.context.knex)).to.deep.equal(await monthsCounted(t.context.knex));
    expect(await chart()).to.deep.equal(['2025-11 1 300', '2025-12 0 0', '2026-01 0 0', '2026-02 1 1000', '2026-03 3 2400', '2026-04 0 0']);
  });
});
