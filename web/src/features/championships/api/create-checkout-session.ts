import { ApiError, api } from '@/lib/api-client';

export const CHECKOUT_ERROR = 'Error al crear la sesión de pago';

/** POST /api/payments/crear-sesion: answers where to send the browser to pay. */
export async function createCheckoutSession(campeonatoId: string): Promise<{ sessionId: string; url?: string }> {
  return api.post<{ sessionId: string; url?: string }>('/api/payments/crear-sesion', { campeonatoId });
}

/** The server's refusal when it gave one; an absent payments call (404 route) is not a refusal. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500 && error.code !== 'ROUTE_NOT_FOUND') return error.message;
  return CHECKOUT_ERROR;
}
