import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { Icon } from '../../../ui/icon.tsx';
import { useEscapeKey } from '../../../ui/use-escape-key.ts';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
import { Brand } from './brand.tsx';
import { NavMenu } from './nav-menu.tsx';
import { publicText } from '../i18n/catalog.ts';
import { LOGIN_LINKS, MAIN_LINKS, REGISTER_LINKS } from './nav-links.ts';
import { PageNavLink } from './page-link.tsx';

/** The phone side menu. Its menus open on tap only, and Get Started reads Register here. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useT(publicText);
  const closeRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  useFocusTrap(menuRef);

  useEscapeKey(onClose);
  useEffect(() => closeRef.current?.focus(), []);

  return (
    <div className="side-menu-backdrop" onClick={onClose}>
      <nav
        ref={menuRef}
        id="mobile-menu"
        className="side-menu"
        aria-label={t('menu.label')}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="side-menu-head">
          <Brand onNavigate={onClose} />
          <button
            ref={closeRef}
            type="button"
            className="menu-toggle"
            aria-label={t('menu.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className="side-menu-links">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <PageNavLink to={link.to} end className="nav-link" onClick={onClose}>
                {t(link.label)}
              </PageNavLink>
            </li>
          ))}
        </ul>
        <div className="side-menu-actions">
          <NavMenu label={t('nav.login')} links={LOGIN_LINKS} onNavigate={onClose} />
          <NavMenu
            label={t('nav.register')}
            links={REGISTER_LINKS}
            variant="primary"
            onNavigate={onClose}
          />
        </div>
      </nav>
    </div>
  );
}
