import { useEffect, useId, useRef, useState, type UIEvent } from 'react';
import { useEscapeKey } from '../../../../ui/use-escape-key.ts';
import { useFocusTrap } from '../../../../ui/use-focus-trap.ts';
import { MCP_TERMS, MCP_TERMS_TITLE } from './mcp-terms.ts';

/** How close to the bottom counts as "read to the end". */
export const SCROLL_END_TOLERANCE_PX = 10;

export function isScrolledToEnd(
  box: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= SCROLL_END_TOLERANCE_PX;
}

interface Props {
  open: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/**
 * The MCP terms dialog used by partner registration. 'I Accept Terms' stays disabled until the
 * terms have been scrolled to within 10 px of the bottom; each opening starts unread again.
 */
export function TermsDialog({ open, onAccept, onCancel }: Props) {
  if (!open) return null;
  return <OpenTermsDialog onAccept={onAccept} onCancel={onCancel} />;
}

function OpenTermsDialog({ onAccept, onCancel }: Omit<Props, 'open'>) {
  const [readToEnd, setReadToEnd] = useState(false);
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);

  useEscapeKey(onCancel);
  useEffect(() => {
    cancelRef.current?.focus();
    // Nothing to scroll on a tall screen: the whole text is already in view.
    const box = boxRef.current;
    if (box && box.scrollHeight > 0 && isScrolledToEnd(box)) setReadToEnd(true);
  }, []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isScrolledToEnd(event.currentTarget)) setReadToEnd(true);
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>{MCP_TERMS_TITLE}</h2>
        <div
          ref={boxRef}
          className="terms-text"
          onScroll={onScroll}
          tabIndex={0}
          role="region"
          aria-label="Terms text"
          data-testid="terms-scroll"
        >
          {MCP_TERMS.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
        {!readToEnd && <p className="hint">Scroll to the end of the terms to accept them.</p>}
        <div className="button-row modal-actions">
          <button ref={cancelRef} type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!readToEnd}
            onClick={onAccept}
          >
            I Accept Terms
          </button>
        </div>
      </div>
    </div>
  );
}
