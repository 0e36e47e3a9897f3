import { useEffect } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere while the component is shown (overlays). */
export function useEscapeKey(onEscape: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEscape]);
}
