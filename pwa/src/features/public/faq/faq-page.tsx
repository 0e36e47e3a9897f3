import { pageMeta } from '@mcs/shared/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FaqCategory } from '@mcs/shared/reference';
import { Icon } from '../../../ui/icon.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { CONTACT_DETAILS } from '../contact/contact-details.ts';
import { FAQ_CHIPS, FAQ_ITEMS, countByCategory, filterFaqs } from './faq-data.ts';
import { FaqQuestion } from './faq-question.tsx';

const COUNTS = countByCategory(FAQ_ITEMS);

export function FaqPage() {
  usePageMeta(pageMeta('/faq'));
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const [search, setSearch] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const shown = filterFaqs(FAQ_ITEMS, category, search);

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
          <h1>Frequently Asked Questions</h1>
          <p className="lead">Everything you need to know about MediCostSaver membership.</p>
        </div>
      </section>

      <section className="section">
        <div className="container narrow">
          <div className="search-box">
            <Icon name="search" size={20} />
            <input
              type="search"
              placeholder="Search questions..."
              aria-label="Search questions"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="chips" role="group" aria-label="Question categories">
            {FAQ_CHIPS.map((chip) => (
              <button
                key={chip.id}
                type="button"
                className="chip"
                aria-pressed={category === chip.id}
                onClick={() => setCategory(chip.id)}
              >
                {chip.label} <span className="chip-count">({COUNTS[chip.id]})</span>
              </button>
            ))}
          </div>

          {shown.length === 0 ? (
            <div className="empty-state" role="status">
              <Icon name="help" size={40} />
              <h2>No questions found</h2>
              <p>Try adjusting your search terms or browse a different category.</p>
            </div>
          ) : (
            <ul className="faq-list" aria-label="Questions">
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
          <h2>Still Have Questions?</h2>
          <p>Our support team is happy to help. We reply within 24 hours.</p>
          <div className="button-row">
            <Link to="/contact" className="btn btn-light btn-lg">
              Contact Support
            </Link>
            <a href={CONTACT_DETAILS.phoneHref} className="btn btn-outline-light btn-lg">
              <Icon name="phone" size={20} /> Call {CONTACT_DETAILS.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
