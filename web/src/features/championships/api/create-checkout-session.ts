import type { CreateCheckoutResponse } from '@contracts/payments.contract';
import { PAYMENT_MSG, type PaymentMethod } from '@contracts/payments.messages';
import { ApiError, api } from '@/lib/api-client';

export const CHECKOUT_ERROR = PAYMENT_MSG.createSessionError;

/** POST /api/payments/crear-sesion: answers where to send the browser to pay (Stripe, or the demo page). */
/** `details`: the car number and team he chose, checked now and kept with the payment (docs/adr/0034). */
export async function createCheckoutSession(campeonatoId: string, metodo: PaymentMethod = 'tarjeta', details: Record<string, string | number> = {}): Promise<CreateCheckoutResponse> {
  return api.post<CreateCheckoutResponse>('/api/payments/crear-sesion', { campeonatoId, metodo, ...details });
}

/** The server's refusal when it gave one; an absent payments call (404 route) is not a refusal. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500 && error.code !== 'ROUTE_NOT_FOUND') return error.message;
  return CHECKOUT_ERROR;
}
