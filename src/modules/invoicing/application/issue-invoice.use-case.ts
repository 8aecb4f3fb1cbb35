import { INVOICE_LIMITS, INVOICE_MSG } from '../../../contracts/invoicing.messages.js';
import type { InvoiceRequestAnswer } from '../../../contracts/invoicing.views.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { PrivateFileStorage } from '../../../platform/files/file-storage.port.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { looksLikePdf } from '../domain/invoice-request.entity.js';
import { alreadyIssued, fileRefused, fileTooLarge, requestNotFound } from '../domain/invoicing.errors.js';
import { isWellFormedXml } from '../domain/xml-well-formed.js';
import { invoiceIssuedMail } from './invoice.mails.js';
import { toInvoiceView, type PaymentLines } from './invoice-views.js';
import type { InvoiceRequestRepository } from './ports/invoice-request.repository.port.js';

/** The folder of the private storage that keeps issued invoices. */
export const INVOICE_FOLDER = 'facturas';

/** Checks the two files of an invoice before anything is kept: present, within the size limit, a PDF and well-formed XML. */
export function checkInvoiceFiles(files: { pdf?: Buffer; xml?: Buffer }): { pdf: Buffer; xml: Buffer } {
  const { pdf, xml } = files;
  if (!pdf) throw fileRefused('pdf', INVOICE_MSG.pdfRequired);
  if (!xml) throw fileRefused('xml', INVOICE_MSG.xmlRequired);
  if (pdf.length > INVOICE_LIMITS.fileBytes || xml.length > INVOICE_LIMITS.fileBytes) throw fileTooLarge();
  if (!looksLikePdf(pdf)) throw fileRefused('pdf', INVOICE_MSG.pdfInvalid);
  const text = new TextDecoder('utf-8', { fatal: true });
  let decoded: string;
  try {
    decoded = text.decode(xml);
  } catch {
    throw fileRefused('xml', INVOICE_MSG.xmlInvalid);
  }
  if (!isWellFormedXml(decoded)) throw fileRefused('xml', INVOICE_MSG.xmlInvalid);
  return { pdf, xml };
}

/**
 * 'Marcar emitida' (POST /api/facturas/admin/{id}/emitir, multipart `pdf` and `xml`): an admin attaches
 * the invoice he issued; the files are kept in the private storage, the request marked issued and the
 * driver mailed in one transaction. A second issue of the same request is refused and keeps nothing.
 */
export class IssueInvoice {
  constructor(
    private readonly deps: { requests: InvoiceRequestRepository; lines: PaymentLines; files: PrivateFileStorage; outbox: MailOutbox; clock: Clock; tx: TransactionRunner; audit: AuditTrail; publicUrl: string },
  ) {}

  async execute(actor: Actor, id: string, files: { pdf?: Buffer; xml?: Buffer }): Promise<InvoiceRequestAnswer> {
    assertAdmin(actor);
    const found = await this.deps.requests.findById(id);
    if (!found) throw requestNotFound();
    if (found.estado !== 'pendiente') throw alreadyIssued();
    const { pdf, xml } = checkInvoiceFiles(files);
    const pdfKey = (await this.deps.files.save(INVOICE_FOLDER, pdf, 'pdf')).url;
    const xmlKey = (await this.deps.files.save(INVOICE_FOLDER, xml, 'xml')).url;
    try {
      const issued = await this.deps.tx.run(async (trx) => {
        const emitidaEn = this.deps.clock.now().toISOString();
        if (!(await this.deps.requests.markIssued(id, { emitidaEn, emitidaPor: actor.id, pdfKey, xmlKey }, trx))) throw alreadyIssued();
        const request = { ...found, estado: 'emitida' as const, emitidaEn, emitidaPor: actor.id, pdfKey, xmlKey };
        // The payment and the state, never the tax data the request carries (RFC, name, address).
        await this.deps.audit.record(staffChange(actor, 'factura.emitida', { tipo: 'factura', id, nombre: `Pago ${found.pagoId}` }, { estado: found.estado, emitidaEn: null }, { estado: 'emitida', emitidaEn }), trx);
        const lines = await this.deps.lines.of([request.pagoId], trx);
        await this.deps.outbox.enqueue(invoiceIssuedMail(request, lines.get(request.pagoId), this.deps.publicUrl), trx);
        return toInvoiceView(request, lines.get(request.pagoId));
      });
      return { message: INVOICE_MSG.issued, factura: issued };
    } catch (error) {
      await Promise.all([this.deps.files.remove(pdfKey), this.deps.files.remove(xmlKey)]);
      throw error;
    }
  }
}
