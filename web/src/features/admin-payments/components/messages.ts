import { ApiError } from '@/lib/api-client';

/** '{fallback}: {detail}' (spec 2 §8: each error is followed by the detail). */
export function withDetail(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.status < 500) return `${fallback}: ${error.message}`;
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return `${fallback}: ${error.message}`;
  return `${fallback}: inténtalo de nuevo en unos momentos.`;
}
