// The access rule every admin service starts with. The route guard already refuses other roles;
// checking again here keeps a service safe when it is called from somewhere new (a CLI, a job).
import { AppError } from './app-error.ts';
import type { AdminPrincipal, Principal } from './principal.ts';

export function assertAdmin(actor: Principal | null | undefined): asserts actor is AdminPrincipal {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== 'admin') throw AppError.forbidden('This needs an admin account.');
}

/** Path ids are validated text; the database wants numbers. */
export function toRowId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw AppError.notFound();
  return value;
}
