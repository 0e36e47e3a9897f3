// Links between public pages stay in the reader's language: on /hi/faq, "Contact" leads to
// /hi/contact. Screens that are not public pages (a partner's sign-in) have one address for all.
import { useCallback } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { localizedPath, publicPageOf, useT } from '../../../i18n';
import { publicText } from '../i18n/catalog.ts';

/** Turns an English path into the current language's: a public page's copy, else the path. */
export function usePagePath(): (to: string) => string {
  const { lang } = useT(publicText);
  return useCallback((to: string) => (publicPageOf(to) ? localizedPath(to, lang) : to), [lang]);
}

/** A Link to a page, in the reader's language. `to` is the English path. */
export function PageLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={usePagePath()(to)} {...props} />;
}

/** A NavLink to a page, in the reader's language. `to` is the English path. */
export function PageNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={usePagePath()(to)} {...props} />;
}
