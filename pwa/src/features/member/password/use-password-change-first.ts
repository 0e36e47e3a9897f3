import type { CurrentMember } from '@mcs/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useReachability } from '../../../net/use-reachability.ts';

/**
 * Sends a member whose password is still the one-time one from enrolment to the change of
 * password before anything else, while the server can be reached and says so. Never offline (the
 * change needs the server), and never while the card is shown at the counter (`cardShown`): it
 * waits until the card is closed, so the card is never taken off the screen being scanned.
 */
export function usePasswordChangeFirst(member: CurrentMember | null, cardShown: boolean): void {
  const navigate = useNavigate();
  const reach = useReachability();
  const mustChange = reach === 'online' && !cardShown && member?.mustChangePassword === true;
  useEffect(() => {
    if (mustChange) navigate('/dashboard/password', { replace: true });
  }, [mustChange, navigate]);
}
