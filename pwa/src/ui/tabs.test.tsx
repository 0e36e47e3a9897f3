import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, tabPanelProps } from './tabs.tsx';

const TABS = [
  { key: 'verify', label: 'Verify Membership' },
  { key: 'visits', label: 'Recent Visits' },
  { key: 'help', label: 'Help' },
] as const;
type Key = (typeof TABS)[number]['key'];

function Desk() {
  const [tab, setTab] = useState<Key>('verify');
  return (
    <>
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="Desk" idPrefix="desk" />
      <div {...tabPanelProps('desk', tab)}>{tab} panel</div>
    </>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose panel is labelled by the selected tab', () => {
    render(<Desk />);
    expect(screen.getByRole('tablist', { name: 'Desk' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Verify Membership');
    expect(screen.getByRole('tabpanel', { name: 'Verify Membership' })).toHaveTextContent(
      'verify panel',
    );
    expect(selected).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Desk />);
    const [first, ...others] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('tabindex', '0');
    for (const tab of others) expect(tab).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys (wrapping round), Home and End, taking the focus along', async () => {
    render(<Desk />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Verify Membership' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recent Visits' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Recent Visits' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Help', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Verify Membership', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Help', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Verify Membership', selected: true })).toHaveFocus();
  });
});
