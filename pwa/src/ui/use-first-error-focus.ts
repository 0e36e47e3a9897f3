// Apart from field.tsx: the public pages' forms use the fields but not this, which only the long
// registration form needs.
import { useEffect, type RefObject } from 'react';

/**
 * After a submit that found errors (each shown at its field), the first invalid control in the
 * form takes focus and is scrolled into view, so the person lands where the fix is needed.
 * `attempt` changes on every such submit (a counter); 0 does nothing.
 */
export function useFirstErrorFocus(form: RefObject<HTMLElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    // jsdom lays nothing out and has no scrollIntoView.
    first.scrollIntoView?.({ block: 'center' });
  }, [form, attempt]);
}
