import type { ServiceIdentifier } from 'inversify';
import type { PaymentLines } from './application/invoice-views.js';
import type { InvoiceRequestRepository } from './application/ports/invoice-request.repository.port.js';

const token = <T>(name: string) => Symbol.for(`invoicing.private.${name}`) as ServiceIdentifier<T>;

/** Invoicing's insides: bound and read only within this module (never exported from index.ts). */
export const INVOICING_PRIVATE = {
  Requests: token<InvoiceRequestRepository>('Requests'),
  Lines: token<PaymentLines>('Lines'),
};
