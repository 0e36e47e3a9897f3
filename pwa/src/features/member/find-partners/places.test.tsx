import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, PartnerFilters } from './partner-filters.tsx';

// The list of states and districts arrives when the test says so.
const list = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: false, arrive: () => arrive(), arrived };
});
vi.mock('./place-list.ts', async (importOriginal) => {
  list.asked = true;
  await list.arrived;
  return importOriginal();
});

function Harness() {
  const [value, setValue] = useState(NO_FILTERS);
  return <PartnerFilters value={value} onChange={setValue} />;
}

describe('the list of states and districts behind the filters', () => {
  it('is fetched when the state box is first used, and the list says it is loading meanwhile', async () => {
    render(<Harness />);
    const stateBox = screen.getByRole('combobox', { name: 'State' });
    expect(list.asked).toBe(false);

    fireEvent.focus(stateBox);
    fireEvent.change(stateBox, { target: { value: 'ma' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('listbox')).toBeNull();

    list.arrive();
    const suggestions = await screen.findByRole('listbox', { name: 'State suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('option')
        .slice(0, 3)
        .map((o) => o.textContent),
    ).toEqual(['Madhya Pradesh', 'Maharashtra', 'Manipur']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(list.asked).toBe(true);
  });
});
