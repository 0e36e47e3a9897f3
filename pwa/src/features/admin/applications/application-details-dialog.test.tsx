import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerApplication } from '@mcs/shared';
import { ToastProvider } from '../../../ui/toast.tsx';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';

const application = (over: Partial<PartnerApplication> = {}): PartnerApplication => ({
  _id: '12',
  name: 'Smile Dental',
  type: 'dentist',
  status: 'pending',
  rejectionReason: null,
  contactEmail: 'desk@smile.in',
  contactPhone: '9876543210',
  email: 'owner@smile.in',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  address: '12 MG Road',
  pincode: '560001',
  responsible: { name: 'Dr. Kavya Rao', sex: 'Female', age: '41', dob: '1985-03-09' },
  // What registration stores when the applicant typed no free-text timings.
  timings: '09:00 - 18:00',
  timeFrom: '09:00',
  timeTo: '18:00',
  dayFrom: 'Monday',
  dayTo: 'Saturday',
  website: null,
  council: { name: 'Dental Council of India', number: 'KA-1234' },
  specialization: null,
  certificateFile: null,
  clinicPhotos: [],
  discountAmount: '15%',
  discountItems: ['Cleaning'],
  standardDiscount: 15,
  createdAt: '2026-11-20T18:45:00.000Z',
  ...over,
});

function detail(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function renderDetails(a: PartnerApplication) {
  render(
    <ToastProvider>
      <ApplicationDetailsDialog application={a} onClose={() => {}} onDecided={() => {}} />
    </ToastProvider>,
  );
}

describe('application details', () => {
  it('shows the birth date and the application date as dd/mm/yyyy (India time), never ISO', () => {
    renderDetails(application());
    expect(detail('Date of birth')).toBe('09/03/1985');
    // 18:45 UTC on the 20th is past midnight on the 21st in India.
    expect(detail('Applied')).toBe('21/11/2026');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('1985-03-09');
  });

  it('prints the timings once', () => {
    renderDetails(application());
    expect(detail('Timings')).toBe('09:00 - 18:00');
    expect(detail('Days')).toBe('Monday - Saturday');
  });

  it('adds what an older application typed as its timings when it says something more', () => {
    renderDetails(
      application({ timings: 'Closed for lunch 1-2', dayFrom: 'Sunday', dayTo: 'Sunday' }),
    );
    expect(detail('Timings')).toBe('09:00 - 18:00 (Closed for lunch 1-2)');
    expect(detail('Days')).toBe('Sunday');
  });

  it('shows a birth date sent in another form as it was sent', () => {
    renderDetails(application({ responsible: { name: 'A', sex: 'Male', age: '50', dob: '1976' } }));
    expect(detail('Date of birth')).toBe('1976');
  });
});
