import type { FaqItem } from '@mcs/shared/schemas';
import { Icon } from '../../../ui/icon.tsx';
import { useT } from '../../../i18n';
import { publicText } from '../i18n/catalog.ts';

/**
 * One question as a native <details>: it opens and closes with no JavaScript (the prerendered
 * page, crawlers), independently of the others. `open` mirrors the page's state, so a question
 * hidden by a filter comes back as it was; the browser's own toggle reports every change.
 */
export function FaqQuestion({
  item,
  open,
  onToggle,
}: {
  item: FaqItem;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const { t } = useT(publicText);
  return (
    <li className={`faq-item card${item.highlight ? ' faq-highlight' : ''}`}>
      <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
        <summary className="faq-question">
          <span>
            {item.question}
            {item.highlight && <span className="badge badge-free">{t('free')}</span>}
          </span>
          <Icon name="chevron" size={20} className="chevron" />
        </summary>
        <div className="faq-answer">
          <p>{item.answer}</p>
        </div>
      </details>
    </li>
  );
}
