import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TermsDialog } from './terms-dialog.tsx';

/** jsdom has no layout: give the terms box a size and a scroll position. */
function scrollTermsTo(scrollTop: number) {
  const box = screen.getByTestId('terms-scroll');
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 300 });
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: scrollTop });
  fireEvent.scroll(box);
}

function renderDialog() {
  const onAccept = vi.fn();
  const onCancel = vi.fn();
  const view = render(<TermsDialog open onAccept={onAccept} onCancel={onCancel} />);
  return { onAccept, onCancel, view, user: userEvent.setup() };
}

describe('MCP terms dialog', () => {
  it('shows the terms with the figures of the spec', () => {
    renderDialog();
    expect(
      screen.getByRole('dialog', { name: 'Additional Terms of Use for MCPs' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/30 days' written notice/)).toBeInTheDocument();
    expect(screen.getByText(/within 48 hours/)).toBeInTheDocument();
    expect(
      screen.getByText(/Joining MediCostSaver as a medical care provider \(MCP\) is free/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/lower of the fees received .* in the last twelve months or INR 5000/),
    ).toBeInTheDocument();
    expect(screen.getByText(/return all hardware, software and documentation/)).toBeInTheDocument();
  });

  it('enables I Accept Terms only once scrolled to within 10 px of the bottom', async () => {
    const { user, onAccept } = renderDialog();
    const accept = screen.getByRole('button', { name: 'I Accept Terms' });
    expect(accept).toBeDisabled();
    scrollTermsTo(689); // 11 px short of the end
    expect(accept).toBeDisabled();
    scrollTermsTo(690); // exactly 10 px short
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('cancels with the Cancel button or Escape, and starts unread on every opening', async () => {
    const { user, onCancel, view, onAccept } = renderDialog();
    scrollTermsTo(700);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    view.rerender(<TermsDialog open={false} onAccept={onAccept} onCancel={onCancel} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.rerender(<TermsDialog open onAccept={onAccept} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'I Accept Terms' })).toBeDisabled();
  });

  it('keeps Tab inside the dialog and gives focus back to the opener when it closes', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const view = render(
      <>
        <button type="button">Read the terms</button>
        <TermsDialog open={false} onAccept={() => {}} onCancel={onCancel} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Read the terms' });
    opener.focus();
    const reopen = (open: boolean) =>
      view.rerender(
        <>
          <button type="button">Read the terms</button>
          <TermsDialog open={open} onAccept={() => {}} onCancel={onCancel} />
        </>,
      );
    reopen(true);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const terms = screen.getByRole('region', { name: 'Terms text' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(terms).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(terms).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    reopen(false);
    expect(opener).toHaveFocus();
  });
});
