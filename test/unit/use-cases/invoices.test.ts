import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { INVOICE_MSG } from '../../../src/contracts/invoicing.contract.js';
import { DownloadInvoiceFile } from '../../../src/modules/invoicing/application/download-invoice-file.use-case.js';
import { ExportInvoices } from '../../../src/modules/invoicing/application/export-invoices.use-case.js';
import { PaymentLines } from '../../../src/modules/invoicing/application/invoice-views.js';
import { IssueInvoice } from '../../../src/modules/invoicing/application/issue-invoice.use-case.js';
import { ListInvoiceQueue } from '../../../src/modules/invoicing/application/list-invoice-queue.use-case.js';
import { ListMyInvoices } from '../../../src/modules/invoicing/application/list-my-invoices.use-case.js';
import { RequestInvoice } from '../../../src/modules/invoicing/application/request-invoice.use-case.js';
import type { PaymentFacts } from '../../../src/modules/invoicing/domain/invoice-request.entity.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import type { MailOutbox } from '../../../src/platform/mail/mail.port.js';
import { MemoryInvoiceRequests, MemoryPaymentFacts, MemoryPrivateFiles, memoryChampionships, memoryDrivers } from '../../support/in-memory/invoicing.js';
import type { InvoiceDriver } from '../../../src/modules/invoicing/application/ports/invoice-sources.port.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
const beto: Actor = { id: 'beto', rol: 'user', suspendido: false };
const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };

// 31 March 2026 at 23:30 in Mexico City (UTC−6 all year since 2022) is already 1 April in UTC.
const paidLateInMarch = '2026-04-01T05:30:00.000Z';
const payment = (over: Partial<PaymentFacts>): PaymentFacts => ({ id: 'p1', userId: 'ana', campeonatoId: 'copa', montoCentavos: 150_000, moneda: 'mxn', estado: 'completado', fechaPago: paidLateInMarch, ...over });

const taxData = { rfc: 'GODE561231GR8', razonSocial: 'Ana Ríos Díaz', regimenFiscal: '612', usoCfdi: 'G03', codigoPostal: '06600', email: 'facturas@ana.mx' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');
const XML = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Total="1500.00"><cfdi:Emisor Rfc="EKU9003173C9"/></cfdi:Comprobante>');

function setup(outbox: MailOutbox & { snapshot(): () => void } = new MemoryOutbox()) {
  const clock = new ManualClock(new Date('2026-03-31T20:00:00.000Z'));
  const requests = new MemoryInvoiceRequests();
  const payments = new MemoryPaymentFacts([
    payment({}),
    payment({ id: 'p2', userId: 'beto', campeonatoId: 'liga', montoCentavos: 80_000, fechaPago: '2026-03-02T18:00:00.000Z' }),
    payment({ id: 'p3', estado: 'pendiente', fechaPago: null }),
  ]);
  const files = new MemoryPrivateFiles();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(requests, outbox, log);
  const people: InvoiceDriver[] = [
    { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
    { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@ejemplo.test' },
  ];
  const drivers = memoryDrivers(people);
  const lines = new PaymentLines({
    payments,
    drivers,
    championships: memoryChampionships([
      { id: 'copa', nombreCampeonato: 'Copa Bajío' },
      { id: 'liga', nombreCampeonato: '=Liga Alfa' },
    ]),
  });
  const queue = new ListInvoiceQueue({ requests, lines });
  return {
    clock,
    log,
    people,
    requests,
    files,
    outbox,
    request: new RequestInvoice({ requests, payments, lines, clock, newId: sequentialIds('factura'), tx }),
    mine: new ListMyInvoices({ requests, payments, lines, clock }),
    queue,
    issue: new IssueInvoice({ requests, lines, files, outbox, clock, tx, audit, publicUrl: 'https://parrilla.test' }),
    download: new DownloadInvoiceFile({ requests, files, drivers }),
    exportCsv: new ExportInvoices({ queue }),
  };
}

describe('Invoices (factura) over stores in memory', () => {
  describe('Solicitar factura', () => {
    it('takes the payer’s request for a completed payment with his tax data, normalised, and shows the payment beside it', async () => {
      const s = setup();
      const answer = await s.request.execute(ana, { pagoId: 'p1', ...taxData, rfc: 'gode561231gr8' });
      expect(answer.message).to.equal(INVOICE_MSG.requested);
      expect(answer.factura).to.deep.include({ pagoId: 'p1', estado: 'pendiente', rfc: 'GODE561231GR8', razonSocial: 'ANA RÍOS DÍAZ', pdfUrl: null, xmlUrl: null });
      expect(answer.factura.pago).to.deep.equal({
        id: 'p1',
        monto: 1500,
        moneda: 'mxn',
        fechaPago: paidLateInMarch,
        estado: 'completado',
        campeonato: { id: 'copa', nombreCampeonato: 'Copa Bajío' },
        piloto: { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@ejemplo.test' },
      });
      expect(s.requests.all()).to.have.length(1);
    });

    it('refuses each wrong field with its Spanish message and keeps nothing', async () => {
      const s = setup();
      const error = await refusal(s.request.execute(ana, { pagoId: 'p1', ...taxData, rfc: 'XAXX010101000', regimenFiscal: '605', codigoPostal: '123' }));
      expect(error.code).to.equal('VALIDATION_ERROR');
      expect(error.errors).to.deep.equal({ rfc: INVOICE_MSG.rfcGeneric, usoCfdi: INVOICE_MSG.useNotForRegime('G03', '605'), codigoPostal: INVOICE_MSG.postalCodeInvalid });
      expect((await refusal(s.request.execute(ana, { pagoId: 'p1', ...taxData, regimenFiscal: '601' }))).errors).to.deep.equal({ regimenFiscal: INVOICE_MSG.regimeOnlyCompanies('601') });
      expect(s.requests.all()).to.deep.equal([]);
    });

    it('lets only the payer ask, only for a completed payment, and once per payment', async () => {
      const s = setup();
      const notPayer = await refusal(s.request.execute(beto, { pagoId: 'p1', ...taxData }));
      expect([notPayer.code, notPayer.message]).to.deep.equal(['NOT_PAYER', INVOICE_MSG.notPayer]);
      const unpaid = await refusal(s.request.execute(ana, { pagoId: 'p3', ...taxData }));
      expect([unpaid.code, unpaid.message]).to.deep.equal(['PAYMENT_NOT_COMPLETED', INVOICE_MSG.notPaid]);
      expect((await refusal(s.request.execute(ana, { pagoId: 'nada', ...taxData }))).code).to.equal('PAYMENT_NOT_FOUND');
      expect(s.requests.all()).to.deep.equal([]);
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      const twice = await refusal(s.request.execute(ana, { pagoId: 'p1', ...taxData, email: 'otra@ana.mx' }));
      expect([twice.code, twice.message]).to.deep.equal(['INVOICE_ALREADY_REQUESTED', INVOICE_MSG.alreadyRequested]);
      expect(s.requests.all().map((r) => r.email)).to.deep.equal(['facturas@ana.mx']);
    });

    it('refuses two requests racing for one payment: one is kept', async () => {
      const s = setup();
      const results = await Promise.allSettled([s.request.execute(ana, { pagoId: 'p1', ...taxData }), s.request.execute(ana, { pagoId: 'p1', ...taxData })]);
      expect(results.map((r) => r.status).sort()).to.deep.equal(['fulfilled', 'rejected']);
      expect(s.requests.all()).to.have.length(1);
    });

    it('takes requests until the end of the payment’s month in Mexico City, and then says it goes into the month’s global invoice', async () => {
      const s = setup();
      s.clock.set('2026-04-01T05:59:59.999Z'); // 31 March, 23:59:59 in Mexico City
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      s.clock.set('2026-04-01T06:00:00.000Z'); // 1 April, 00:00 in Mexico City
      const late = await refusal(s.request.execute(beto, { pagoId: 'p2', ...taxData, rfc: 'CACX7605101P8' }));
      expect(late.code).to.equal('INVOICE_MONTH_CLOSED');
      expect(late.message).to.equal(INVOICE_MSG.monthClosed('marzo de 2026'));
      expect(late.message).to.include('la factura de ese pago va en la factura global del mes');
      expect(late.errors).to.deep.equal({ pagoId: late.message });
    });

    it('refuses a suspended driver', async () => {
      const s = setup();
      expect((await refusal(s.request.execute({ ...ana, suspendido: true }, { pagoId: 'p1', ...taxData }))).code).to.equal('ACCOUNT_SUSPENDED');
      expect(s.requests.all()).to.deep.equal([]);
    });

    it('lists the driver’s own completed payments with their invoice or whether he may still ask', async () => {
      const s = setup();
      const before = await s.mine.execute(ana);
      expect(before.pagos.map((p) => [p.pago.id, p.puedeSolicitar, p.motivo, p.solicitarHasta])).to.deep.equal([['p1', true, null, '2026-04-01T05:59:59.999Z']]);
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      const after = await s.mine.execute(ana);
      expect(after.pagos.map((p) => [p.pago.id, p.puedeSolicitar, p.factura?.estado])).to.deep.equal([['p1', false, 'pendiente']]);
      s.clock.set('2026-04-02T00:00:00.000Z');
      const closed = await s.mine.execute(beto);
      expect(closed.pagos.map((p) => [p.pago.id, p.puedeSolicitar, p.motivo])).to.deep.equal([['p2', false, INVOICE_MSG.monthClosed('marzo de 2026')]]);
    });
  });

  describe('Facturas por emitir', () => {
    it('is for admins only', async () => {
      const s = setup();
      for (const call of [s.queue.execute(ana), s.issue.execute(ana, 'factura-1', { pdf: PDF, xml: XML }), s.exportCsv.execute(ana)]) {
        expect((await refusal(call)).code).to.equal('ADMIN_ONLY');
      }
    });

    it('lists pending requests first, oldest first, each with its payment', async () => {
      const s = setup();
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      s.clock.advance(60_000);
      await s.request.execute(beto, { pagoId: 'p2', ...taxData, rfc: 'CACX7605101P8' });
      await s.issue.execute(admin, 'factura-1', { pdf: PDF, xml: XML });
      const answer = await s.queue.execute(admin, {});
      expect(answer.facturas.map((f) => [f.id, f.estado, f.pago?.campeonato?.nombreCampeonato, f.pago?.piloto?.nombre, f.pago?.monto])).to.deep.equal([
        ['factura-2', 'pendiente', '=Liga Alfa', 'Beto', 800],
        ['factura-1', 'emitida', 'Copa Bajío', 'Ana', 1500],
      ]);
      expect([answer.pendientes, answer.paginacion.total]).to.deep.equal([1, 2]);
      expect((await s.queue.execute(admin, { estado: 'emitida' })).facturas.map((f) => f.id)).to.deep.equal(['factura-1']);
      expect((await refusal(s.queue.execute(admin, { estado: 'otra' }))).errors).to.deep.equal({ estado: INVOICE_MSG.stateFilter });
    });

    it('pages the queue by place, pending first and oldest first, across the two states, forward and back, and refuses a place no page gave', async () => {
      const s = setup();
      // Three pending and three issued; two pending ones at the same instant (the id breaks the tie).
      const stored = (id: string, estado: 'pendiente' | 'emitida', solicitadaEn: string) =>
        s.requests.insert({ id, pagoId: `pago-${id}`, userId: 'ana', estado, ...taxData, solicitadaEn, emitidaEn: null, emitidaPor: null, pdfKey: null, xmlKey: null });
      await stored('p-b', 'pendiente', '2026-03-02T10:00:00.000Z');
      await stored('p-a', 'pendiente', '2026-03-02T10:00:00.000Z');
      await stored('p-c', 'pendiente', '2026-03-03T10:00:00.000Z');
      await stored('e-a', 'emitida', '2026-03-01T10:00:00.000Z');
      await stored('e-b', 'emitida', '2026-03-04T10:00:00.000Z');
      await stored('e-c', 'emitida', '2026-03-05T10:00:00.000Z');
      const ids = (answer: { facturas: Array<{ id: string }> }) => answer.facturas.map((f) => f.id);
      const first = await s.queue.execute(admin, { limit: '2' });
      expect(ids(first)).to.deep.equal(['p-a', 'p-b']);
      expect(first.anterior).to.equal(null);
      expect(first.paginacion).to.deep.equal({ total: 6, paginas: 3, paginaActual: 1, porPagina: 2 });
      // The second page crosses from the pending requests to the issued ones.
      const second = await s.queue.execute(admin, { limit: '2', page: '2', despues: first.siguiente });
      expect(ids(second)).to.deep.equal(['p-c', 'e-a']);
      expect(second.paginacion.paginaActual).to.equal(2);
      const third = await s.queue.execute(admin, { limit: '2', page: '3', despues: second.siguiente });
      expect(ids(third)).to.deep.equal(['e-b', 'e-c']);
      expect(third.siguiente).to.equal(null);
      expect(ids(await s.queue.execute(admin, { limit: '2', antes: third.anterior }))).to.deep.equal(ids(second));
      expect(ids(await s.queue.execute(admin, { limit: '2', antes: second.anterior }))).to.deep.equal(ids(first));
      // The issued ones only.
      const issued = await s.queue.execute(admin, { estado: 'emitida', limit: '2' });
      expect(ids(issued)).to.deep.equal(['e-a', 'e-b']);
      expect(ids(await s.queue.execute(admin, { estado: 'emitida', limit: '2', despues: issued.siguiente }))).to.deep.equal(['e-c']);
      for (const query of [{ despues: 'no-es-un-lugar' }, { antes: Buffer.from('["2026-03-02T10:00:00.000Z","p-a","otra"]').toString('base64url') }, { despues: first.siguiente, antes: first.siguiente }]) {
        const error = await refusal(s.queue.execute(admin, query));
        expect([error.message, Object.keys(error.errors ?? {}).length], JSON.stringify(query)).to.deep.equal(['La página pedida no es válida: vuelve al inicio de la lista', 1]);
      }
    });

    it('marks a request issued with its PDF and XML kept, and mails the driver in the same transaction', async () => {
      const s = setup();
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      const answer = await s.issue.execute(admin, 'factura-1', { pdf: PDF, xml: XML });
      expect(answer.factura).to.deep.include({ estado: 'emitida', pdfUrl: '/api/facturas/factura-1/pdf', xmlUrl: '/api/facturas/factura-1/xml' });
      expect([...s.files.files.values()]).to.deep.equal([PDF, XML]);
      const [mail] = (s.outbox as MemoryOutbox).queued;
      expect(mail).to.deep.include({ to: 'facturas@ana.mx', subject: 'Tu factura está lista' });
      expect(mail?.text).to.include('https://parrilla.test/perfil#facturas').and.include('Copa Bajío').and.include('31/03/2026 23:30');
      const again = await refusal(s.issue.execute(admin, 'factura-1', { pdf: PDF, xml: XML }));
      expect(again.code).to.equal('INVOICE_ALREADY_ISSUED');
      expect(s.files.files.size).to.equal(2);
      expect((s.outbox as MemoryOutbox).queued).to.have.length(1);
      // Recorded once, by the admin, naming the payment and never the tax data.
      expect(s.log.entries.map((e) => [e.actorId, e.accion, e.objetoTipo, e.objetoId, e.objetoNombre, e.cambios.map((c) => c.campo)])).to.deep.equal([['admin', 'factura.emitida', 'factura', 'factura-1', 'Pago p1', ['emitidaEn', 'estado']]]);
      expect(JSON.stringify(s.log.entries)).to.not.include(taxData.rfc.toUpperCase()).and.not.include(taxData.razonSocial);
    });

    it('refuses missing, mislabelled, malformed and oversized files and keeps nothing', async () => {
      const s = setup();
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      const cases: Array<[{ pdf?: Buffer; xml?: Buffer }, string]> = [
        [{ xml: XML }, INVOICE_MSG.pdfRequired],
        [{ pdf: PDF }, INVOICE_MSG.xmlRequired],
        [{ pdf: Buffer.from('<html>no</html>'), xml: XML }, INVOICE_MSG.pdfInvalid],
        [{ pdf: PDF, xml: Buffer.from('<cfdi:Comprobante><cfdi:Emisor></cfdi:Comprobante>') }, INVOICE_MSG.xmlInvalid],
        [{ pdf: PDF, xml: Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0x3c, 0x2f, 0x61, 0x3e]) }, INVOICE_MSG.xmlInvalid],
        [{ pdf: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), xml: XML }, INVOICE_MSG.fileTooLarge],
      ];
      for (const [files, message] of cases) expect((await refusal(s.issue.execute(admin, 'factura-1', files))).message).to.equal(message);
      expect(s.files.files.size).to.equal(0);
      expect(s.requests.all()[0]?.estado).to.equal('pendiente');
      expect((await refusal(s.issue.execute(admin, 'nada', { pdf: PDF, xml: XML }))).code).to.equal('INVOICE_NOT_FOUND');
    });

    it('leaves the request pending and removes its files when the mail cannot be queued', async () => {
      const failing = new MemoryOutbox();
      failing.enqueue = async () => {
        throw new Error('la cola de correo no responde');
      };
      const s = setup(failing);
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      await s.issue.execute(admin, 'factura-1', { pdf: PDF, xml: XML }).catch(() => undefined);
      expect(s.requests.all()[0]).to.deep.include({ estado: 'pendiente', pdfKey: null });
      expect(s.files.files.size).to.equal(0);
    });

    it('gives the issued files to their driver and to admins only', async () => {
      const s = setup();
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      expect((await refusal(s.download.execute(ana, 'factura-1', 'pdf'))).code).to.equal('INVOICE_NOT_ISSUED');
      await s.issue.execute(admin, 'factura-1', { pdf: PDF, xml: XML });
      const pdf = await s.download.execute(ana, 'factura-1', 'pdf');
      expect([pdf.content, pdf.contentType, pdf.fileName]).to.deep.equal([PDF, 'application/pdf', 'factura-GODE561231GR8-p1.pdf']);
      expect((await s.download.execute(admin, 'factura-1', 'xml')).content).to.deep.equal(XML);
      // An RFC may hold Ñ and &, which a header cannot carry as they are.
      s.requests.rows.set('factura-1', { ...s.requests.rows.get('factura-1')!, rfc: 'ÑA&Z561231AB1' });
      expect((await s.download.execute(ana, 'factura-1', 'xml')).fileName).to.equal('factura-_A_Z561231AB1-p1.xml');
      const foreign = await refusal(s.download.execute(beto, 'factura-1', 'pdf'));
      expect([foreign.code, foreign.message]).to.deep.equal(['NOT_YOUR_INVOICE', INVOICE_MSG.notYours]);
    });

    it("serves a cancelled account's issued files to nobody, and the queue offers no link to them", async () => {
      const s = setup();
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      await s.issue.execute(admin, 'factura-1', { pdf: PDF, xml: XML });
      s.people[0]!.blocked = true;
      for (const who of [admin, { ...admin, id: 'sara', rol: 'superadmin' as const }]) {
        const refused = await refusal(s.download.execute(who, 'factura-1', 'pdf'));
        expect([refused.code, refused.message]).to.deep.equal(['BLOCKED_DATA', INVOICE_MSG.blockedData]);
      }
      expect((await s.queue.execute(admin, {})).facturas[0]).to.include({ estado: 'emitida', pdfUrl: null, xmlUrl: null });
    });

    it('exports the queue as CSV with Mexico City times and formulas defused', async () => {
      const s = setup();
      await s.request.execute(ana, { pagoId: 'p1', ...taxData });
      await s.request.execute(beto, { pagoId: 'p2', ...taxData, rfc: 'CACX7605101P8' });
      const lines = (await s.exportCsv.execute(admin)).split('\r\n');
      expect(lines[0]).to.equal('solicitud,estado,solicitada,emitida,rfc,razonSocial,regimenFiscal,usoCfdi,codigoPostal,email,pago,fechaPago,monto,moneda,campeonato,piloto,correoPiloto');
      expect(lines[1]).to.equal(
        'factura-1,Por emitir,31/03/2026 14:00,,GODE561231GR8,ANA RÍOS DÍAZ,612 Personas Físicas con Actividades Empresariales y Profesionales,G03 Gastos en general,06600,facturas@ana.mx,p1,31/03/2026 23:30,1500.00,MXN,Copa Bajío,Ana Ríos,ana@ejemplo.test',
      );
      expect(lines[2]).to.include(",'=Liga Alfa,");
      expect(lines).to.have.length(4);
      expect(lines[3]).to.equal('');
    });
  });
});
