import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineCatalog, translate, useFormat, useT } from './index.ts';

// Counts how often i18next is loaded: its module factory runs on the first import only.
const loaded = vi.hoisted(() => ({ i18next: 0 }));
vi.mock('i18next', async (importOriginal) => {
  loaded.i18next += 1;
  return importOriginal();
});

const hi = vi.fn(() =>
  Promise.resolve({
    default: {
      greeting: 'नमस्ते {{name}}',
      visits_one: '{{count}} विज़िट',
      visits_other: '{{count}} विज़िट',
    },
  }),
);
const bn = vi.fn(() =>
  Promise.resolve({
    default: {
      greeting: 'নমস্কার {{name}}',
      visits_one: '{{count}}টি ভিজিট',
      visits_other: '{{count}}টি ভিজিট',
    },
  }),
);
const text = defineCatalog(
  'english-path',
  { greeting: 'Hello {{name}}', visits_one: '{{count}} visit', visits_other: '{{count}} visits' },
  { hi, bn },
);

function Greeting() {
  const { t, lang } = useT(text);
  const format = useFormat();
  return (
    <p lang={lang}>
      {t('greeting', { name: 'Asha' })}, {t('visits', { count: 1 })}, {t('visits', { count: 3 })},{' '}
      {format.money(100000)}
    </p>
  );
}

describe('the English path', () => {
  it('renders in the first pass, never suspends and never loads i18next or a translation', () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting />
      </Suspense>,
    );
    // No await before this: a suspended render would show the fallback here.
    expect(screen.getByText('Hello Asha, 1 visit, 3 visits, ₹1,00,000')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(translate(text, 'visits', { count: 2 })).toBe('2 visits');
    expect(loaded.i18next).toBe(0);
    expect(hi).not.toHaveBeenCalled();
    expect(bn).not.toHaveBeenCalled();
  });
});
