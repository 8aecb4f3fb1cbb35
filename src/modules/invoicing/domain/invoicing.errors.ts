import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../../platform/errors.js';
import { INVOICE_MSG } from '../../../contracts/invoicing.messages.js';

export const paymentNotFound = () => new NotFoundError(INVOICE_MSG.paymentNotFound, 'PAYMENT_NOT_FOUND');
export const notPayer = () => new ForbiddenError(INVOICE_MSG.notPayer, 'NOT_PAYER');
export const notPaid = () => new ConflictError('PAYMENT_NOT_COMPLETED', INVOICE_MSG.notPaid, { pagoId: INVOICE_MSG.notPaid });
export const alreadyRequested = () => new ConflictError('INVOICE_ALREADY_REQUESTED', INVOICE_MSG.alreadyRequested, { pagoId: INVOICE_MSG.alreadyRequested });
export const monthClosed = (month: string) => new ConflictError('INVOICE_MONTH_CLOSED', INVOICE_MSG.monthClosed(month), { pagoId: INVOICE_MSG.monthClosed(month) });
export const requestNotFound = () => new NotFoundError(INVOICE_MSG.requestNotFound, 'INVOICE_NOT_FOUND');
export const notYours = () => new ForbiddenError(INVOICE_MSG.notYours, 'NOT_YOUR_INVOICE');
export const notIssued = () => new NotFoundError(INVOICE_MSG.notIssued, 'INVOICE_NOT_ISSUED');
export const alreadyIssued = () => new ConflictError('INVOICE_ALREADY_ISSUED', INVOICE_MSG.alreadyIssued);
export const fileRefused = (field: 'pdf' | 'xml', message: string) => new ValidationError(message, { [field]: message });
export const fileTooLarge = () => new PayloadTooLargeError(INVOICE_MSG.fileTooLarge);
/** A cancelled account's invoice: kept blocked for the tax code, read only by the superadmin in 'Datos bloqueados'. */
export const blockedData = () => new ForbiddenError(INVOICE_MSG.blockedData, 'BLOCKED_DATA');
