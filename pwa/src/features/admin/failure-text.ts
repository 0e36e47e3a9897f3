import { ApiError } from '../../api/admin-api.ts';

/**
 * What a failed admin action's toast says under its title: the server's message, `fallback` when
 * the server gave none, or 'Network error' when no answer came.
 */
export function failureText(failure: unknown, fallback?: string): string | undefined {
  return failure instanceof ApiError ? (failure.serverMessage ?? fallback) : 'Network error';
}
