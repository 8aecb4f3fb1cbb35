import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { INVOICE_MSG } from '../../../src/contracts/invoicing.contract.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';
import { NOW } from '../payments/payment-fixtures.js';
import { invoiceRows, paidDriver, PDF, TAX_DATA, XML } from './invoice-fixtures.js';

const binary = (res: { on: (e: string, f: (c: Buffer) => void) => void }, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describeEachDatabase('Invoices over HTTP', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });
  beforeEach(() => clock.set(NOW));

  it('takes the payer’s request once, shows it in his payments, and refuses other drivers, bad fields and a second request', async () => {
    const { driver, other, pagoId } = await paidDriver(t);
    const mine = await t.api.request.get('/api/facturas/mis-pagos').set(bearer(driver.token));
    expect(mine.status).to.equal(200);
    expect(mine.body.pagos.map((p: { pago: { id: string }; puedeSolicitar: boolean }) => [p.pago.id, p.puedeSolicitar])).to.deep.equal([[pagoId, true]]);

    const invalid = await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA, rfc: 'XAXX010101000', regimenFiscal: '605' });
    expect(invalid.status).to.equal(400);
    expect(invalid.body.errors).to.deep.equal({ rfc: INVOICE_MSG.rfcGeneric, usoCfdi: INVOICE_MSG.useNotForRegime('G03', '605') });
    const foreign = await t.api.request.post('/api/facturas').set(bearer(other.token)).send({ pagoId, ...TAX_DATA });
    expect([foreign.status, foreign.body.message]).to.deep.equal([403, INVOICE_MSG.notPayer]);
    expect(await invoiceRows(t.context)).to.deep.equal([]);

    const created = await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });
    expect(created.status).to.equal(201);
    expect(created.body.factura).to.deep.include({ pagoId, estado: 'pendiente', rfc: 'GODE561231GR8', razonSocial: 'SOFÍA LUNA DÍAZ' });
    expect(created.body.factura.pago).to.deep.include({ monto: 1500, moneda: 'mxn', fechaPago: NOW });
    const twice = await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });
    expect([twice.status, twice.body.code]).to.deep.equal([409, 'INVOICE_ALREADY_REQUESTED']);
    expect(await invoiceRows(t.context)).to.have.length(1);
    expect((await t.api.request.get('/api/facturas/mis-pagos').set(bearer(other.token))).body.pagos).to.deep.equal([]);
  });

  it('keeps one request when two arrive together for the same payment', async () => {
    const { driver, pagoId } = await paidDriver(t);
    const send = () => t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.status).sort();
    expect(statuses).to.deep.equal([201, 409, 409]);
    expect(await invoiceRows(t.context)).to.have.length(1);
  });

  it('refuses a request after the payment’s month in Mexico City, saying it goes into the global invoice', async () => {
    const { driver, pagoId } = await paidDriver(t);
    clock.set('2026-04-01T06:00:00.000Z'); // 1 April, 00:00 in Mexico City
    const late = await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });
    expect(late.status).to.equal(409);
    expect(late.body).to.deep.include({ code: 'INVOICE_MONTH_CLOSED', message: INVOICE_MSG.monthClosed('marzo de 2026') });
    const mine = await t.api.request.get('/api/facturas/mis-pagos').set(bearer(driver.token));
    expect(mine.body.pagos[0]).to.deep.include({ puedeSolicitar: false, motivo: INVOICE_MSG.monthClosed('marzo de 2026') });
    expect(await invoiceRows(t.context)).to.deep.equal([]);
  });

  it('gives admins the queue with each payment, takes the issued PDF and XML, mails the driver, and serves the files to him and admins only', async () => {
    const { admin, driver, other, pagoId } = await paidDriver(t);
    const { body } = await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });
    const id = body.factura.id as string;

    for (const [method, url] of [
      ['get', '/api/facturas/admin'],
      ['get', '/api/facturas/admin/export.csv'],
      ['post', `/api/facturas/admin/${id}/emitir`],
    ] as const) {
      expect((await t.api.request[method](url).set(bearer(driver.token))).status, url).to.equal(403);
    }

    const queue = await t.api.request.get('/api/facturas/admin').set(bearer(admin.token));
    expect(queue.status).to.equal(200);
    expect(queue.body.pendientes).to.equal(1);
    expect(queue.body.facturas[0].pago).to.deep.include({ id: pagoId, monto: 1500, fechaPago: NOW });
    expect(queue.body.facturas[0].pago.campeonato.nombreCampeonato).to.equal('Copa Bajío');
    expect(queue.body.facturas[0].pago.piloto).to.deep.include({ nombre: 'Sofía', apellido: 'Luna' });

    const emit = (pdf: Buffer, xml: Buffer) =>
      t.api.request.post(`/api/facturas/admin/${id}/emitir`).set(bearer(admin.token)).attach('pdf', pdf, 'factura.pdf').attach('xml', xml, 'factura.xml');
    const badPdf = await emit(Buffer.from('no soy un pdf'), XML);
    expect([badPdf.status, badPdf.body.errors]).to.deep.equal([400, { pdf: INVOICE_MSG.pdfInvalid }]);
    const badXml = await emit(PDF, Buffer.from('<cfdi:Comprobante>'));
    expect([badXml.status, badXml.body.errors]).to.deep.equal([400, { xml: INVOICE_MSG.xmlInvalid }]);
    const huge = await emit(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), XML);
    expect([huge.status, huge.body.message]).to.deep.equal([413, INVOICE_MSG.fileTooLarge]);
    const privateDir = path.join(t.context.config.dataDir, 'private', 'facturas');
    expect(existsSync(privateDir) ? readdirSync(privateDir) : []).to.deep.equal([]);

    const issued = await emit(PDF, XML);
    expect(issued.status).to.equal(200);
    expect(issued.body.factura).to.deep.include({ estado: 'emitida', emitidaEn: NOW, pdfUrl: `/api/facturas/${id}/pdf`, xmlUrl: `/api/facturas/${id}/xml` });
    expect(readdirSync(privateDir)).to.have.length(2);
    const mails = await t.context.knex('mail_outbox').where({ subject: 'Tu factura está lista' }).select('to', 'text');
    expect(mails.map((m: { to: string }) => m.to)).to.deep.equal(['facturas@sofia.mx']);
    expect((await emit(PDF, XML)).body.code).to.equal('INVOICE_ALREADY_ISSUED');
    expect(readdirSync(privateDir)).to.have.length(2);

    const pdf = await t.api.request.get(`/api/facturas/${id}/pdf`).set(bearer(driver.token)).buffer(true).parse(binary);
    expect([pdf.status, pdf.headers['content-type']]).to.deep.equal([200, 'application/pdf']);
    expect(Buffer.compare(pdf.body as Buffer, PDF)).to.equal(0);
    expect(pdf.headers['content-disposition']).to.equal(`attachment; filename="factura-GODE561231GR8-${pagoId.slice(0, 8)}.pdf"`);
    const xml = await t.api.request.get(`/api/facturas/${id}/xml`).set(bearer(admin.token)).buffer(true).parse(binary);
    expect(Buffer.compare(xml.body as Buffer, XML)).to.equal(0);
    const foreign = await t.api.request.get(`/api/facturas/${id}/pdf`).set(bearer(other.token));
    expect([foreign.status, foreign.body.message]).to.deep.equal([403, INVOICE_MSG.notYours]);
    expect((await t.api.request.get(`/api/facturas/${id}/pdf`)).status).to.equal(401);
    // The stored file has no public address: the static files answer nothing under /private.
    const [stored] = readdirSync(privateDir);
    expect((await t.api.request.get(`/private/facturas/${stored}`)).status).to.equal(404);
    expect((await t.api.request.get(`/uploads/../private/facturas/${stored}`)).status).to.equal(404);

    const mine = await t.api.request.get('/api/facturas/mis-pagos').set(bearer(driver.token));
    expect(mine.body.pagos[0].factura).to.deep.include({ estado: 'emitida', pdfUrl: `/api/facturas/${id}/pdf` });
  });

  it('pages 52 requests as 50 and 2 by place, pending first, forward and back, with the filter kept, and refuses a bad size or place in Spanish', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    // 52 requests a minute apart, every third one issued; the last two at the same instant (the id breaks the tie).
    const rows = Array.from({ length: 52 }, (_, i) => ({
      id: `fac-${String(i).padStart(2, '0')}`,
      pagoId: `pago-${i}`,
      userId: admin.id,
      estado: i % 3 === 0 ? 'emitida' : 'pendiente',
      ...TAX_DATA,
      razonSocial: TAX_DATA.razonSocial.toUpperCase(),
      solicitadaEn: new Date(Date.UTC(2026, 0, 1, 0, Math.min(i, 50))).toISOString(),
      emitidaEn: null,
      emitidaPor: null,
      pdfKey: null,
      xmlKey: null,
    }));
    await t.context.knex('invoice_requests').insert(rows);
    const shown = [...rows.filter((r) => r.estado === 'pendiente'), ...rows.filter((r) => r.estado === 'emitida')].map((r) => r.id);
    const read = async (query: string) => {
      const res = await t.api.request.get(`/api/facturas/admin?${query}`).set(bearer(admin.token));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body as { facturas: Array<{ id: string }>; siguiente: string | null; anterior: string | null; paginacion: Record<string, number> };
    };
    const ids = (page: { facturas: Array<{ id: string }> }) => page.facturas.map((f) => f.id);

    const first = await read('limit=50');
    expect(ids(first)).to.deep.equal(shown.slice(0, 50));
    expect(first.anterior).to.equal(null);
    expect(first.paginacion).to.deep.equal({ total: 52, paginas: 2, paginaActual: 1, porPagina: 50 });
    const second = await read(`limit=50&page=2&despues=${first.siguiente}`);
    expect(ids(second)).to.deep.equal(shown.slice(50));
    expect(second.siguiente).to.equal(null);
    expect(second.paginacion.paginaActual).to.equal(2);
    const back = await read(`limit=50&antes=${second.anterior}`);
    expect(ids(back)).to.deep.equal(ids(first));
    expect(back.anterior).to.equal(null);
    expect(ids(await read('limit=100'))).to.deep.equal(shown);
    // A page asked by number alone is still read by position, in the same order.
    expect(ids(await read('limit=20&page=2'))).to.deep.equal(shown.slice(20, 40));

    // The issued ones only, 5 a page, forward and back.
    const issued = shown.filter((id) => Number(id.slice(4)) % 3 === 0);
    let page = await read('estado=emitida&limit=5');
    const seen = [...ids(page)];
    const trail = [page];
    while (page.siguiente) {
      page = await read(`estado=emitida&limit=5&despues=${page.siguiente}`);
      seen.push(...ids(page));
      trail.push(page);
    }
    expect(seen).to.deep.equal(issued);
    expect(ids(await read(`estado=emitida&limit=5&antes=${trail[2]!.anterior}`))).to.deep.equal(ids(trail[1]!));

    for (const [query, field, message] of [
      ['limit=0', 'limit', INVOICE_MSG.limit],
      ['limit=101', 'limit', INVOICE_MSG.limit],
      ['despues=no-es-un-lugar', 'despues', INVOICE_MSG.lostPage],
      [`antes=${Buffer.from('["2026-01-01T00:00:00.000Z","fac-01"]').toString('base64url')}`, 'antes', INVOICE_MSG.lostPage],
    ] as const) {
      const res = await t.api.request.get(`/api/facturas/admin?${query}`).set(bearer(admin.token));
      expect(res.status, query).to.equal(400);
      expect(res.body.message, query).to.equal(message);
      expect(res.body.errors, query).to.have.property(field);
    }
  });

  it('exports the queue as a CSV file with a BOM, Mexico City times and the payment of each request', async () => {
    const { admin, driver, pagoId } = await paidDriver(t);
    await t.api.request.post('/api/facturas').set(bearer(driver.token)).send({ pagoId, ...TAX_DATA });
    const csv = await t.api.request.get('/api/facturas/admin/export.csv').set(bearer(admin.token)).buffer(true).parse(binary);
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-type']).to.equal('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).to.equal('attachment; filename="facturas.csv"');
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFFsolicitud,estado,solicitada,')).to.equal(true);
    const [, line] = text.split('\r\n');
    expect(line).to.include(',Por emitir,01/03/2026 06:00,,GODE561231GR8,SOFÍA LUNA DÍAZ,').and.include(`,${pagoId},01/03/2026 06:00,1500.00,MXN,Copa Bajío,Sofía Luna,`);
    const bad = await t.api.request.get('/api/facturas/admin?estado=todas').set(bearer(admin.token));
    expect([bad.status, bad.body.message]).to.deep.equal([400, INVOICE_MSG.stateFilter]);
  });
});
