/**
 * The one error family of the product. `code` is stable and mapped to an HTTP status in one place
 * (src/http/error-middleware.ts) and to an exit code by the CLI; `message` is Spanish and fit to show.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, errors?: Record<string, string>) {
    super('VALIDATION_ERROR', message, errors);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'No autenticado. Por favor, inicia sesión.', code = 'UNAUTHENTICATED') {
    super(code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'No tienes permiso para realizar esta acción', code = 'FORBIDDEN') {
    super(code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'No encontrado', code = 'NOT_FOUND') {
    super(code, message);
  }
}

export class ConflictError extends DomainError {
  /** `errors` names the field whose value is taken, for a form to show the message beside it. */
  constructor(code: string, message: string, errors?: Record<string, string>) {
    super(code, message, errors);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message = 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.', readonly retryAfterSeconds = 60) {
    super('TOO_MANY_REQUESTS', message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message = 'El archivo es demasiado grande (máximo 5 MB)') {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'El archivo debe ser una imagen JPEG, PNG, WebP o GIF') {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** A service the product depends on (identity provider, payment provider) cannot be reached. */
export class ServiceUnavailableError extends DomainError {
  constructor(code: string, message: string, cause?: unknown) {
    super(code, message, undefined, cause);
  }
}

/** Status for each error class; codes of a module's own errors derive from these classes. */
export function statusOf(error: DomainError): number {
  if (error instanceof ValidationError) return 400;
  if (error instanceof UnauthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof PayloadTooLargeError) return 413;
  if (error instanceof UnsupportedMediaTypeError) return 415;
  if (error instanceof TooManyRequestsError) return 429;
  if (error instanceof ServiceUnavailableError) return 503;
  return 422;
}
