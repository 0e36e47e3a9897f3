import { formatRupees } from '@mcs/shared';
import type { PartnerToday } from '@mcs/shared';
import { useDeskWords } from '../desk/desk-words.ts';

interface Props {
  /** The server's figures for today (India time); null until it answers. */
  today: PartnerToday | null;
  /** This partner's visits still on the device, not yet in the server's figures. */
  waiting: number;
}

/**
 * The clinic's day at a glance. The visits, bills and savings are the server's, counted from
 * midnight in India; they are not kept on the device, where yesterday's count would read as
 * today's. The visits waiting to sync are the device's own, so they show with no connection too.
 */
export function TodayPanel({ today, waiting }: Props) {
  const words = useDeskWords();
  const { t } = words;
  const figures: Array<[string, string]> = [
    [t('today.visits'), today ? words.number(today.visits) : '–'],
    [t('today.bills'), today ? words.money(today.billed, formatRupees) : '–'],
    [t('today.savings'), today ? words.money(today.saved, formatRupees) : '–'],
    [t('today.waiting'), words.number(waiting)],
  ];
  return (
    <section className="card today-panel" aria-labelledby="today-heading">
      <h2 id="today-heading">{t('today.title')}</h2>
      <dl className="today-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!today && <p className="hint">{t('today.pending')}</p>}
    </section>
  );
}
