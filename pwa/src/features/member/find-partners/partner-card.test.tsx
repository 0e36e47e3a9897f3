import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partner } from '../../../offline/offline-test-kit.ts';
import { PartnerCard } from './partner-card.tsx';

const discountRow = () => screen.getByText('Discount').nextElementSibling;

/** Opens the card's "More details", whose rows are made on the first opening. */
async function openDetails() {
  fireEvent.click(screen.getByText('More details'));
  await screen.findByText('Status', { selector: 'dt' });
}

describe('a directory entry', () => {
  it("shows the partner's standard discount beside its offer", async () => {
    render(
      <PartnerCard
        partner={partner({ id: '1', standardDiscount: 20, discountAmount: '20% on consultation' })}
      />,
    );
    await openDetails();
    expect(discountRow()).toHaveTextContent('20% for every member');
    expect(discountRow()).toHaveTextContent('20% on consultation');
  });

  it('shows only the offer for a partner that has set no standard discount', async () => {
    render(<PartnerCard partner={partner({ id: '1', standardDiscount: null })} />);
    await openDetails();
    expect(discountRow()).not.toHaveTextContent('for every member');
    expect(discountRow()).toHaveTextContent('15%');
  });
});

/** A Monday morning and a Sunday morning on India's clock. */
const mondayMorning = new Date('2026-11-23T10:00:00+05:30');
const sundayMorning = new Date('2026-11-29T10:00:00+05:30');

describe('a directory card for a thumb', () => {
  it('shows name, type, area, the discount and open now at a glance', () => {
    render(
      <PartnerCard
        partner={partner({
          id: '1',
          name: 'Smile Dental Care',
          type: 'dentist',
          standardDiscount: 20,
        })}
        now={mondayMorning}
      />,
    );
    const card = screen.getByRole('article', { name: 'Smile Dental Care' });
    expect(card).toHaveTextContent('Dentists');
    expect(card).toHaveTextContent('Bengaluru Urban, Karnataka');
    expect(screen.getByText('20% off')).toBeVisible();
    expect(screen.getByText('Open now')).toBeVisible();
  });

  it('says Closed on a day the partner does not open', () => {
    render(<PartnerCard partner={partner({ id: '1' })} now={sundayMorning} />);
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.queryByText('Open now')).toBeNull();
  });

  it('claims neither when the timings are free text', () => {
    render(<PartnerCard partner={partner({ id: '1', timeFrom: 'Morning' })} now={mondayMorning} />);
    expect(screen.queryByText('Open now')).toBeNull();
    expect(screen.queryByText('Closed')).toBeNull();
  });

  it('offers Call, WhatsApp and Directions for a mobile number', () => {
    render(
      <PartnerCard
        partner={partner({
          id: '1',
          name: 'Care Pharmacy',
          contactPhone: '+91 98450-12345',
          address: '12 MG Road',
          district: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Call Care Pharmacy' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp Care Pharmacy' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919845012345');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    const directions = screen.getByRole('link', { name: 'Directions to Care Pharmacy' });
    const url = new URL(directions.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('12 MG Road, Pune, Maharashtra 411001');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no WhatsApp for a landline, and calls it with the country code', () => {
    render(
      <PartnerCard partner={partner({ id: '1', name: 'Lab', contactPhone: '080 2345 6789' })} />,
    );
    expect(screen.getByRole('link', { name: 'Call Lab' })).toHaveAttribute(
      'href',
      'tel:+918023456789',
    );
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Directions to Lab' })).toBeInTheDocument();
  });

  it('shows every field of the listing once "More details" is opened', async () => {
    render(
      <PartnerCard
        partner={partner({
          id: '1',
          name: 'Sunrise Heart Clinic',
          responsible: { name: 'Arjun Shetty' },
          contactPhone: '9845012345',
          contactEmail: 'front.desk.of.a.very.long.clinic.name@sunrise-heart-clinic.example.in',
          website: 'https://sunrise.example.in',
          specialization: 'Cardiology',
          council: { name: 'Karnataka Medical Council', number: 'KMC-77' },
          standardDiscount: 20,
          discountAmount: '20% on consultation',
          discountItems: ['ECG', 'Echo'],
          membersServed: 42,
          createdAt: '2026-02-03T00:00:00.000Z',
        })}
      />,
    );
    // The details are made on the first opening: none of their rows is there before.
    expect(screen.queryByRole('link', { name: '9845012345' })).toBeNull();
    expect(screen.queryByText('Joined', { selector: 'dt' })).toBeNull();

    fireEvent.click(screen.getByText('More details'));
    const phone = await screen.findByRole('link', { name: '9845012345' });

    const fields: [string, string][] = [
      ['Status', 'Active'],
      ['Responsible', 'Dr. Arjun Shetty'],
      ['Phone', '9845012345'],
      ['Email', 'front.desk.of.a.very.long.clinic.name@sunrise-heart-clinic.example.in'],
      ['Website', 'Visit Website'],
      ['Address', '12 MG RoadBengaluru Urban, Karnataka - 560001'],
      ['Timings', '9:00 AM - 6:00 PM'],
      ['Days', 'Monday - Saturday'],
      ['Specialization', 'Cardiology'],
      ['Council', 'Karnataka Medical Council (KMC-77)'],
      ['Discount', '20% for every member20% on consultationECGEcho'],
      ['Members served', '42'],
      ['Joined', '03/02/2026'],
    ];
    for (const [label, value] of fields) {
      const row = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(row, label).toBeVisible();
      expect(row, label).toHaveTextContent(value);
    }
    expect(phone).toHaveAttribute('href', 'tel:9845012345');
    expect(screen.getByRole('link', { name: /front\.desk/ })).toHaveAttribute(
      'href',
      'mailto:front.desk.of.a.very.long.clinic.name@sunrise-heart-clinic.example.in',
    );
    const website = screen.getByRole('link', { name: 'Visit Website' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Active')).toHaveClass('badge-active');
  });

  it("labels a pharmacy's specialization 'Details'", async () => {
    render(
      <PartnerCard partner={partner({ id: '1', type: 'pharmacy', specialization: '24x7' })} />,
    );
    await openDetails();
    expect(screen.getByText('Details', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '24x7',
    );
  });

  it('shows the clinic photos as lazy thumbnails of a set size, from the server', async () => {
    render(
      <PartnerCard
        partner={partner({
          id: '1',
          name: 'Smile Dental Care',
          clinicPhotos: ['uploads/a.png', 'uploads/b.jpg'],
        })}
      />,
    );
    const thumb = screen.getByRole('img', { name: 'Clinic photo of Smile Dental Care' });
    expect(thumb).toHaveAttribute('src', '/uploads/a.png');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('width', '72');
    expect(thumb).toHaveAttribute('height', '72');
    await openDetails();
    const second = screen.getByRole('img', { name: 'Smile Dental Care, photo 2' });
    expect(second).toHaveAttribute('src', '/uploads/b.jpg');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('shows no photo for a partner without any', () => {
    render(<PartnerCard partner={partner({ id: '1' })} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
