import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LANGUAGE_STORAGE_KEY, setLanguageNow } from './language-store.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { loadLanguage } from './catalog.ts';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  // Unmounted first: a screen must not render again in English because of the reset.
  cleanup();
  localStorage.clear();
  setLanguageNow('en');
});

describe('LanguageSwitch', () => {
  it('names each language in its own script and is called Language', () => {
    renderAt('/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'हिन्दी',
      'বাংলা',
    ]);
  });

  it("on a public page opens the page's copy in the chosen language and remembers it", async () => {
    renderAt('/membership-fee');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'hi');
    expect(screen.getByRole('status')).toHaveTextContent('/hi/membership-fee');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    await act(() => loadLanguage('hi'));
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });

  it('on a Hindi page goes back to the English page', async () => {
    await act(() => loadLanguage('hi'));
    setLanguageNow('hi');
    renderAt('/hi');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'en');
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it("on a member's screen changes the language and stays on the screen", async () => {
    renderAt('/dashboard');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'bn');
    await act(() => loadLanguage('bn'));
    expect(screen.getByRole('status')).toHaveTextContent('/dashboard');
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
  });
});
