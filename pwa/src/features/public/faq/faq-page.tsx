import { useMemo, useState } from 'react';
import type { FaqCategory } from '@mcs/shared/reference';
import { useT } from '../../../i18n';
import { Icon } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { CONTACT_DETAILS } from '../contact/contact-details.ts';
import { PageLink } from '../layout/page-link.tsx';
import { FAQ_CHIPS, FAQ_ITEMS, countByCategory, faqTextKeys, filterFaqs } from './faq-data.ts';
import { FaqQuestion } from './faq-question.tsx';
import { faqText } from './i18n/catalog.ts';

const COUNTS = countByCategory(FAQ_ITEMS);

export function FaqPage() {
  const { t } = useT(faqText);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  // The questions in the reader's language: the search looks in what they read.
  const items = useMemo(
    () =>
      FAQ_ITEMS.map((item) => {
        const keys = faqTextKeys(item.id);
        return keys ? { ...item, question: t(keys.question), answer: t(keys.answer) } : item;
      }),
    [t],
  );
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const [search, setSearch] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const shown = filterFaqs(items, category, search);

  const setOpen = (id: number, open: boolean) =>
    setOpenIds((current) => {
      if (current.has(id) === open) return current;
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
        </div>
      </section>

      <section className="section">
        <div className="container narrow">
          <div className="search-box">
            <Icon name="search" size={20} />
            <input
              type="search"
              placeholder={t('search.placeholder')}
              aria-label={t('search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="chips" role="group" aria-label={t('categories')}>
            {FAQ_CHIPS.map((chip) => (
              <button
                key={chip.id}
                type="button"
                className="chip"
                aria-pressed={category === chip.id}
                onClick={() => setCategory(chip.id)}
              >
                {t(chip.label)} <span className="chip-count">({COUNTS[chip.id]})</span>
              </button>
            ))}
          </div>

          {shown.length === 0 ? (
            <div className="empty-state" role="status">
              <Icon name="help" size={40} />
              <h2>{t('none')}</h2>
              <p>{t('none.text')}</p>
            </div>
          ) : (
            <ul className="faq-list" aria-label={t('list')}>
              {shown.map((item) => (
                <FaqQuestion
                  key={item.id}
                  item={item}
                  open={openIds.has(item.id)}
                  onToggle={(open) => setOpen(item.id, open)}
                />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="section cta">
        <div className="container">
          <h2>{t('still')}</h2>
          <p>{t('still.text')}</p>
          <div className="button-row">
            <PageLink to="/contact" className="btn btn-light btn-lg">
              {t('support')}
            </PageLink>
            <a href={CONTACT_DETAILS.phoneHref} className="btn btn-outline-light btn-lg">
              <Icon name="phone" size={20} /> {t('call', { phone: CONTACT_DETAILS.phone })}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
