import { z } from 'zod';
import { partnerListingSchema } from '../schemas/partner.ts';
import type { PartnerListing } from '../schemas/partner.ts';
import { pageInfo, pageWindow } from '../paging/paging.ts';
import type { PageInfo } from '../paging/paging.ts';

/**
 * The partner directory as the members' app caches it, and the one filtering and paging rule
 * shared by `GET api/partners` and the offline search, so results agree online and offline.
 */
export const DIRECTORY_PAGE_SIZE = 10;

/** A cached directory entry is exactly what `GET api/partners` lists. */
export type DirectoryPartner = PartnerListing;

export const directoryDeltaSchema = z.object({
  partners: z.array(partnerListingSchema),
  removed: z.array(z.string()),
  cursor: z.string(),
  hasMore: z.boolean(),
});

export type DirectoryDelta = z.infer<typeof directoryDeltaSchema>;

export interface DirectoryFilters {
  q?: string;
  /** 'all' or absent: every type. */
  type?: string;
  state?: string;
  district?: string;
  /** 'all' or absent: every specialisation. */
  specialization?: string;
  page?: number;
  limit?: number;
}

export interface DirectoryPagination extends PageInfo {
  totalPartners: number;
}

export interface SearchablePartner {
  name: string;
  type: string;
  address: string;
  state: string;
  district: string;
  specialization?: string | null;
  responsible?: { name: string };
  createdAt: string;
}

const blank = (v: string | undefined) =>
  v === undefined || v.trim() === '' || v.trim().toLowerCase() === 'all';
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function matchesDirectoryFilters(
  partner: SearchablePartner,
  filters: DirectoryFilters,
): boolean {
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const haystack = [
      partner.name,
      partner.responsible?.name ?? '',
      partner.specialization ?? '',
      partner.address,
      partner.district,
      partner.state,
    ];
    if (!haystack.some((field) => field.toLowerCase().includes(q))) return false;
  }
  if (!blank(filters.type) && !same(partner.type, filters.type ?? '')) return false;
  if (!blank(filters.state) && !same(partner.state, filters.state ?? '')) return false;
  if (!blank(filters.district) && !same(partner.district, filters.district ?? '')) return false;
  if (
    !blank(filters.specialization) &&
    !same(partner.specialization ?? '', filters.specialization ?? '')
  )
    return false;
  return true;
}

export function directoryPagination(
  total: number,
  page: number,
  limit: number,
): DirectoryPagination {
  return { ...pageInfo(total, page, limit), totalPartners: total };
}

/** Newest listings first, as the online directory shows them. */
export function searchDirectoryPartners<P extends SearchablePartner>(
  partners: readonly P[],
  filters: DirectoryFilters,
): { partners: P[]; pagination: DirectoryPagination } {
  const limit = Math.max(1, Math.floor(filters.limit ?? DIRECTORY_PAGE_SIZE));
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const { offset } = pageWindow(page, limit);
  const matching = partners
    .filter((p) => matchesDirectoryFilters(p, filters))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return {
    partners: matching.slice(offset, offset + limit),
    pagination: directoryPagination(matching.length, page, limit),
  };
}
