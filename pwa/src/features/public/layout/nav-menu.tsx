import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useT } from '../../../i18n';
import { Icon } from '../../../ui/icon.tsx';
import { publicText } from '../i18n/catalog.ts';
import { MENU_CLOSE_DELAY_MS, type NavLink } from './nav-links.ts';
import { PageLink } from './page-link.tsx';

interface Props {
  label: string;
  links: readonly NavLink[];
  /** Desktop menus also open when a mouse hovers; touch and keyboard always use the button. */
  openOnHover?: boolean;
  variant?: 'plain' | 'primary';
  onNavigate?: () => void;
}

/**
 * A disclosure menu: the button toggles it (click, Enter, Space), a mouse hover opens it, and
 * leaving it (pointer or focus) closes it after 200 ms so a diagonal move to an item still lands.
 */
export function NavMenu({
  label,
  links,
  openOnHover = false,
  variant = 'plain',
  onNavigate,
}: Props) {
  const { t } = useT(publicText);
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };
  const close = () => {
    cancelClose();
    setOpen(false);
  };

  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return;
    const shut = () => {
      clearTimeout(closeTimer.current);
      setOpen(false);
    };
    // Closes on the click, not on the press: in the side menu the lists stack, so collapsing
    // this one on pointerdown would pull the menu button the finger is on out from under it and
    // the tap would never land. Capture phase, because the side menu stops clicks from bubbling.
    const onOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) shut();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      shut();
      buttonRef.current?.focus();
    };
    document.addEventListener('click', onOutsideClick, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onOutsideClick, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (!openOnHover || event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (openOnHover && event.pointerType === 'mouse') closeLater();
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) closeLater();
  };
  const onButtonClick = () => {
    cancelClose();
    // A click on a menu the mouse just opened keeps it open instead of snapping it shut.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  return (
    <div
      ref={rootRef}
      className={`nav-menu${open ? ' is-open' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={cancelClose}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={
          variant === 'primary' ? 'btn btn-primary nav-menu-button' : 'nav-link nav-menu-button'
        }
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
      >
        {label}
        <Icon name="chevron" size={16} className="chevron" />
      </button>
      <ul id={listId} className="nav-menu-list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <PageLink
              to={link.to}
              onClick={() => {
                close();
                onNavigate?.();
              }}
            >
              {t(link.label)}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
