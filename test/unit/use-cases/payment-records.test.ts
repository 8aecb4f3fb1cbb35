import { expect } from 'chai';
import { PaymentStats } from '../../../src/modules/payments/application/payment-stats.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aChampionship, MemoryChampionships } from '../../support/in-memory/championships.js';
import { aCheckout, MemoryPayments, memoryPaymentRecords } from '../../support/in-memory/payments.js';

const accounts = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
  { id: 'admin', nombre: 'Carla', apellido: 'Admin', email: 'carla@ejemplo.test' },
];

/** Payments' read side over stores in memory: payments from this module, names from identity's and championships' ports. */
async function records() {
  const championships = new MemoryChampionships();
  const payments = new MemoryPayments();
  await championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Bajío', categoria: 'GT3', precioCentavos: 50_000 }));
  await championships.insert(aChampionship({ id: 'liga', nombreCampeonato: 'Liga Alfa' }));
  const at = (minute: number) => `2026-04-01T18:${String(minute).padStart(2, '0')}:00.000Z`;
  await payments.insert(aCheckout({ id: 'p1', userId: 'ana', campeonatoId: 'copa', createdAt: at(1) }));
  await payments.insert(aCheckout({ id: 'p2', userId: 'beto', campeonatoId: 'liga', createdAt: at(2), estado: 'completado', fechaCompletado: at(2), creadoPor: 'admin', esManual: true }));
  await payments.insert(aCheckout({ id: 'p3', userId: 'beto', campeonatoId: 'copa', createdAt: at(3), estado: 'completado', fechaCompletado: at(3) }));
  await payments.insert(aCheckout({ id: 'p4', userId: 'ana', campeonatoId: 'borrado', createdAt: at(4), estado: 'completado', fechaCompletado: at(4) }));
  return { reader: memoryPaymentRecords(payments, championships, accounts) };
}

describe('Payment records named through identity’s and championships’ ports, in memory', () => {
  it('names the payer, the championship and the admin who recorded a payment; null for what no longer exists', async () => {
    const { reader } = await records();
    expect(await reader.find('p2')).to.deep.include({
      usuario: { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
      campeonato: { id: 'liga', nombreCampeonato: 'Liga Alfa', categoria: 'GT3', precioCentavos: 50_000 },
      creador: { id: 'admin', nombre: 'Carla Admin', email: 'carla@ejemplo.test' },
    });
    expect(await reader.find('p4')).to.deep.include({ campeonato: null, creador: null });
    expect(await reader.find('nada')).to.equal(null);
  });

  it('finds a payer by id or by words of their name or address, accents and case aside, newest first', async () => {
    const { reader } = await records();
    const ids = async (usuario: string) => (await reader.search({ usuario }, null)).rows.map((r) => r.id);
    expect(await ids('NUNEZ')).to.deep.equal(['p3', 'p2']);
    expect(await ids('ana@')).to.deep.equal(['p4', 'p1']);
    expect(await ids('beto')).to.deep.equal(['p3', 'p2']);
    expect(await ids('nadie')).to.deep.equal([]);
    const page = await reader.search({ estado: 'completado' }, { offset: 1, limit: 1 });
    expect([page.rows.map((r) => [r.id, r.usuario?.nombre]), page.total]).to.deep.equal([[['p3', 'Beto']], 3]);
  });

  it('names the championships of most completed payments, then by name, leaving out one that was deleted', async () => {
    const { reader } = await records();
    const stats = await reader.stats([new Date('2026-04-01T00:00:00.000Z')], 10);
    expect(stats.porCampeonato.map((c) => [c.nombreCampeonato, c.total])).to.deep.equal([
      ['Copa Bajío', 1],
      ['Liga Alfa', 1],
    ]);
    expect((await reader.stats([new Date('2026-04-01T00:00:00.000Z')], 1)).porCampeonato.map((c) => c.campeonatoId)).to.deep.equal(['copa']);
  });
});

describe('The payment statistics’ months, in memory', () => {
  it('puts each completed payment in its Mexico City month of the last six, empty months as 0, the amount in pesos only', async () => {
    const championships = new MemoryChampionships();
    const payments = new MemoryPayments();
    await championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Bajío' }));
    const completed = (id: string, at: string, moneda: 'mxn' | 'usd' = 'mxn') => payments.insert(aCheckout({ id, userId: 'ana', campeonatoId: 'copa', createdAt: at, estado: 'completado', fechaCompletado: at, montoCentavos: 10_000, moneda }));
    // 1 March 2026 at 03:00 UTC is still 28 February in Mexico City (UTC−6).
    await completed('feb', '2026-03-01T03:00:00.000Z');
    await completed('mar', '2026-03-01T06:00:00.000Z');
    await completed('mar-usd', '2026-03-15T18:00:00.000Z', 'usd');
    await completed('jun', '2026-06-30T23:00:00.000Z');
    // Before the six months shown: left out.
    await completed('old', '2025-12-31T18:00:00.000Z');
    await payments.insert(aCheckout({ id: 'pending', userId: 'ana', campeonatoId: 'copa', createdAt: '2026-05-05T18:00:00.000Z' }));
    const clock = new ManualClock(new Date('2026-06-30T23:30:00.000Z'));
    const stats = await new PaymentStats({ payments, records: memoryPaymentRecords(payments, championships, accounts), clock }).execute({ id: 'admin', rol: 'admin', suspendido: false });
    expect(stats.pagosPorMes).to.deep.equal([
      { mes: '2026-01', total: 0, montoTotal: 0 },
      { mes: '2026-02', total: 1, montoTotal: 100 },
      { mes: '2026-03', total: 2, montoTotal: 100 },
      { mes: '2026-04', total: 0, montoTotal: 0 },
      { mes: '2026-05', total: 0, montoTotal: 0 },
      { mes: '2026-06', total: 1, montoTotal: 100 },
    ]);
  });
});
