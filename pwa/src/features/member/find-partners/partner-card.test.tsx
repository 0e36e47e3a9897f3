import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partner } from '../../../offline/offline-test-kit.ts';
import { PartnerCard } from './partner-card.tsx';

const discountRow = () => screen.getByText('Discount').nextElementSibling;

describe('a directory entry', () => {
  it("shows the partner's standard discount beside its offer", () => {
    render(
      <PartnerCard
        partner={partner({ id: '1', standardDiscount: 20, discountAmount: '20% on consultation' })}
      />,
    );
    expect(discountRow()).toHaveTextContent('20% for every member');
    expect(discountRow()).toHaveTextContent('20% on consultation');
  });

  it('shows only the offer for a partner that has set no standard discount', () => {
    render(<PartnerCard partner={partner({ id: '1', standardDiscount: null })} />);
    expect(discountRow()).not.toHaveTextContent('for every member');
    expect(discountRow()).toHaveTextContent('15%');
  });
});
