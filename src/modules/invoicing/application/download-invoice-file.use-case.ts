import type { PrivateFileStorage } from '../../../platform/files/file-storage.port.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import { blockedData, notIssued, notYours, requestNotFound } from '../domain/invoicing.errors.js';
import type { InvoiceRequestRepository } from './ports/invoice-request.repository.port.js';
import type { InvoiceDrivers } from './ports/invoice-sources.port.js';

export interface InvoiceFile {
  content: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * GET /api/facturas/{id}/pdf|xml: an issued invoice's file, to its driver or an admin only. The invoice
 * of a cancelled account is kept blocked for the tax code: nobody downloads it here, the superadmin
 * reads it in the audit-logged 'Datos bloqueados' (docs/adr/0054).
 */
export class DownloadInvoiceFile {
  constructor(private readonly deps: { requests: InvoiceRequestRepository; files: PrivateFileStorage; drivers: InvoiceDrivers }) {}

  async execute(actor: Actor, id: string, kind: 'pdf' | 'xml'): Promise<InvoiceFile> {
    const request = await this.deps.requests.findById(id);
    if (!request) throw requestNotFound();
    if (request.userId !== actor.id && !isAdmin(actor)) throw notYours();
    const [owner] = await this.deps.drivers.describe([request.userId]);
    if (owner?.blocked) throw blockedData();
    const key = kind === 'pdf' ? request.pdfKey : request.xmlKey;
    if (request.estado !== 'emitida' || !key) throw notIssued();
    const content = await this.deps.files.read(key);
    if (!content) throw notIssued();
    return {
      content,
      contentType: kind === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8',
      // A header carries ASCII only: an RFC's Ñ or & becomes '_'.
      fileName: `factura-${request.rfc.replace(/[^A-Z0-9]/g, '_')}-${request.pagoId.slice(0, 8).replace(/[^\w-]/g, '_')}.${kind}`,
    };
  }
}
