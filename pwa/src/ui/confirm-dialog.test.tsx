import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Delete User"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>This action cannot be undone.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, on a native <dialog>, with Cancel focused', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('acts only on the confirm button', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Cancel, with Escape and with a press outside the box', async () => {
    const { onConfirm, onCancel, user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onCancel).toHaveBeenCalledTimes(3);
    // A press inside the box is not one outside it.
    fireEvent.mouseDown(screen.getByText('This action cannot be undone.'));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open on Escape until its owner closes it', async () => {
    const { user } = renderConfirm();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete User' })).toHaveAttribute('open');
  });

  it('ignores a press outside when a choice must be made in the box', () => {
    const { onCancel } = renderConfirm({ closeOnBackdrop: false });
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice while the action runs, nor while it is not allowed', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderConfirm({ onConfirm });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    finish();
    await vi.waitFor(() => expect(confirm).toBeEnabled());
  });

  it('keeps the action disabled while confirmDisabled holds', () => {
    renderConfirm({ confirmDisabled: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('gives focus back to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete Asha
          </button>
          {open && (
            <ConfirmDialog
              title="Delete User"
              confirmLabel="Delete"
              onConfirm={() => setOpen(false)}
              onCancel={() => setOpen(false)}
            >
              <p>Sure?</p>
            </ConfirmDialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete Asha' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
