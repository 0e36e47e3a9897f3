import { useId } from 'react';
import { Icon } from '../../../ui/icon.tsx';
import type { FaqItem } from './faq-data.ts';

/** One question: its button shows and hides the answer, independently of the others. */
export function FaqQuestion({
  item,
  open,
  onToggle,
}: {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}) {
  const answerId = useId();
  return (
    <li className={`faq-item card${item.highlight ? ' faq-highlight' : ''}`}>
      <h2 className="faq-question">
        <button type="button" aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          <span>
            {item.question}
            {item.highlight && <span className="badge badge-free">FREE BENEFIT</span>}
          </span>
          <Icon name="chevron" size={20} className="chevron" />
        </button>
      </h2>
      <div id={answerId} className="faq-answer" hidden={!open}>
        <p>{item.answer}</p>
      </div>
    </li>
  );
}
