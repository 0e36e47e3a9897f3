import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { START_VIEW_PARAM, startViewOf, type StartView } from './start-view.ts';

/**
 * Reads once what the dashboard was opened to show, then takes it out of the address: a reload or
 * a tab change after closing the card shows the dashboard as the member left it.
 */
// useLocation and useNavigate rather than useSearchParams: the router's code lives in the home
// page's chunk, and these two are already used there.
export function useStartView(): StartView {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => startViewOf(new URLSearchParams(search)));
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(START_VIEW_PARAM)) return;
    params.delete(START_VIEW_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
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
