import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ageFromBirthDate, FIELD_CHECK_MESSAGES, loadPincodeDirectory } from '@mcs/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import PartnerRegisterPage from './partner-register-page.tsx';
import {
  emptyValues,
  registrationProblem,
  type RegistrationValues,
} from './registration-values.ts';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

async function openDoctorForm() {
  render(
    <MemoryRouter initialEntries={['/partner/register']}>
      <PartnerRegisterPage />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Doctor/ }));
}

// The page asks for the directory when it opens; here it is already read, as it is by the time a
// partner has come to the pincode.
beforeAll(async () => {
  await loadPincodeDirectory();
});

describe('registration: state and district from the pincode', () => {
  it('fills in the state and district of a pincode India Post knows, and says so', async () => {
    await openDoctorForm();
    fill('Pincode', '560001');
    expect(field('State')).toHaveValue('Karnataka');
    expect(field('District')).toHaveValue('Bengaluru Urban');
    expect(field('Pincode')).toHaveAccessibleDescription(
      'State and district filled in from the pincode: Bengaluru Urban, Karnataka.',
    );
    fill('Pincode', '682001');
    expect(field('State')).toHaveValue('Kerala');
    expect(field('District')).toHaveValue('Ernakulam');
  });

  it('leaves the state and district to the partner, who can still change them', async () => {
    await openDoctorForm();
    fill('Pincode', '400001');
    expect(field('District')).toHaveValue('Mumbai City');
    fill('District', 'Mumbai Suburban');
    expect(field('District')).toHaveValue('Mumbai Suburban');
    expect(field('Pincode')).not.toHaveAccessibleDescription();
    // A half-typed or unknown pincode changes nothing.
    fill('Pincode', '40000');
    fill('Pincode', '400999');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('District')).toHaveValue('Mumbai Suburban');
  });

  it("replaces a state typed under 'Other' with the pincode's", async () => {
    await openDoctorForm();
    fill('State', 'Other');
    fill('Enter State', 'Dilli');
    fill('Pincode', '110001');
    expect(field('State')).toHaveValue('Delhi');
    expect(field('District')).toHaveValue('New Delhi');
    expect(screen.queryByLabelText(/^Enter State/)).not.toBeInTheDocument();
  });
});

describe('registration: a pincode that does not exist', () => {
  const BORN = '1983-04-12';
  const complete: RegistrationValues = {
    ...emptyValues('doctor'),
    businessName: 'Nair Heart Clinic',
    responsibleName: 'Dr. Meera Nair',
    responsibleAge: String(ageFromBirthDate(BORN)),
    responsibleSex: 'Female',
    responsibleDOB: '12/04/1983',
    address: '12 MG Road',
    state: 'Kerala',
    district: 'Ernakulam',
    pincode: '682001',
    timeFrom: '9:00 AM',
    timeTo: '6:00 PM',
    dayFrom: 'Monday',
    dayTo: 'Saturday',
    contactEmail: 'desk@nair.test',
    contactPhone: '9876543210',
    email: 'meera@nair.test',
    password: 'Clinic#Desk2026',
    councilName: 'Kerala Medical Council',
    councilNumber: 'KMC-1234',
    specialization: 'Cardiology',
    discountAmount: '15% on consultation',
    discountItems: ['Consultation'],
    standardDiscount: '15',
    termsAccepted: true,
  };
  const files = {
    certificate: new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' }),
    photos: [new File(['png'], 'front.png', { type: 'image/png' })],
  };

  it('is refused at the pincode once the directory has arrived', async () => {
    const pincodes = await loadPincodeDirectory();
    expect(registrationProblem(complete, files, pincodes)).toBeNull();
    expect(registrationProblem({ ...complete, pincode: '682999' }, files, pincodes)).toEqual({
      field: 'pincode',
      message: FIELD_CHECK_MESSAGES.pincodeUnknown,
    });
    // Before it arrives the form lets it go; the server refuses it with the same words.
    expect(registrationProblem({ ...complete, pincode: '682999' }, files)).toBeNull();
  });
});
