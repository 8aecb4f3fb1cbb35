import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../../platform/errors.js';

export const paymentNotFound = () => new NotFoundError('Pago no encontrado', 'PAYMENT_NOT_FOUND');
export const sessionNotFound = () => new NotFoundError('Sesión de pago no encontrada', 'PAYMENT_SESSION_NOT_FOUND');
export const notPayer = () => new ForbiddenError('Solo quien hizo el pago o un administrador pueden consultarlo', 'NOT_PAYER');
export const completedCannotBeDeleted = () =>
  new ConflictError('PAYMENT_COMPLETED', 'No se puede eliminar un pago completado: márcalo antes como reembolsado.');
export const paymentPending = (message: string) => new ConflictError('PAYMENT_PENDING', message);
export const paymentNotCompleted = (code: string, message: string) => new ConflictError(code, message);
export const placesHeld = () =>
  new ConflictError('PLACES_HELD', 'No quedan cupos por ahora: otros pilotos están completando su pago. Inténtalo de nuevo en unos minutos.');
export const onlyCompletedConfirmation = () => new ConflictError('PAYMENT_NOT_COMPLETED', 'Solo se reenvía la confirmación de pagos completados.');
export const checkoutExpired = () => new ConflictError('CHECKOUT_EXPIRED', 'La sesión de pago expiró. Vuelve a inscribirte para intentarlo de nuevo.');
export const checkoutClosed = () => new ConflictError('CHECKOUT_CLOSED', 'Esta sesión de pago ya no acepta cambios.');
export const demoGatewayOff = () => new NotFoundError('La pasarela de demostración no está activa', 'DEMO_GATEWAY_OFF');
export const badSignature = () => new ValidationError('Firma del webhook inválida');
export const gatewayRefundNotPossible = () =>
  new ValidationError('Solo los pagos hechos con tarjeta en la pasarela se pueden reembolsar en ella', { reembolsarEnPasarela: 'Este pago no se hizo en la pasarela' });
export const gatewayRefundNeedsCompleted = () =>
  new ValidationError('Solo un pago completado se reembolsa en la pasarela', { reembolsarEnPasarela: 'Solo un pago completado se reembolsa en la pasarela' });
export const gatewayUnavailable = (cause: unknown) =>
  new ServiceUnavailableError('PAYMENT_GATEWAY_UNAVAILABLE', 'No se pudo contactar con la pasarela de pago. Inténtalo de nuevo en unos minutos.', cause);
export const oxxoRefundIsManual = () =>
  new ValidationError('Stripe no reembolsa pagos en OXXO: registra un reembolso manual por SPEI', { reembolsarEnPasarela: 'Stripe no reembolsa pagos en OXXO: registra un reembolso manual por SPEI' });
export const manualRefundOnlyOxxo = (message: string) => new ValidationError(message, { metodo: message });
export const invalidClabe = (message: string) => new ValidationError(message, { clabe: message });
export const refundTooLarge = () => new ValidationError('El reembolso no puede superar el monto pagado', { monto: 'El reembolso no puede superar el monto pagado' });
export const refundNeedsPaid = () => new ConflictError('PAYMENT_NOT_COMPLETED', 'Solo un pago completado se reembolsa.');
export const manualRefundExists = () => new ConflictError('MANUAL_REFUND_EXISTS', 'Este pago ya tiene un reembolso manual registrado.');
export const noManualRefund = (message: string) => new ConflictError('NO_MANUAL_REFUND', message);
export const noOpenCheckout = () => new NotFoundError('No tienes un pago abierto para este campeonato.', 'NO_OPEN_CHECKOUT');
export const voucherIssued = () =>
  new ConflictError('VOUCHER_ISSUED', 'Tu ficha o tus datos de transferencia ya se emitieron y apartan tu lugar: págalo, o espera a que venza el plazo para elegir otro método.');
/** A checkout asked with one method while the driver's checkout with another is open: said, never answered silently with the old one (VOUCHER_ISSUED when it cannot be cancelled). */
export const otherMethodOpen = (message: string, voucherOut: boolean) => new ConflictError(voucherOut ? 'VOUCHER_ISSUED' : 'CHECKOUT_OTHER_METHOD', message, { metodo: message });
export const checkoutAlreadyPaid = () => new ConflictError('CHECKOUT_PAID', 'Ese pago ya se completó: no se puede cancelar. Revisa tu correo o tu perfil.');
