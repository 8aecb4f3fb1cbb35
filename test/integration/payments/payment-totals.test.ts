import { expect } from 'chai';
import type { Knex } from 'knex';
import { CURRENCIES, PAYMENT_METHODS, PAYMENT_STATES } from '../../../src/contracts/payments.messages.js';
import type { StatsTotals } from '../../../src/modules/payments/application/ports/payment.repository.port.js';
import { PAYMENTS_PRIVATE } from '../../../src/modules/payments/payments.private-tokens.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { createChampionship, useTestApi } from './payment-fixtures.js';

/** The statistics' totals counted from every payment, as they were read before they were kept. */
async function fromScratch(knex: Knex, since: Date): Promise<StatsTotals> {
  const porEstado: Array<Record<string, unknown>> = await knex('payments').select('estado').count({ total: '*' }).groupBy('estado');
  const porMoneda: Array<Record<string, unknown>> = await knex('payments').where({ estado: 'completado' }).select('moneda').sum({ monto: 'montoCentavos' }).groupBy('moneda');
  const porCampeonato: Array<Record<string, unknown>> = await knex('payments')
    .where('estado', 'completado')
    .select('campeonatoId')
    .count({ total: '*' })
    .select(knex.raw("sum(case when moneda = 'mxn' then \"montoCentavos\" else 0 end) as monto"))
    .groupBy('campeonatoId');
  const porMetodo: Array<Record<string, unknown>> = await knex('payments').where({ estado: 'completado', moneda: 'mxn' }).select('metodo').count({ total: '*' }).sum({ monto: 'montoCentavos' }).groupBy('metodo');
  const recientes = await knex('payments').where({ estado: 'completado' }).where('fechaCompletado', '>=', since.toISOString()).select('fechaCompletado', 'montoCentavos', 'moneda');
  return {
    porEstado: porEstado.map((r) => ({ estado: r.estado as StatsTotals['porEstado'][number]['estado'], total: Number(r.total) })),
    completadosPorMoneda: porMoneda.map((r) => ({ moneda: String(r.moneda), montoCentavos: Number(r.monto ?? 0) })),
    porCampeonato: porCampeonato.map((r) => ({ campeonatoId: String(r.campeonatoId), total: Number(r.total), montoCentavos: Number(r.monto ?? 0) })),
    porMetodo: porMetodo.map((r) => ({ metodo: r.metodo as StatsTotals['porMetodo'][number]['metodo'], total: Number(r.total), montoCentavos: Number(r.monto ?? 0) })),
    completadosDesde: recientes.map((r) => ({ fechaCompletado: new Date(r.fechaCompletado).toISOString(), montoCentavos: Number(r.montoCentavos), moneda: String(r.moneda) })),
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
    completadosDesde: by(totals.completadosDesde),
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
    const since = new Date('2026-01-01T00:00:00.000Z');
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
      expect(sorted(await repository.stats(since)), `round ${round}`).to.deep.equal(sorted(await fromScratch(knex, since)));
    }
    expect(Number((await knex('payments').count({ n: '*' }))[0]!.n)).to.be.greaterThan(40);
  });

  it('reads the totals without counting the payments', async () => {
    const sql: string[] = [];
    const record = (q: { sql: string }) => sql.push(q.sql.toLowerCase());
    t.context.knex.on('query', record);
    try {
      await t.context.container.get(PAYMENTS_PRIVATE.Payments).stats(new Date('2026-01-01T00:00:00.000Z'));
    } finally {
      t.context.knex.off('query', record);
    }
    // Only the months shown read payments themselves (a bounded window of completion days).
    expect(sql.filter((q) => /from ["`]payments["`]/.test(q) && !/["`]fechacompletado["`] >=/.test(q))).to.deep.equal([]);
  });
});
