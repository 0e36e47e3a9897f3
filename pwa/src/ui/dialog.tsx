import {
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useFocusTrap } from './use-focus-trap.ts';
import { commonText, useT } from '../i18n';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons under the content; a Close button when none are given. */
  actions?: ReactNode;
  /** A wider box for documents and long details. */
  wide?: boolean;
  /** A press on the dimmed page around the box closes it; off where a choice must be made. */
  closeOnBackdrop?: boolean;
  /** What has focus once the dialog opens; the box itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
}

// The modal dialogs open now, the newest last: what is shown above the page must be shown inside
// the newest one, as everything outside a modal <dialog> is inert (unseen by screen readers too).
let openDialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
function setOpenDialogs(next: readonly HTMLDialogElement[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog on top, if one is open: notices (toasts) render inside it to stay usable. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs[openDialogs.length - 1] ?? null,
    () => null,
  );
}

/**
 * A modal dialog on the native <dialog> (showModal): the page behind it is inert, Escape closes
 * the dialog on top, Tab stays inside it and focus returns to whatever opened it. Render it only
 * while open; closing is the caller's `onClose` taking it away.
 */
export function Dialog({
  title,
  onClose,
  children,
  actions,
  wide = false,
  closeOnBackdrop = true,
  initialFocus,
}: Props) {
  const titleId = useId();
  const { t } = useT(commonText);
  const ref = useRef<HTMLDialogElement>(null);
  // Before the dialog takes focus, so it remembers the opener to give focus back to.
  useFocusTrap(ref);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? dialog).focus();
    setOpenDialogs([...openDialogs, dialog]);
    return () => {
      setOpenDialogs(openDialogs.filter((open) => open !== dialog));
      if (dialog.open) dialog.close();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'modal modal-wide' : 'modal'}
      aria-labelledby={titleId}
      tabIndex={-1}
      // Escape: the caller closes it (by rendering it no more), not the browser behind its back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The box fills the <dialog>, so a press on the element itself is one on its backdrop.
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId}>{title}</h2>
        <div className="modal-body">{children}</div>
        <div className="button-row modal-actions">
          {actions ?? (
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('dialog.close')}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
