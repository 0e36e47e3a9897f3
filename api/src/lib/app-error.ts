// The one error type services throw. `onError` turns it into `{ message, code }` with its status;
// the codes live in @mcs/shared so the PWA can switch on them.
import type { ErrorCode } from '@mcs/shared';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 507;

export class AppError extends Error {
  readonly status: ErrorStatus;
  readonly code: ErrorCode;

  constructor(status: ErrorStatus, code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
  }

  static badRequest(message: string): AppError {
    return new AppError(400, 'validation', message);
  }
  static unauthorized(message = 'Please sign in to continue.'): AppError {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message = 'You do not have permission to do that.'): AppError {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string): AppError {
    return new AppError(409, 'conflict', message);
  }
}
