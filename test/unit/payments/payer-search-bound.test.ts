import { expect } from 'chai';
import { PAYER_MATCHES } from '../../../src/contracts/payments.messages.js';
import { ListPayments } from '../../../src/modules/payments/application/list-payments.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import { aChampionship, MemoryChampionships } from '../../support/in-memory/championships.js';
import { aCheckout, memoryPaymentRecords, MemoryPayments } from '../../support/in-memory/payments.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };

describe("The payments list's payer text, bounded by the accounts it names (ListPayments)", () => {
  /** `garcias` accounts named García, each with one payment, and one Ruiz. */
  async function league(garcias: number) {
    const championships = new MemoryChampionships();
    await championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Volcán' }));
    const accounts = [
      ...Array.from({ length: garcias }, (_, i) => ({ id: `g-${String(i).padStart(3, '0')}`, nombre: `Piloto ${i}`, apellido: 'García', email: `g${i}@ejemplo.test` })),
      { id: 'ruiz', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' },
    ];
    const payments = new MemoryPayments();
    for (const [i, a] of accounts.entries()) await payments.insert(aCheckout({ id: `pago-${String(i).padStart(3, '0')}`, userId: a.id, campeonatoId: 'copa', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }));
    return new ListPayments({ payments, records: memoryPaymentRecords(payments, championships, accounts) });
  }

  it(`keeps the payments of up to ${PAYER_MATCHES} matching accounts`, async () => {
    const list = await league(PAYER_MATCHES);
    const answer = await list.execute(admin, { usuario: 'GARCIA', limit: '50' });
    expect(answer.paginacion.total).to.equal(PAYER_MATCHES);
    expect(answer.pagos.every((p) => p.usuario?.apellido === 'García')).to.equal(true);
    expect((await list.execute(admin, { usuario: 'ruiz' })).pagos.map((p) => p.usuario?._id)).to.deep.equal(['ruiz']);
  });

  it('refuses a text more accounts hold, in Spanish under the field, instead of reading them all', async () => {
    const list = await league(PAYER_MATCHES + 1);
    const err = await list.execute(admin, { usuario: 'garcía' }).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(DomainError);
    expect(statusOf(err as DomainError)).to.equal(400);
    expect((err as Error).message).to.equal('Más de 500 cuentas coinciden: escribe más del nombre, apellido o correo.');
    expect((err as DomainError).errors).to.deep.equal({ usuario: 'Más de 500 cuentas coinciden: escribe más del nombre, apellido o correo.' });
    // A narrower text, or a payer's id, is answered.
    expect((await list.execute(admin, { usuario: 'piloto 500 ' })).pagos.map((p) => p.usuario?._id)).to.deep.equal(['g-500']);
    expect((await list.execute(admin, { usuario: 'g-007' })).pagos.map((p) => p.usuario?._id)).to.deep.equal(['g-007']);
  });
});
