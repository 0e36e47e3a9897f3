import { useCallback, useRef, useState } from 'react';
import { LanguageSwitch, useT } from '../../../i18n';
import { Icon } from '../../../ui/icon.tsx';
import { publicText } from '../i18n/catalog.ts';
import { Brand } from './brand.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavMenu } from './nav-menu.tsx';
import { LOGIN_LINKS, MAIN_LINKS, REGISTER_LINKS } from './nav-links.ts';
import { PageNavLink } from './page-link.tsx';

/** The public navigation bar: links and two hover menus on desktop, a side menu on phones. */
export function SiteHeader() {
  const { t } = useT(publicText);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Brand />
        <nav className="desktop-nav" aria-label={t('nav.main')}>
          <ul className="nav-links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <PageNavLink to={link.to} end className="nav-link">
                  {t(link.label)}
                </PageNavLink>
              </li>
            ))}
          </ul>
          <div className="nav-actions">
            <NavMenu label={t('nav.login')} links={LOGIN_LINKS} openOnHover />
            <NavMenu
              label={t('nav.getStarted')}
              links={REGISTER_LINKS}
              openOnHover
              variant="primary"
            />
          </div>
        </nav>
        <LanguageSwitch />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
      </div>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}
