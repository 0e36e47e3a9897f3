// Keeps the page's canonical link right as the app moves between screens without a page load.
// Each prerendered page carries its own (scripts/prerender-page.ts), but a client-side navigation
// keeps the first page's head: Chrome's share sheet shares the canonical address, so /faq reached
// from the home page would be shared as the home page. The site's origin is the one the build
// wrote (SITE_URL); a visit that started on a screen without a canonical link has none to keep.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { canonicalPath } from '@mcs/shared/routes';

/**
 * Points the canonical link at `pathname`'s canonical page, or removes it on a screen that is not
 * a page of the public site. `site` is the origin learnt earlier (the link may be gone since);
 * returns the origin to remember.
 */
export function syncCanonicalLink(pathname: string, site?: string): string | undefined {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = site ?? (link ? new URL(link.href).origin : undefined);
  if (!origin) return undefined;
  const path = canonicalPath(pathname);
  if (!path) {
    // Member, partner and admin screens and unknown paths are not pages of the public site.
    link?.remove();
    return origin;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = `${origin}${path}`;
  return origin;
}

/** Mounted once beside the routes: syncs the canonical link on every navigation. */
export function CanonicalLink(): null {
  const { pathname } = useLocation();
  const site = useRef<string | undefined>(undefined);
  useEffect(() => {
    site.current = syncCanonicalLink(pathname, site.current);
  }, [pathname]);
  return null;
}
