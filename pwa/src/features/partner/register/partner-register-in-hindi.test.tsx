import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { REGISTRATION_MESSAGES } from '@mcs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, setLanguageNow } from '../../../i18n';
import PartnerRegisterPage from './partner-register-page.tsx';

function openDoctorForm() {
  render(
    <MemoryRouter initialEntries={['/partner/register']}>
      <PartnerRegisterPage />
    </MemoryRouter>,
  );
  return userEvent.click(screen.getByRole('button', { name: /डॉक्टर/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'रजिस्ट्रेशन भेजें' }));

beforeEach(async () => {
  // India Post's directory is not this file's concern: the form works without it.
  vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
  await changeLanguage('hi');
});

afterEach(() => {
  // Unmounted first: the screens would otherwise render again in English as it is reset.
  cleanup();
  setLanguageNow('en');
  vi.unstubAllGlobals();
});

describe('partner registration in Hindi', () => {
  it("says the shared rules' findings in Hindi at their field, one after another", async () => {
    await openDoctorForm();
    const form = screen.getByRole('form', { name: 'पार्टनर रजिस्ट्रेशन' });

    await submit();
    expect(document.activeElement).toHaveAccessibleName('ज़िम्मेदार व्यक्ति का नाम *');
    expect(document.activeElement).toHaveAccessibleDescription('ज़िम्मेदार व्यक्ति का नाम लिखें।');

    fireEvent.change(within(form).getByLabelText(/^ज़िम्मेदार व्यक्ति का नाम/), {
      target: { value: 'डॉ. मीरा नायर' },
    });
    await submit();
    expect(document.activeElement).toHaveAccessibleDescription('अपनी उम्र लिखें।');

    fireEvent.change(within(form).getByLabelText(/^उम्र/), { target: { value: '7' } });
    await submit();
    expect(document.activeElement).toHaveAccessibleDescription('अपना लिंग चुनें।');
    expect(form).not.toHaveTextContent(REGISTRATION_MESSAGES.responsibleSex);
  });

  it('offers the days and the sexes in Hindi while keeping the values the server reads', async () => {
    await openDoctorForm();
    const sex = screen.getByLabelText(/^लिंग/);
    expect(within(sex).getByRole('option', { name: 'महिला' })).toHaveValue('Female');
    const firstDay = screen.getByLabelText(/^किस दिन से/);
    expect(within(firstDay).getByRole('option', { name: 'सोमवार' })).toHaveValue('Monday');
    expect(screen.getByRole('button', { name: 'फ़ॉर्म खाली करें' })).toBeInTheDocument();
  });
});
