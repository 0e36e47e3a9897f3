import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useEscapeKey } from './use-escape-key.ts';
import { useFocusTrap } from './use-focus-trap.ts';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons under the content; a Close button when none are given. */
  actions?: ReactNode;
  /** A wider box for documents and long details. */
  wide?: boolean;
}

/**
 * A modal dialog: focus moves into it and stays there, Escape and the backdrop close it, and
 * focus returns to whatever opened it. Render it only while open.
 */
export function Dialog({ title, onClose, children, actions, wide = false }: Props) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useFocusTrap(boxRef);

  // Only the dialog holding focus closes: with one dialog opened from another (a document over
  // an application's details), Escape closes the top one, as focus is trapped there.
  useEscapeKey(
    useCallback(() => {
      if (boxRef.current?.contains(document.activeElement)) onClose();
    }, [onClose]),
  );
  useEffect(() => boxRef.current?.focus(), []);

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={boxRef}
        className={wide ? 'modal modal-wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId}>{title}</h2>
        <div className="modal-body">{children}</div>
        <div className="button-row modal-actions">
          {actions ?? (
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Close
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
