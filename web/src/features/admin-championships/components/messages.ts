import { ApiError, fieldErrorsOf } from '@/lib/api-client';

/** '{fallback}: {server message}' for a refused request, the fallback alone otherwise. */
export function withDetail(fallback: string, error: unknown): string {
  return error instanceof ApiError && error.fromServer && error.status < 500 ? `${fallback}: ${error.message}` : fallback;
}

export { fieldErrorsOf };
