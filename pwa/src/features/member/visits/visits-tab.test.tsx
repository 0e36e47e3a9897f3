import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberVisit } from '@mcs/shared';
import { describe, expect, it, vi } from 'vitest';
import { VisitsTab } from './visits-tab.tsx';

const visit: MemberVisit = {
  id: 'v1',
  hospitalName: 'Lotus Dental Care',
  doctorName: 'Dr. Priya Reddy',
  address: '12 MG Road, Bengaluru',
  visitedTime: '2026-11-20T15:30:00.000Z',
  service: 'Consultation',
  billAmount: 500,
  discountApplied: 20,
  savedAmount: 100,
};

describe('Recent Visits', () => {
  it("shows the spec's empty state", () => {
    render(<VisitsTab visits={[]} hasMore={false} loadingMore={false} onMore={vi.fn()} />);
    expect(screen.getByText('No visits recorded yet')).toBeInTheDocument();
    expect(
      screen.getByText('Your healthcare visits will appear here once you start using our services'),
    ).toBeInTheDocument();
  });

  it('shows hospital, doctor, address and the time in India (en-IN), and asks for older pages', async () => {
    const onMore = vi.fn();
    render(<VisitsTab visits={[visit]} hasMore loadingMore={false} onMore={onMore} />);
    expect(screen.getByRole('heading', { name: 'Lotus Dental Care' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Priya Reddy')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Bengaluru')).toBeInTheDocument();
    // 15:30 UTC is 9:00 pm in India.
    expect(screen.getByText(/20 Nov 2026, 9:00\s?pm/i)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older visits' }));
    expect(onMore).toHaveBeenCalled();
  });

  it('names who was treated when the desk recorded it', () => {
    render(
      <VisitsTab
        visits={[visit, { ...visit, id: 'v2', patient: 'Ravi Rao' }]}
        hasMore={false}
        loadingMore={false}
        onMore={vi.fn()}
      />,
    );
    expect(screen.getAllByText(/^For /)).toHaveLength(1);
    expect(screen.getByText('For Ravi Rao')).toBeInTheDocument();
  });
});
