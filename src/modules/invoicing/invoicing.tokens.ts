import type { ServiceIdentifier } from 'inversify';
import type { DownloadInvoiceFile } from './application/download-invoice-file.use-case.js';
import type { ExportInvoices } from './application/export-invoices.use-case.js';
import type { IssueInvoice } from './application/issue-invoice.use-case.js';
import type { ListInvoiceQueue } from './application/list-invoice-queue.use-case.js';
import type { ListMyInvoices } from './application/list-my-invoices.use-case.js';
import type { InvoiceChampionships, InvoiceDrivers, InvoicePayments } from './application/ports/invoice-sources.port.js';
import type { RequestInvoice } from './application/request-invoice.use-case.js';

const token = <T>(name: string) => Symbol.for(`invoicing.${name}`) as ServiceIdentifier<T>;

/** Invoicing's public face: its use cases and the ports the composition root fills. Its repository is in invoicing.private-tokens.ts. */
export const INVOICING = {
  /** Port filled by the composition root: payments' facts (payments' PAYMENT_FACTS). */
  Payments: token<InvoicePayments>('Payments'),
  /** Port filled by the composition root: drivers by id (identity's DriverCards). */
  Drivers: token<InvoiceDrivers>('Drivers'),
  /** Port filled by the composition root: championships' names (championships' Digest). */
  Championships: token<InvoiceChampionships>('Championships'),
  RequestInvoice: token<RequestInvoice>('RequestInvoice'),
  ListMyInvoices: token<ListMyInvoices>('ListMyInvoices'),
  ListInvoiceQueue: token<ListInvoiceQueue>('ListInvoiceQueue'),
  IssueInvoice: token<IssueInvoice>('IssueInvoice'),
  DownloadInvoiceFile: token<DownloadInvoiceFile>('DownloadInvoiceFile'),
  ExportInvoices: token<ExportInvoices>('ExportInvoices'),
};
