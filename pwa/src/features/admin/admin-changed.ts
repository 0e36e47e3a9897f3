import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminQueries } from '../../api/admin-api.ts';

/**
 * What a screen calls once an admin change went through (a decision, a resolved query, a
 * deletion, a revoked card, an enrolment, an invite): the console's loads are invalidated
 * (adminQueries.all), so the figures, the recent lists and the list on screen load again.
 */
export function useAdminChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: adminQueries.all }),
    [queryClient],
  );
}
