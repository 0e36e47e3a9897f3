import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, PartnerFilters } from './partner-filters.tsx';
import type { PartnerFilterValues } from './partner-filters.tsx';
import { requestPlaces } from './places.ts';

let latest: PartnerFilterValues = NO_FILTERS;
function Harness({ start = NO_FILTERS }: { start?: PartnerFilterValues }) {
  const [value, setValue] = useState(start);
  const onChange = (next: PartnerFilterValues) => {
    latest = next;
    setValue(next);
  };
  return <PartnerFilters value={value} onChange={onChange} />;
}

const stateBox = () => screen.getByRole('combobox', { name: 'State' });
const districtBox = () => screen.getByRole('combobox', { name: 'District' });
/** The open suggestion lists' entries (the selects' own options are not suggestions). */
const suggestions = () =>
  screen.queryAllByRole('listbox').flatMap((list) => within(list).queryAllByRole('option'));
const options = () => suggestions().map((o) => o.textContent);

beforeEach(() => {
  latest = NO_FILTERS;
});

// The list of states and districts as it is once the state box has been used (places.test.tsx
// covers the wait before it arrives).
beforeAll(() => requestPlaces());

afterEach(() => {
  vi.useRealTimers();
});

describe('Find Partners filters', () => {
  it('offers the five service types and the specialization only for doctors and dentists', async () => {
    render(<Harness />);
    const type = screen.getByLabelText('Service Type');
    expect([...(type as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All Healthcare Services',
      'Doctors & Clinics',
      'Dentists',
      'Diagnostic Centers',
      'Pharmacies',
    ]);
    expect(screen.queryByLabelText('Specialization')).toBeNull();
    await userEvent.selectOptions(type, 'dentist');
    expect(screen.getByLabelText('Specialization')).toBeInTheDocument();
    await userEvent.selectOptions(type, 'diagnostic');
    expect(screen.queryByLabelText('Specialization')).toBeNull();
  });

  it('resets the specialization when the type changes', async () => {
    render(<Harness />);
    await userEvent.selectOptions(screen.getByLabelText('Service Type'), 'doctor');
    await userEvent.selectOptions(screen.getByLabelText('Specialization'), 'Cardiology');
    expect(latest.specialization).toBe('Cardiology');
    await userEvent.selectOptions(screen.getByLabelText('Service Type'), 'dentist');
    expect(latest.specialization).toBe('all');
    expect(screen.getByLabelText('Specialization')).toHaveValue('all');
  });

  it('suggests at most ten states containing the text, none for blank text', async () => {
    render(<Harness />);
    await userEvent.type(stateBox(), 'a');
    expect(options()).toHaveLength(10);
    await userEvent.clear(stateBox());
    expect(options()).toEqual([]);
    await userEvent.type(stateBox(), 'KARNA');
    expect(options()).toEqual(['Karnataka']);
  });

  it('moves through suggestions with the arrow keys and picks with Enter', async () => {
    render(<Harness />);
    await userEvent.type(stateBox(), 'pradesh');
    const shown = options();
    expect(shown.length).toBeGreaterThan(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(suggestions()[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(latest.state).toBe(shown[1]);
    expect(options()).toEqual([]);
  });

  it('does not move above the first or below the last suggestion', async () => {
    render(<Harness />);
    await userEvent.type(stateBox(), 'karna');
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Karnataka' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('closes the list on Escape without picking', async () => {
    render(<Harness />);
    await userEvent.type(stateBox(), 'kerala');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(options()).toEqual([]);
    expect(latest.state).toBe('kerala');
  });

  it('suggests the states that begin with the text first', async () => {
    render(<Harness />);
    await userEvent.type(stateBox(), 'ma');
    expect(options().slice(0, 4)).toEqual([
      'Madhya Pradesh',
      'Maharashtra',
      'Manipur',
      'Andaman and Nicobar Islands',
    ]);
  });

  it('picks a suggestion with the mouse', async () => {
    render(<Harness />);
    await userEvent.type(stateBox(), 'goa');
    await userEvent.click(screen.getByRole('option', { name: 'Goa' }));
    expect(latest.state).toBe('Goa');
    expect(options()).toEqual([]);
  });

  it('closes the state list 150 ms after the field loses focus', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.change(stateBox(), { target: { value: 'kar' } });
    expect(options()).toEqual(['Karnataka']);
    fireEvent.blur(stateBox());
    act(() => vi.advanceTimersByTime(149));
    expect(options()).toEqual(['Karnataka']);
    act(() => vi.advanceTimersByTime(1));
    expect(options()).toEqual([]);
  });

  it('closes the district list 100 ms after the field loses focus', () => {
    vi.useFakeTimers();
    render(<Harness start={{ ...NO_FILTERS, state: 'Karnataka' }} />);
    fireEvent.change(districtBox(), { target: { value: 'bang' } });
    expect(options().length).toBeGreaterThan(0);
    fireEvent.blur(districtBox());
    act(() => vi.advanceTimersByTime(99));
    expect(options().length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(1));
    expect(options()).toEqual([]);
  });

  it('closes both lists at once on a press outside the fields', async () => {
    render(<Harness />);
    await userEvent.type(stateBox(), 'kar');
    expect(options()).toEqual(['Karnataka']);
    fireEvent.mouseDown(document.body);
    expect(options()).toEqual([]);
  });

  it('keeps the district disabled until a state is chosen, then suggests only its districts', async () => {
    render(<Harness />);
    expect(districtBox()).toBeDisabled();
    await userEvent.type(stateBox(), 'kar');
    expect(districtBox()).toBeDisabled();
    await userEvent.click(screen.getByRole('option', { name: 'Karnataka' }));
    expect(districtBox()).toBeEnabled();
    await userEvent.type(districtBox(), 'bengaluru');
    expect(options()).toEqual(['Bengaluru Rural', 'Bengaluru Urban']);
  });

  it('clears the district when the state is typed in or another state is picked', async () => {
    render(<Harness start={{ ...NO_FILTERS, state: 'Karnataka', district: 'Mysuru' }} />);
    await userEvent.type(stateBox(), 'x');
    expect(latest.district).toBe('');
    await userEvent.clear(stateBox());
    await userEvent.type(stateBox(), 'kerala');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(latest).toMatchObject({ state: 'Kerala', district: '' });
  });

  it("shows 'Clear all filters' only when a filter is set, and it resets every filter and list", async () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Search'), 'heart');
    await userEvent.selectOptions(screen.getByLabelText('Service Type'), 'doctor');
    await userEvent.type(stateBox(), 'kar');
    expect(options()).toEqual(['Karnataka']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(latest).toEqual(NO_FILTERS);
    expect(options()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });
});
