import useSWRMutation from 'swr/mutation';
import type { CreateCheckoutResponse, MessageResponse } from '@contracts/payments.contract';
import { PAYMENT_MSG, type PaymentMethod } from '@contracts/payments.messages';
import { ApiError, api } from '@/lib/api-client';

export const CHECKOUT_ERROR = PAYMENT_MSG.createSessionError;

/**
 * POST /api/payments/crear-sesion: answers where to send the browser to pay (Stripe, or the demo page).
 * `details`: the car number and team he chose, checked now and kept with the payment (docs/adr/0034).
 * Nothing on the page changes: the browser leaves it.
 */
export const useCreateCheckoutSession = (campeonatoId: string) =>
  useSWRMutation(
    '/api/payments/crear-sesion',
    (_key: string, { arg: { metodo, details = {} } }: { arg: { metodo: PaymentMethod; details?: Record<string, string | number> } }) =>
      api.post<CreateCheckoutResponse>('/api/payments/crear-sesion', { campeonatoId, metodo, ...details }),
    { throwOnError: true },
  );

/** The server's refusal when it gave one; an absent payments call (404 route) is not a refusal. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500 && error.code !== 'ROUTE_NOT_FOUND') return error.message;
  return CHECKOUT_ERROR;
}

/** POST /api/payments/abierto/{id}/cancelar: ends his checkout open with another method, so he can start again. */
export const useCancelOpenCheckout = (campeonatoId: string) =>
  useSWRMutation(['/api/payments/abierto', campeonatoId, 'cancelar'], () => api.post<MessageResponse>(`/api/payments/abierto/${encodeURIComponent(campeonatoId)}/cancelar`), { throwOnError: true });
