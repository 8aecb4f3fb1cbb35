import { ContainerModule } from 'inversify';
import { bindClass } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexInvoiceRequestRepository } from './adapters/persistence/invoice-request.repository.knex.js';
import { DownloadInvoiceFile } from './application/download-invoice-file.use-case.js';
import { ExportInvoices } from './application/export-invoices.use-case.js';
import { PaymentLines } from './application/invoice-views.js';
import { IssueInvoice } from './application/issue-invoice.use-case.js';
import { ListInvoiceQueue } from './application/list-invoice-queue.use-case.js';
import { ListMyInvoices } from './application/list-my-invoices.use-case.js';
import { RequestInvoice } from './application/request-invoice.use-case.js';
import { INVOICING_PRIVATE } from './invoicing.private-tokens.js';
import { INVOICING } from './invoicing.tokens.js';

/** Binds invoicing: its own tokens only. Payments, Drivers and Championships are ports the composition root fills. */
export const invoicingModule = new ContainerModule(({ bind }) => {
  bind(INVOICING_PRIVATE.Requests).toDynamicValue((ctx) => new KnexInvoiceRequestRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, INVOICING_PRIVATE.Lines, PaymentLines, (ctx) => ({
    payments: ctx.get(INVOICING.Payments),
    drivers: ctx.get(INVOICING.Drivers),
    championships: ctx.get(INVOICING.Championships),
  }));
  bindClass(bind, INVOICING.RequestInvoice, RequestInvoice, (ctx) => ({
    requests: ctx.get(INVOICING_PRIVATE.Requests),
    payments: ctx.get(INVOICING.Payments),
    lines: ctx.get(INVOICING_PRIVATE.Lines),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
  }));
  bindClass(bind, INVOICING.ListMyInvoices, ListMyInvoices, (ctx) => ({
    requests: ctx.get(INVOICING_PRIVATE.Requests),
    payments: ctx.get(INVOICING.Payments),
    lines: ctx.get(INVOICING_PRIVATE.Lines),
    clock: ctx.get(PLATFORM.Clock),
  }));
  bindClass(bind, INVOICING.ListInvoiceQueue, ListInvoiceQueue, (ctx) => ({ requests: ctx.get(INVOICING_PRIVATE.Requests), lines: ctx.get(INVOICING_PRIVATE.Lines) }));
  bindClass(bind, INVOICING.IssueInvoice, IssueInvoice, (ctx) => ({
    requests: ctx.get(INVOICING_PRIVATE.Requests),
    lines: ctx.get(INVOICING_PRIVATE.Lines),
    files: ctx.get(PLATFORM.PrivateFiles),
    outbox: ctx.get(PLATFORM.MailOutbox),
    clock: ctx.get(PLATFORM.Clock),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  }));
  bindClass(bind, INVOICING.DownloadInvoiceFile, DownloadInvoiceFile, (ctx) => ({
    requests: ctx.get(INVOICING_PRIVATE.Requests),
    files: ctx.get(PLATFORM.PrivateFiles),
    drivers: ctx.get(INVOICING.Drivers),
  }));
  bindClass(bind, INVOICING.ExportInvoices, ExportInvoices, (ctx) => ({ queue: ctx.get(INVOICING.ListInvoiceQueue) }));
});
