// The console's renewal calls: the list, and each decision.
import { adminRenewalSchema, adminRenewalsResponseSchema } from '@mcs/shared/renewals';
import type { AdminRenewal, AdminRenewalsResponse } from '@mcs/shared/renewals';
import { queryOptions } from '@tanstack/react-query';
import { adminQueries, adminToken } from './admin-api.ts';
import { send } from './client.ts';

function asAdmin(): { headers: Record<string, string> } {
  const token = adminToken();
  return { headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

export async function getRenewals(): Promise<AdminRenewalsResponse> {
  return adminRenewalsResponseSchema.parse(
    await send((api) => api.api.admin.renewals.$get({ query: {} }, asAdmin())),
  );
}

export async function confirmRenewal(id: string): Promise<AdminRenewal> {
  return adminRenewalSchema.parse(
    await send((api) => api.api.admin.renewals[':id'].confirm.$post({ param: { id } }, asAdmin())),
  );
}

export async function refuseRenewal(id: string, reason: string): Promise<AdminRenewal> {
  return adminRenewalSchema.parse(
    await send((api) =>
      api.api.admin.renewals[':id'].refuse.$post({ param: { id }, json: { reason } }, asAdmin()),
    ),
  );
}

export async function refundRenewal(id: string, reason: string): Promise<AdminRenewal> {
  return adminRenewalSchema.parse(
    await send((api) =>
      api.api.admin.renewals[':id'].refund.$post({ param: { id }, json: { reason } }, asAdmin()),
    ),
  );
}

/** Under adminQueries.all, so any admin change loads it again. */
export const renewalsQuery = () =>
  queryOptions({
    queryKey: [...adminQueries.all, adminToken(), 'renewals'],
    queryFn: getRenewals,
    staleTime: 0,
  });
