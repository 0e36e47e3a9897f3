import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentMember, MemberVisit } from '@mcs/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from '../../../api/member-api.ts';
import { changeLanguage, setLanguageNow } from '../../../i18n/index.ts';
import { reportNoAnswer, resetReachabilityForTests } from '../../../net/reachability.ts';
import type { CardView } from '../card/card-view.ts';
import { CounterView } from '../card/counter-view.tsx';
import { DigitalCard } from '../card/digital-card.tsx';
import { partner } from '../../../offline/offline-test-kit.ts';
import { PartnerCard } from '../find-partners/partner-card.tsx';
import { LogoutDialog } from '../logout-dialog.tsx';
import { MemberNav } from '../member-nav.tsx';
import { ChangePasswordForm } from '../../../ui/change-password-form.tsx';
import passwordHi from '../../../ui/i18n/hi.ts';
import { VisitsTab } from '../visits/visits-tab.tsx';
import { AsOf, WorkingOffline } from '../working-offline.tsx';
import { en } from './en.ts';
import hi from './hi.ts';

const card: CardView = {
  name: 'Ananya Krishnan',
  membershipId: 'MCS-2026-4F9A2C',
  plan: 'Annual',
  status: 'Active',
  validUntil: '2027-11-24T00:00:00.000Z',
  family: [{ name: 'Diya', relationship: 'Daughter' }],
  jws: 'header.payload.signature',
};

const visit: MemberVisit = {
  id: 'v1',
  hospitalName: 'Lotus Dental Care',
  doctorName: 'Dr. Priya Reddy',
  address: '12 MG Road, Bengaluru',
  visitedTime: '2026-11-20T15:30:00.000Z',
  service: 'Consultation',
  billAmount: 1500,
  discountApplied: 20,
  savedAmount: 300,
  patient: 'Diya',
};

const member: CurrentMember = {
  id: '1',
  name: 'Ananya Krishnan',
  email: 'ananya@example.in',
  phone: null,
  plan: 'Annual',
  status: 'Active',
  validUntil: '2027-06-01T00:00:00.000Z',
  membershipId: 'MCS-2026-4F9A2C',
  familyMembers: 0,
  familyDetails: [],
};

/**
 * The pieces of English catalog text (between placeholders, long enough to be words rather than
 * punctuation) that the Hindi catalog does not share, found in `text`: what a Hindi reader would
 * still see in English. `asWritten`: names and a partner's own words, taken out first.
 */
function englishLeftIn(shown: string, asWritten: string[] = []): string[] {
  const text = asWritten.reduce((rest, words) => rest.split(words).join(' '), shown);
  return Object.entries(en).flatMap(([key, value]) =>
    value === hi[key as keyof typeof en]
      ? []
      : value
          .split(/\{\{\w+\}\}/)
          .map((piece) => piece.trim())
          .filter((piece) => piece.length >= 5 && /[a-z]{3}/i.test(piece) && text.includes(piece)),
  );
}

beforeEach(async () => {
  await act(() => changeLanguage('hi'));
});
afterEach(() => {
  cleanup();
  setLanguageNow('en');
  vi.unstubAllGlobals();
  resetReachabilityForTests();
});

describe('the member app in Hindi', () => {
  it('shows the card in Hindi, with the brand, the name and the ID as they are', () => {
    render(
      <DigitalCard view={card} now={new Date('2026-11-26T12:00:00Z')} onShowAtCounter={vi.fn()} />,
    );

    const section = screen.getByRole('region', { name: 'सदस्यता कार्ड' });
    expect(within(section).getByText('चालू')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'काउंटर पर दिखाएँ' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'डिजिटल कार्ड डाउनलोड करें' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('वैधता').nextElementSibling).toHaveTextContent('24/11/2027');
    expect(within(section).getByText('वार्षिक')).toBeInTheDocument();
    expect(within(section).getByText('Diya (बेटी)')).toBeInTheDocument();
    expect(within(section).getByTestId('card-membership-id')).toHaveTextContent('MCS-2026-4F9A2C');
    expect(englishLeftIn(section.textContent ?? '')).toEqual([]);
  });

  it('shows the counter view in Hindi: what the receptionist reads, the QR and the ID unchanged', () => {
    render(<CounterView view={card} onClose={vi.fn()} />);

    const counter = screen.getByRole('dialog', { name: 'काउंटर के लिए सदस्यता कार्ड' });
    expect(within(counter).getByText('MediCostSaver')).toBeInTheDocument();
    expect(within(counter).getByTestId('counter-status')).toHaveTextContent('चालू');
    expect(within(counter).getByText('24/11/2027 तक मान्य')).toBeInTheDocument();
    expect(within(counter).getByText('2 लोग शामिल')).toBeInTheDocument();
    expect(within(counter).getByText('कार्ड स्कैन नहीं हो रहा? यह ID पढ़कर बताएँ')).toBeInTheDocument();
    expect(within(counter).getByTestId('counter-membership-id')).toHaveTextContent(
      'MCS-2026-4F9A2C',
    );
    expect(within(counter).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(englishLeftIn(counter.textContent ?? '')).toEqual([]);
  });

  it('lists the visits in Hindi, with rupees and India’s time', () => {
    render(
      <VisitsTab
        data={{
          status: 'server',
          copy: { member, visits: [visit], visitsComplete: true, at: '2026-11-21T08:35:00.000Z' },
        }}
        hasMore
        loadingMore={false}
        onMore={vi.fn()}
      />,
    );

    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Diya के लिए')).toBeInTheDocument();
    expect(within(row).getByText('बिल').nextElementSibling).toHaveTextContent('₹1,500');
    expect(within(row).getByText('छूट').nextElementSibling).toHaveTextContent('20%');
    expect(within(row).getByText('आपकी बचत').nextElementSibling).toHaveTextContent('₹300');
    // 15:30 UTC is 9:00 pm in India, on 20 November, in Hindi month words.
    expect(row.querySelector('time')?.textContent).toMatch(/^20 नव/);
    expect(screen.getByRole('heading', { level: 2, name: 'आपकी विज़िट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पुरानी विज़िट दिखाएँ' })).toBeInTheDocument();
    expect(englishLeftIn(document.body.textContent ?? '')).toEqual([]);
  });

  it('says in Hindi when the app works from what the phone saved, with the time on India’s clock', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    act(() => reportNoAnswer());
    render(
      <>
        <WorkingOffline data={{ status: 'unknown', unreachable: true }} />
        <AsOf at="2026-11-21T08:35:00.000Z" />
      </>,
    );
    expect(screen.getByTestId('working-offline')).toHaveTextContent(
      'बिना इंटरनेट: इस फ़ोन पर अभी आपके खाते की कोई जानकारी सहेजी नहीं है',
    );
    // 08:35 UTC is 2:05 in the afternoon in India; the day is named, in Hindi.
    const asOf = screen.getByText(/इस फ़ोन पर सहेजा गया/);
    expect(asOf.querySelector('time')?.textContent).toMatch(/^21 नव.* 2026, 2:05/);
  });

  it('shows a partner in Hindi: its type, discount, days and specialisation, its own name and address as written', async () => {
    // A Tuesday, 11:00 in India: open.
    render(
      <PartnerCard
        partner={partner({ id: '1', name: 'Lotus Clinic' })}
        now={new Date('2026-11-24T05:30:00Z')}
      />,
    );

    const card = screen.getByRole('article', { name: 'Lotus Clinic' });
    expect(within(card).getByText('डॉक्टर और क्लिनिक')).toBeInTheDocument();
    expect(within(card).getByText('15% छूट')).toBeInTheDocument();
    expect(within(card).getByText('अभी खुला है')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Lotus Clinic को कॉल करें' })).toBeInTheDocument();
    // "More details", whose rows are made on the first opening.
    fireEvent.click(within(card).getByText('और जानकारी'));
    expect(await within(card).findByText('दिन')).toBeInTheDocument();
    expect(within(card).getByText('दिन').nextElementSibling).toHaveTextContent('सोमवार - शनिवार');
    expect(within(card).getByText('विशेषज्ञता').nextElementSibling).toHaveTextContent(
      'सामान्य चिकित्सा',
    );
    expect(within(card).getByText('12 MG Road', { exact: false })).toBeInTheDocument();
    expect(
      englishLeftIn(card.textContent ?? '', ['WhatsApp', 'Karnataka Medical Council']),
    ).toEqual([]);
  });

  it('says there are no visits yet in Hindi', () => {
    render(
      <VisitsTab data={{ status: 'guest' }} hasMore={false} loadingMore={false} onMore={vi.fn()} />,
    );
    expect(screen.getByText('अभी तक कोई विज़िट दर्ज नहीं')).toBeInTheDocument();
  });

  it('asks before logout in Hindi, and offline says why the card should stay', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    act(() => reportNoAnswer());
    const onCancel = vi.fn();
    render(<LogoutDialog cardOnDevice onConfirm={vi.fn()} onCancel={onCancel} />);

    const dialog = screen.getByRole('dialog', { name: 'इस फ़ोन से लॉग आउट करें?' });
    expect(
      within(dialog).getByText(
        'आपका सदस्यता कार्ड इस फ़ोन से हट जाएगा। काउंटर पर फिर दिखाने के लिए दोबारा साइन इन करना होगा।',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('logout-offline')).toHaveTextContent(
      'इंटरनेट लौटने तक आपके पास दिखाने को कोई कार्ड नहीं होगा।',
    );
    expect(within(dialog).getByRole('button', { name: 'लॉग आउट करें' })).toBeInTheDocument();
    expect(englishLeftIn(dialog.textContent ?? '')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'मेरा कार्ड रहने दें' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('choosing the language in the member bar', () => {
  beforeEach(() => setLanguageNow('en'));

  it('turns the bar into Hindi and back, the member’s name as it is', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <MemberNav
          name="Ananya Krishnan"
          signedIn
          cardOnDevice
          onShowCard={vi.fn()}
          onLogout={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');

    expect(await screen.findByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ड दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByText('Ananya Krishnan')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('the server’s refusal in Hindi', () => {
  it('says a wrong current password in Hindi, from its code, at its field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'Your current password is not correct.', code: 'wrong_password' },
          { status: 401 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(
      <ChangePasswordForm
        change={(passwords) => changePassword('member-tok', passwords)}
        onChanged={vi.fn()}
      />,
    );

    await user.type(screen.getByLabelText('मौजूदा पासवर्ड'), 'typo-password');
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'Kaveri river 2026');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'Kaveri river 2026');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));

    expect(await screen.findByText(passwordHi.wrong)).toBeInTheDocument();
    expect(screen.queryByText('Your current password is not correct.')).toBeNull();
  });
});

describe('the member app in Bengali', () => {
  it('shows the counter view in Bengali, the date in Bengali digits', async () => {
    await act(() => changeLanguage('bn'));
    render(<CounterView view={card} onClose={vi.fn()} />);

    const counter = screen.getByRole('dialog', { name: 'কাউন্টারের জন্য সদস্য কার্ড' });
    expect(within(counter).getByText('২৪/১১/২০২৭ পর্যন্ত বৈধ')).toBeInTheDocument();
    expect(within(counter).getByTestId('counter-status')).toHaveTextContent('চালু');
    expect(within(counter).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  });
});
