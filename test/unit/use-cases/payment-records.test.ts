import { expect } from 'chai';
import { PaymentStats } from '../../../src/modules/payments/application/payment-stats.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { aChampionship, MemoryChampionships } from '../../support/in-memory/championships.js';
import { PaymentRecordReader } from '../../../src/modules/payments/application/payment-records.js';
import { aCheckout, MemoryChampionshipLabels, MemoryPayers, MemoryPayments, memoryPaymentRecords } from '../../support/in-memory/payments.js';

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
    const stats = await reader.stats(['2026-04'], 10);
    expect(stats.porCampeonato.map((c) => [c.nombreCampeonato, c.total])).to.deep.equal([
      ['Copa Bajío', 1],
      ['Liga Alfa', 1],
    ]);
    expect((await reader.stats(['2026-04'], 1)).porCampeonato.map((c) => c.campeonatoId)).to.deep.equal(['copa']);
  });

  it('reads only the championships that reach the tenth count, ties with it included, and names the same ten as reading every one would', async () => {
    const championships = new MemoryChampionships();
    const payments = new MemoryPayments();
    // Counts 6, 5, 5, 4, 4, 4, 3, 3, 2, 2, 2, 2, 1, 1 under names out of order: the 9th to 12th tie at 2, and only the name says which two are in.
    const counts = [['m', 6], ['k', 5], ['c', 5], ['n', 4], ['a', 4], ['h', 4], ['g', 3], ['b', 3], ['l', 2], ['e', 2], ['j', 2], ['d', 2], ['f', 1], ['i', 1]] as const;
    let n = 0;
    for (const [id, count] of counts) {
      await championships.insert(aChampionship({ id, nombreCampeonato: `Copa ${id.toUpperCase()}` }));
      for (let i = 0; i < count; i += 1) {
        n += 1;
        await payments.insert(aCheckout({ id: `p${n}`, userId: 'ana', campeonatoId: id, createdAt: '2026-04-01T18:00:00.000Z', estado: 'completado', fechaCompletado: '2026-04-01T18:00:00.000Z', montoCentavos: 1000 * n, moneda: n % 4 === 0 ? 'usd' : 'mxn' }));
      }
      // A pending payment counts nowhere.
      await payments.insert(aCheckout({ id: `pend-${id}`, userId: 'beto', campeonatoId: id, createdAt: '2026-04-01T18:00:00.000Z' }));
    }
    const read: number[] = [];
    const leading = payments.leadingChampionships.bind(payments);
    payments.leadingChampionships = async (rank: number) => {
      const rows = await leading(rank);
      read.push(rows.length);
      return rows;
    };
    /** The answer as it was given when every championship was read, named, ordered and cut. */
    const everyOne = async (top: number) => {
      const all = await leading(1_000);
      const names = new Map((await new MemoryChampionshipLabels(championships).summaries(all.map((c) => c.campeonatoId))).map((c) => [c.id, c.nombreCampeonato]));
      return all
        .flatMap((c) => (names.has(c.campeonatoId) ? [{ ...c, nombreCampeonato: names.get(c.campeonatoId)! }] : []))
        .sort((a, b) => b.total - a.total || (a.nombreCampeonato < b.nombreCampeonato ? -1 : a.nombreCampeonato > b.nombreCampeonato ? 1 : 0))
        .slice(0, top);
    };
    const reader = memoryPaymentRecords(payments, championships, accounts);
    const top10 = (await reader.stats([], 10)).porCampeonato;
    expect(top10.map((c) => `${c.nombreCampeonato} ${c.total}`)).to.deep.equal(['Copa M 6', 'Copa C 5', 'Copa K 5', 'Copa A 4', 'Copa H 4', 'Copa N 4', 'Copa B 3', 'Copa G 3', 'Copa D 2', 'Copa E 2']);
    expect(top10).to.deep.equal(await everyOne(10));
    // One read: the twelve that reach the tenth count (2), not the fourteen.
    expect(read).to.deep.equal([12]);
    for (let top = 1; top <= 16; top += 1) expect((await reader.stats([], top)).porCampeonato, `top ${top}`).to.deep.equal(await everyOne(top));

    // Three of the leaders deleted (their payments stay): nine of the twelve are named, so the read goes further down.
    read.length = 0;
    for (const id of ['m', 'a', 'c']) await championships.delete(id);
    const withoutDeleted = (await reader.stats([], 10)).porCampeonato;
    expect(withoutDeleted.map((c) => c.campeonatoId)).to.deep.equal(['k', 'h', 'n', 'b', 'g', 'd', 'e', 'j', 'l', 'f']);
    expect(withoutDeleted).to.deep.equal(await everyOne(10));
    expect(read).to.deep.equal([12, 14]);
  });

  it('names ten of a hundred championships tied at the tenth count by asking for the first ten by name, not for every name', async () => {
    const championships = new MemoryChampionships();
    const payments = new MemoryPayments();
    // A hundred championships of 3 completed payments each, and two above them; names out of id order, one beyond U+FFFF.
    const names = Array.from({ length: 100 }, (_, i) => `Copa ${String((i * 37) % 100).padStart(2, '0')}`);
    for (let k = 0; k < 7; k += 1) names[10 + k] = `A ${k}`;
    names[5] = 'A 𝔸 astral';
    names[6] = 'A ｆ ancha';
    let n = 0;
    const pay = async (campeonatoId: string, count: number) => {
      for (let i = 0; i < count; i += 1) {
        n += 1;
        await payments.insert(aCheckout({ id: `p${n}`, userId: 'ana', campeonatoId, createdAt: '2026-04-01T18:00:00.000Z', estado: 'completado', fechaCompletado: '2026-04-01T18:00:00.000Z' }));
      }
    };
    for (const [i, nombre] of names.entries()) {
      await championships.insert(aChampionship({ id: `c${i}`, nombreCampeonato: nombre }));
      await pay(`c${i}`, 3);
    }
    await championships.insert(aChampionship({ id: 'lider', nombreCampeonato: 'Zona Líder' }));
    await pay('lider', 5);
    await championships.insert(aChampionship({ id: 'segundo', nombreCampeonato: 'Alfa Segundo' }));
    await pay('segundo', 4);
    const labels = new MemoryChampionshipLabels(championships);
    const summaries: number[] = [];
    const summariesOf = labels.summaries.bind(labels);
    labels.summaries = async (ids) => {
      summaries.push(ids.length);
      return summariesOf(ids);
    };
    const reader = new PaymentRecordReader({ payments, payers: new MemoryPayers(accounts), payerSearch: new MemoryPayers(accounts), championships: labels });
    const top10 = (await reader.stats([], 10)).porCampeonato;
    // Code point order, as both databases compare: 'ｆ' (U+FF46) before '𝔸' (U+1D538), which UTF-16's '<' would put first.
    const tiedByName = [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))).slice(0, 8);
    expect(tiedByName.slice(7)).to.deep.equal(['A ｆ ancha']);
    expect(top10.map((c) => c.nombreCampeonato)).to.deep.equal(['Zona Líder', 'Alfa Segundo', ...tiedByName]);
    expect(top10.map((c) => c.total)).to.deep.equal([5, 4, 3, 3, 3, 3, 3, 3, 3, 3]);
    // The two above the tie named by id; the hundred tied asked once for their first eight by name.
    expect(summaries).to.deep.equal([2]);
    expect(labels.namedByFirst).to.deep.equal([100]);
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

  it('says when time alone next changes them: midnight of the next month in Mexico City, December into January too', async () => {
    const championships = new MemoryChampionships();
    const payments = new MemoryPayments();
    const admin = { id: 'admin', rol: 'admin', suspendido: false } as const;
    const at = async (now: string) => (await new PaymentStats({ payments, records: memoryPaymentRecords(payments, championships, accounts), clock: new ManualClock(new Date(now)) }).read(admin)).changesAt.toISOString();
    // 30 June 23:30 UTC is 17:30 in Mexico City (UTC−6): July begins there at 06:00 UTC.
    expect(await at('2026-06-30T23:30:00.000Z')).to.equal('2026-07-01T06:00:00.000Z');
    // 1 January 03:00 UTC is still 31 December there: the next month is January.
    expect(await at('2027-01-01T03:00:00.000Z')).to.equal('2027-01-01T06:00:00.000Z');
    expect(await at('2027-01-01T06:00:00.000Z')).to.equal('2027-02-01T06:00:00.000Z');
    const { answer } = await new PaymentStats({ payments, records: memoryPaymentRecords(payments, championships, accounts), clock: new ManualClock(new Date('2026-06-30T23:30:00.000Z')) }).read(admin);
    expect(answer.pagosPorMes.map((m) => m.mes)).to.deep.equal(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
  });
});
