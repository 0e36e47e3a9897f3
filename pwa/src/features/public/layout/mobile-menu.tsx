import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../../ui/icon.tsx';
import { useEscapeKey } from '../../../ui/use-escape-key.ts';
import { useFocusTrap } from '../../../ui/use-focus-trap.ts';
import { Brand } from './brand.tsx';
import { NavMenu } from './nav-menu.tsx';
import { LOGIN_LINKS, MAIN_LINKS, REGISTER_LINKS } from './nav-links.ts';

/** The phone side menu. Its menus open on tap only, and Get Started reads Register here. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
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
        aria-label="Mobile navigation menu"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="side-menu-head">
          <Brand onNavigate={onClose} />
          <button
            ref={closeRef}
            type="button"
            className="menu-toggle"
            aria-label="Close menu"
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className="side-menu-links">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className="nav-link" onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="side-menu-actions">
          <NavMenu label="Login" links={LOGIN_LINKS} onNavigate={onClose} />
          <NavMenu label="Register" links={REGISTER_LINKS} variant="primary" onNavigate={onClose} />
        </div>
      </nav>
    </div>
  );
}
