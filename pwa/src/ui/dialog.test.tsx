import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { ToastProvider, useToast } from './toast.tsx';

describe('Dialog', () => {
  it('opens as a modal named by its title, focused, with a Close button by default', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog title="Admin invite code" onClose={onClose}>
        <p>INV-1</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Admin invite code' });
    expect(dialog).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes only the dialog on top with Escape', async () => {
    const closeDetails = vi.fn();
    const closeDocument = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Dialog title="Smile Dental" onClose={closeDetails}>
          <p>Details</p>
        </Dialog>
        <Dialog title="Certificate" onClose={closeDocument}>
          <p>Document</p>
        </Dialog>
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeDocument).toHaveBeenCalledOnce();
    expect(closeDetails).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the box', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Behind</button>
        <Dialog
          title="Reject?"
          onClose={() => {}}
          actions={
            <>
              <button type="button">Cancel</button>
              <button type="button">Reject Application</button>
            </>
          }
        >
          <p>Sure?</p>
        </Dialog>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('shows a notice inside the open dialog, where it stays readable and dismissable', async () => {
    function FailingDelete() {
      const toast = useToast();
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog
          title="Delete User"
          onClose={() => setOpen(false)}
          actions={
            <button type="button" onClick={() => toast({ title: 'Delete Failed', tone: 'error' })}>
              Delete
            </button>
          }
        >
          <p>Sure?</p>
        </Dialog>
      ) : null;
    }
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <FailingDelete />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Delete Failed');
    await user.keyboard('{Escape}');
    // The dialog gone, the notice is still on the page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Delete Failed');
  });
});
