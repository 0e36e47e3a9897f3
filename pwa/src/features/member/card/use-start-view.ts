import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { START_VIEW_PARAM, startViewOf, type StartView } from './start-view.ts';

/**
 * Reads once what the dashboard was opened to show, then takes it out of the address: a reload or
 * a tab change after closing the card shows the dashboard as the member left it.
 */
export function useStartView(): StartView {
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => startViewOf(params));
  const hasParam = params.has(START_VIEW_PARAM);
  useEffect(() => {
    if (!hasParam) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(START_VIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [hasParam, setParams]);
  return start;
}

/**
 * Opens the counter view once, when the dashboard was opened for it and the device's card has been
 * read (`usable` is undefined until then) and can be shown; otherwise the dashboard stays as it is.
 */
export function useCounterAtStart(
  start: StartView,
  usable: boolean | undefined,
  open: () => void,
): void {
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || start !== 'counter' || usable === undefined) return;
    decided.current = true;
    if (usable) open();
  }, [start, usable, open]);
}
