import { useCallback, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../../ui/icon.tsx';
import { Brand } from './brand.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavMenu } from './nav-menu.tsx';
import { LOGIN_LINKS, MAIN_LINKS, REGISTER_LINKS } from './nav-links.ts';

/** The public navigation bar: links and two hover menus on desktop, a side menu on phones. */
export function SiteHeader() {
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
        <nav className="desktop-nav" aria-label="Main">
          <ul className="nav-links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav-actions">
            <NavMenu label="Login" links={LOGIN_LINKS} openOnHover />
            <NavMenu label="Get Started" links={REGISTER_LINKS} openOnHover variant="primary" />
          </div>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-label="Open menu"
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
