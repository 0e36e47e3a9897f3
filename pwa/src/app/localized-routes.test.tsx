import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, setLanguageNow } from '../i18n/index.ts';
import { App } from './app.tsx';

async function renderAt(path: string) {
  // React 19 shows a screen that suspended (a lazy page, a catalog) only from an awaited act.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
  });
}

afterEach(() => {
  cleanup();
  setLanguageNow('en');
});

describe('the public pages in Hindi and Bengali', () => {
  it('serves /hi/about as the About page, in Hindi, whatever language was shown before', async () => {
    await loadLanguage('hi');
    await renderAt('/hi/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MediCostSaver के बारे में' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('serves /bn as the home page in Bengali, and its links stay in Bengali', async () => {
    await loadLanguage('bn');
    await renderAt('/bn');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'পুরো পরিবারের চিকিৎসায় 25% পর্যন্ত সাশ্রয় করুন',
      }),
    ).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'প্রশ্নোত্তর' }))
      expect(link).toHaveAttribute('href', '/bn/faq');
  });

  it('shows English at the plain address after a Hindi page', async () => {
    await loadLanguage('hi');
    setLanguageNow('hi');
    await renderAt('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
  });

  it('has no /hi/ copy of a screen that is not a public page', async () => {
    await renderAt('/hi/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });
});
