import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useT } from '../../../../i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { deskText } from '../../i18n/catalog.ts';
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
  const { t } = useT(deskText);
  const [readToEnd, setReadToEnd] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Nothing to scroll on a tall screen: the whole text is already in view.
    const box = boxRef.current;
    if (box && box.scrollHeight > 0 && isScrolledToEnd(box)) setReadToEnd(true);
  }, []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (isScrolledToEnd(event.currentTarget)) setReadToEnd(true);
  };

  return (
    <ConfirmDialog
      title={MCP_TERMS_TITLE}
      confirmLabel={t('reg.acceptTerms')}
      confirmDisabled={!readToEnd}
      onConfirm={onAccept}
      onCancel={onCancel}
      // The terms are answered with a button, not by a press beside them.
      closeOnBackdrop={false}
    >
      <div
        ref={boxRef}
        className="terms-text"
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t('reg.termsText')}
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
      {!readToEnd && <p className="hint">{t('reg.scrollTerms')}</p>}
    </ConfirmDialog>
  );
}
