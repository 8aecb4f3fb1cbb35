import { expect } from 'chai';
import { KnexInvoiceRequestRepository } from '../../../src/modules/invoicing/adapters/persistence/invoice-request.repository.knex.js';
import type { InvoiceRequest } from '../../../src/modules/invoicing/domain/invoice-request.entity.js';
import { KnexPaymentFacts } from '../../../src/modules/payments/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { bearer, createChampionship, NOW } from '../payments/payment-fixtures.js';

const request = (over: Partial<InvoiceRequest>): InvoiceRequest => ({
  id: 'r1',
  pagoId: 'p1',
  userId: 'u1',
  estado: 'pendiente',
  rfc: 'GODE561231GR8',
  razonSocial: 'SOFÍA LUNA',
  regimenFiscal: '612',
  usoCfdi: 'G03',
  codigoPostal: '06600',
  email: 'facturas@sofia.mx',
  solicitadaEn: '2026-03-01T12:00:00.000Z',
  emitidaEn: null,
  emitidaPor: null,
  pdfKey: null,
  xmlKey: null,
  ...over,
});

describeEachDatabase('Invoice requests and payments’ facts in the database', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  it('keeps one request per payment: a second insert answers false and leaves the transaction usable', async () => {
    const repo = new KnexInvoiceRequestRepository(t.context.knex);
    await t.context.knex.transaction(async (trx) => {
      expect(await repo.insert(request({}), trx)).to.equal(true);
      expect(await repo.insert(request({ id: 'r2' }), trx)).to.equal(false);
      expect(await repo.findByPayment('p1', trx)).to.deep.include({ id: 'r1', estado: 'pendiente', pdfKey: null });
    });
    expect(await repo.insert(request({ id: 'r3' }))).to.equal(false);
    expect((await t.context.knex('invoice_requests').select('id')).map((r: { id: string }) => r.id)).to.deep.equal(['r1']);
  });

  it('orders the queue pending first and oldest first, counts the pending and issues a request once', async () => {
    const repo = new KnexInvoiceRequestRepository(t.context.knex);
    await repo.insert(request({ id: 'a', pagoId: 'p1', solicitadaEn: '2026-03-03T00:00:00.000Z' }));
    await repo.insert(request({ id: 'b', pagoId: 'p2', solicitadaEn: '2026-03-01T00:00:00.000Z' }));
    await repo.insert(request({ id: 'c', pagoId: 'p3', solicitadaEn: '2026-03-02T00:00:00.000Z' }));
    const issued = { emitidaEn: NOW, emitidaPor: 'admin', pdfKey: '/private/facturas/1.pdf', xmlKey: '/private/facturas/2.xml' };
    expect(await repo.markIssued('b', issued)).to.equal(true);
    expect(await repo.markIssued('b', { ...issued, pdfKey: '/private/facturas/otra.pdf' })).to.equal(false);
    expect((await repo.queue({}, null)).rows.map((r) => r.id)).to.deep.equal(['c', 'a', 'b']);
    expect(await repo.queue({ estado: 'pendiente' }, { offset: 1, limit: 1 })).to.deep.include({ total: 2 });
    expect((await repo.queue({ estado: 'pendiente' }, { offset: 1, limit: 1 })).rows.map((r) => r.id)).to.deep.equal(['a']);
    expect(await repo.countPending()).to.equal(2);
    expect(await repo.findById('b')).to.deep.include({ estado: 'emitida', pdfKey: '/private/facturas/1.pdf' });
    expect((await repo.forPayments(['p1', 'p3', 'nada'])).map((r) => r.id).sort()).to.deep.equal(['a', 'c']);
  });

  it('answers payments’ facts by id and a driver’s completed payments, newest first', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token);
    const pay = async (estado: string) =>
      (await t.api.request.post('/api/payments/admin/manual').set(bearer(admin.token)).send({ usuarioId: driver.id, campeonatoId: c.id, monto: 1500.5, estado })).body.pago.id as string;
    const first = await pay('completado');
    clock.advance(60_000);
    const second = await pay('completado');
    const pending = await pay('pendiente');
    const facts = new KnexPaymentFacts(t.context.knex);
    expect((await facts.completedOf(driver.id)).map((f) => f.id)).to.deep.equal([second, first]);
    const [fact] = await facts.byIds([first, 'nada']);
    expect(fact).to.deep.equal({ id: first, userId: driver.id, campeonatoId: c.id, montoCentavos: 150_050, moneda: 'mxn', estado: 'completado', fechaPago: NOW });
    expect((await facts.byIds([pending]))[0]).to.deep.include({ estado: 'pendiente', fechaPago: null });
    expect(await facts.byIds([])).to.deep.equal([]);
  });
});
