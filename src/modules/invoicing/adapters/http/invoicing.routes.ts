import Router from '@koa/router';
import type { Container } from 'inversify';
import type { InvoiceQueueAnswer, InvoiceRequestAnswer, MyInvoicesAnswer } from '../../../../contracts/invoicing.contract.js';
import { INVOICE_LIMITS, INVOICE_MSG } from '../../../../contracts/invoicing.messages.js';
import { multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { PayloadTooLargeError } from '../../../../platform/errors.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import { INVOICING } from '../../invoicing.tokens.js';

/** The byte order mark that lets spreadsheet programs read the file as UTF-8 (accents and ñ). */
const UTF8_BOM = '\uFEFF';

/** Invoices (factura): the driver's requests and downloads, and the admins' queue. */
export function invoicingRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/facturas' });
  const get = container.get.bind(container);

  router.post('/', requireAuth, async (ctx) => {
    const answer = await get(INVOICING.RequestInvoice).execute(actorOf(ctx), ctx.request.body);
    ctx.status = 201;
    ctx.body = answer satisfies InvoiceRequestAnswer;
  });

  router.get('/mis-pagos', requireAuth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(INVOICING.ListMyInvoices).execute(actorOf(ctx))) satisfies MyInvoicesAnswer;
  });

  // Declared before '/:id/…' so the words are not taken for ids.
  router.get('/admin', requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(INVOICING.ListInvoiceQueue).execute(actorOf(ctx), ctx.query)) satisfies InvoiceQueueAnswer;
  });

  router.get('/admin/export.csv', requireAdmin, async (ctx) => {
    const csv = await get(INVOICING.ExportInvoices).execute(actorOf(ctx), ctx.query);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', 'attachment; filename="facturas.csv"');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = UTF8_BOM + csv;
  });

  router.post(
    '/admin/:id/emitir',
    requireAdmin,
    multipart(INVOICE_LIMITS.fileBytes, { maxTotalBytes: 2 * INVOICE_LIMITS.fileBytes, tooLarge: () => new PayloadTooLargeError(INVOICE_MSG.fileTooLarge) }),
    async (ctx) => {
      const files = { pdf: await uploadedFile(ctx, 'pdf'), xml: await uploadedFile(ctx, 'xml') };
      ctx.body = (await get(INVOICING.IssueInvoice).execute(actorOf(ctx), ctx.params.id, files)) satisfies InvoiceRequestAnswer;
    },
  );

  for (const kind of ['pdf', 'xml'] as const) {
    router.get(`/:id/${kind}`, requireAuth, async (ctx) => {
      const file = await get(INVOICING.DownloadInvoiceFile).execute(actorOf(ctx), ctx.params.id, kind);
      ctx.set('Content-Type', file.contentType);
      ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = file.content;
    });
  }

  return router;
}
