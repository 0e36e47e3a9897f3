import { useEffect, useId, useState } from 'react';
import { useDeskWords } from '../desk/desk-words.ts';
import { keepStats, keptStats, type StatFigures } from './kept-stats.ts';

const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

interface Props {
  /** The server's answer this session; null until it comes, or when the server cannot be reached. */
  stats: StatFigures | null;
  partnerId: string;
}

/**
 * The four stat cards. Without the server's answer they show the last figures it gave this
 * partner on this device, saying when; dashes only when this device never had any.
 */
export function StatCards({ stats, partnerId }: Props) {
  // Read once: while the server answers, its figures replace these and are kept in their place.
  const [kept] = useState(() => keptStats(partnerId));
  const id = useId();
  const words = useDeskWords();
  const { t } = words;
  useEffect(() => {
    if (stats) keepStats(partnerId, stats);
  }, [stats, partnerId]);

  const shown = stats ?? kept?.stats ?? null;
  // The average discount comes from the server as text ('15%'), shown as it is.
  const cards: Array<[string, string]> = [
    [t('stats.served'), shown ? words.number(shown.membersServed) : '–'],
    [t('stats.revenue'), shown ? words.money(shown.totalRevenue, rupees) : '–'],
    [t('stats.discount'), shown ? shown.averageDiscount : '–'],
    [
      t('stats.month'),
      shown ? t('stats.monthVisits', { visits: words.number(shown.monthlyVisits) }) : '–',
    ],
  ];
  return (
    <div className="stat-block">
      <div className="stat-cards">
        {cards.map(([label, value], index) => (
          // A group named by its label, so the figure is read with what it counts.
          <div
            key={label}
            className="card stat-card"
            role="group"
            aria-labelledby={`${id}-${index}`}
          >
            <span className="stat-label" id={`${id}-${index}`}>
              {label}
            </span>
            <strong className="stat-value">{value}</strong>
          </div>
        ))}
      </div>
      {!stats && kept && (
        <p className="hint stat-as-of">{t('stats.asOf', { when: words.dateTime(kept.at) })}</p>
      )}
    </div>
  );
}
