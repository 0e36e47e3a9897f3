// Prerendered pages mark their root with the path they were rendered for. Other paths
// (/dashboard, /no-such-page) get the bare app shell, but a prerendered page can still arrive
// under another address: a service worker installed by an older build falls back to the home
// page, and a cache or proxy may do the same. Hydrating that markup would mismatch, so the
// client hydrates only when the marker names the current path, and otherwise starts empty.

export const MARKER_ATTRIBUTE = 'data-prerendered';

/** "/about/" and "/about" are the same page; "/" stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function canHydrate(root: Element, pathname: string): boolean {
  const marker = root.getAttribute(MARKER_ATTRIBUTE);
  return (
    marker !== null && root.hasChildNodes() && normalizePath(marker) === normalizePath(pathname)
  );
}

/**
 * Script the prerenderer writes to dist/PRERENDER_GUARD_FILE and loads (classic, blocking) right
 * after the root: it empties a root rendered for another path before the root is shown, so
 * /dashboard never flashes the home page. A file, not an inline script, so the server's
 * Content-Security-Policy needs no 'unsafe-inline' (api/src/lib/security-headers.ts).
 */
export const CLEAR_FOREIGN_MARKUP_SCRIPT =
  `(function(){var r=document.getElementById('root');if(!r)return;` +
  `var n=function(p){return p.replace(/\\/+$/,'')||'/'};` +
  `if(n(r.getAttribute('${MARKER_ATTRIBUTE}')||'')!==n(location.pathname)){r.innerHTML='';r.removeAttribute('${MARKER_ATTRIBUTE}')}})();`;

/** Dist-relative name of the file holding CLEAR_FOREIGN_MARKUP_SCRIPT (served uncached). */
export const PRERENDER_GUARD_FILE = 'prerender-guard.js';
