import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, setLanguageNow } from './language-store.ts';
import { defineCatalog, loadLanguage, translate, useT, type Translation } from './index.ts';

const loaded = vi.hoisted(() => ({ i18next: 0 }));
vi.mock('i18next', async (importOriginal) => {
  loaded.i18next += 1;
  return importOriginal();
});

const en = {
  'card.title': 'Your card',
  'card.validUntil': 'Valid until {{date}}',
  visits_one: '{{count}} visit',
  visits_other: '{{count}} visits',
  'only.english': 'Only in English',
} as const;
type Strings = Translation<typeof en>;
const hindi: Strings = {
  'card.title': 'आपका कार्ड',
  'card.validUntil': '{{date}} तक मान्य',
  visits_one: '{{count}} विज़िट',
  visits_other: '{{count}} विज़िटें',
  'only.english': '',
};
const bengali: Strings = { ...hindi, 'card.title': 'আপনার কার্ড' };

let namespaces = 0;
/** A catalog of its own for each test, with loaders that count their calls. */
function catalog() {
  const hi = vi.fn(() => Promise.resolve({ default: hindi }));
  const bn = vi.fn(() => Promise.resolve({ default: bengali }));
  namespaces += 1;
  return { text: defineCatalog(`test-${namespaces}`, en, { hi, bn }), hi, bn };
}

afterEach(() => {
  // Unmounted first: a screen must not render again in English because of the reset.
  cleanup();
  setLanguageNow('en');
});

describe('useT in Hindi', () => {
  it('loads i18next and the Hindi catalog only when Hindi is chosen, then reads Hindi', async () => {
    const { text, hi, bn } = catalog();
    function Title() {
      const { t } = useT(text);
      return <h1>{t('card.title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Your card');
    expect(hi).not.toHaveBeenCalled();

    await act(() => changeLanguage('hi'));

    expect(screen.getByRole('heading')).toHaveTextContent('आपका कार्ड');
    expect(hi).toHaveBeenCalledTimes(1);
    expect(bn).not.toHaveBeenCalled();
    // i18next is loaded once per page, by the first language other than English.
    expect(loaded.i18next).toBe(1);
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('shows the language only once its words are loaded, so nothing flashes or suspends', async () => {
    const { text } = catalog();
    let resolve = (_: { default: Strings }) => {};
    const slow = defineCatalog(text.ns, en, {
      hi: () => new Promise((r) => (resolve = r)),
      bn: () => Promise.resolve({ default: bengali }),
    });
    function Title() {
      const { t, lang } = useT(slow);
      return <h1 lang={lang}>{t('card.title')}</h1>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Title />
      </Suspense>,
    );
    let changed: Promise<void> = Promise.resolve();
    act(() => {
      changed = changeLanguage('hi');
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Your card');
    await act(async () => {
      resolve({ default: hindi });
      await changed;
    });
    expect(screen.getByRole('heading')).toHaveTextContent('आपका कार्ड');
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('suspends a screen whose catalog is first met after Hindi was chosen, then reads Hindi', async () => {
    await act(() => changeLanguage('hi'));
    let resolve = (_: { default: Strings }) => {};
    const hi = vi.fn(() => new Promise<{ default: Strings }>((r) => (resolve = r)));
    const late = defineCatalog('test-late', en, {
      hi,
      bn: () => Promise.resolve({ default: bengali }),
    });
    function Late() {
      const { t } = useT(late);
      return <p>{t('card.validUntil', { date: '22/11/2026' })}</p>;
    }
    // React 19 retries a suspended render only from an awaited act.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => resolve({ default: hindi }));
    expect(screen.getByText('22/11/2026 तक मान्य')).toBeInTheDocument();
    expect(hi).toHaveBeenCalledTimes(1);
  });

  it('reads a key with an empty translation in English, and plurals by the Hindi rules', async () => {
    const { text } = catalog();
    await loadLanguage('hi');
    setLanguageNow('hi');
    expect(translate(text, 'only.english')).toBe('Only in English');
    // Hindi counts 0 and 1 as "one".
    expect(translate(text, 'visits', { count: 0 })).toBe('0 विज़िट');
    expect(translate(text, 'visits', { count: 2 })).toBe('2 विज़िटें');
  });

  it('translate() reads English while the language is still loading, and the later change wins', async () => {
    const { text } = catalog();
    const toHindi = changeLanguage('hi');
    const toBengali = changeLanguage('bn');
    expect(translate(text, 'card.title')).toBe('Your card');
    await Promise.all([toHindi, toBengali]);
    expect(translate(text, 'card.title')).toBe('আপনার কার্ড');
  });

  it('keeps a catalog whose chunk failed to load in English instead of failing the screen', async () => {
    const broken = defineCatalog('test-broken', en, {
      hi: () => Promise.reject(new Error('offline')),
      bn: () => Promise.resolve({ default: bengali }),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => changeLanguage('hi'));
    function Title() {
      const { t } = useT(broken);
      return <h1>{t('card.title')}</h1>;
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Title />
      </Suspense>,
    );
    expect(await screen.findByRole('heading')).toHaveTextContent('Your card');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
