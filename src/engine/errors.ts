/**
 * Errors with a documented HTTP status and body. Both the REST layer and the
 * GraphQL layer turn an ApiError into the same status and body (GraphQL puts
 * the body under `extensions`), so the two can never disagree.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** 400 {error, code: 'validation_error'} (document 1, Errors). */
export function validationError(message: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(400, { error: message, code: 'validation_error', ...extra });
}

export function notFound(message = 'Not found.'): ApiError {
  return new ApiError(404, { error: message, code: 'not_found' });
}
