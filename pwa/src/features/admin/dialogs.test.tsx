import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnrolMemberResponse, PartnerApplication } from '@mcs/shared';
import { ToastProvider } from '../../ui/toast.tsx';
import { DeleteDialog } from './accounts/delete-dialog.tsx';
import { DocumentPreviewDialog } from './applications/document-preview-dialog.tsx';
import { DecisionButtons } from './applications/decision-buttons.tsx';
import { InviteButton } from './dashboard/invite-button.tsx';
import { EnrolResult, welcomeMessage } from './enrol/enrol-result.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pending = { _id: '12', name: 'Smile Dental', status: 'pending' } as PartnerApplication;

describe('delete confirmation', () => {
  it('warns that deleting cannot be undone and deletes only on confirm', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'User deleted' }));
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <DeleteDialog
          target={{ kind: 'user', id: '5', name: 'Asha Rao' }}
          onClose={() => {}}
          onDeleted={onDeleted}
        />
      </ToastProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('This action cannot be undone');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/partners/users/5');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('stays open with a toast when the delete fails', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Partner not found' }));
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <DeleteDialog
          target={{ kind: 'partner', id: '9', name: 'City Labs' }}
          onClose={() => {}}
          onDeleted={onDeleted}
        />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Partner not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Partner' })).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('reject with a reason', () => {
  it('asks for an optional reason and sends it', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { message: 'Application rejected', application: {} }),
    );
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <DecisionButtons application={pending} onDecided={() => {}} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('dialog', { name: 'Reject Smile Dental?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason for rejection (optional)'), 'Expired licence');
    await user.click(screen.getByRole('button', { name: 'Reject Application' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/partners/applications/12/reject');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Expired licence' });
  });

  it('rejects without a reason when none is given', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { message: 'Application rejected', application: {} }),
    );
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <DecisionButtons application={pending} onDecided={() => {}} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject Application' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({});
  });
});

describe('document preview', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('fetches a relative upload with the admin token and shows it through a blob URL', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }),
    );
    render(<DocumentPreviewDialog path="cert-1.png" title="Certificate" onClose={() => {}} />);
    expect(await screen.findByRole('img', { name: 'Certificate' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/uploads/cert-1.png');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it("shows 'Image not available' when the file cannot be loaded", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Not found' }));
    render(
      <DocumentPreviewDialog path="uploads/gone.png" title="Certificate" onClose={() => {}} />,
    );
    expect(await screen.findByText('Image not available')).toBeInTheDocument();
  });

  it('offers Open and Download for a PDF instead of embedding it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['%PDF'], { type: 'application/pdf' }), { status: 200 }),
    );
    render(<DocumentPreviewDialog path="uploads/c.pdf" title="Certificate" onClose={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'blob:preview',
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download');
  });
});

describe('enrolment result', () => {
  const result: EnrolMemberResponse = {
    message: 'Member enrolled',
    member: {
      id: '7',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9845012345',
      plan: 'Annual',
      status: 'Active',
      validUntil: '2027-11-23T00:00:00.000Z',
      membershipId: 'MCS-2026-4F9A2C',
      familyMembers: 0,
      familyDetails: [],
    },
    password: 'Secret-pass-1',
  };

  it('shows the membership ID and one-time password with a message to send the family', () => {
    render(<EnrolResult result={result} onDone={() => {}} />);
    expect(screen.getByTestId('new-membership-id')).toHaveTextContent('MCS-2026-4F9A2C');
    expect(screen.getByTestId('new-password')).toHaveTextContent('Secret-pass-1');
    const message = welcomeMessage(result, 'https://mcs.example');
    expect(message).toContain('MCS-2026-4F9A2C');
    expect(message).toContain('Secret-pass-1');
    expect(message).toContain('https://mcs.example/login');
    expect(screen.getByLabelText('Message for the family')).toHaveValue(
      welcomeMessage(result, window.location.origin),
    );
  });

  it('copies the message to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<EnrolResult result={result} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Copy Message' }));
    expect(writeText).toHaveBeenCalledWith(welcomeMessage(result, window.location.origin));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});

describe('admin invite', () => {
  it('issues a one-time code and shows it with its expiry', async () => {
    fetchMock.mockResolvedValueOnce(
      json(201, {
        message: 'Invite issued',
        code: 'INV-12345',
        expiresAt: '2026-11-30T00:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <InviteButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Invite Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin invite code' });
    expect(screen.getByTestId('invite-code')).toHaveTextContent('INV-12345');
    expect(dialog).toHaveTextContent('30/11/2026');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/invites');
  });
});
