import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../ui/toast.tsx';
import AdminLoginPage from './admin-login-page.tsx';
import AdminRegisterPage from './admin-register-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DEMO_CONFIG = {
  demo: true,
  demoSignIns: {
    admin: { email: 'admin@demo.mcs', password: 'demo-admin-1' },
    member: { email: 'm@demo.mcs', password: 'x' },
    partner: { email: 'p@demo.mcs', password: 'y' },
    adminInviteCode: 'DEMO-INVITE',
  },
};

/** Answers /api/config with `config` and the login or register call with `answer`. */
function server(config: unknown, answer?: Response) {
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/api/config') ? json(200, config) : (answer ?? json(500, {})),
  );
}

function renderAt(path: '/admin/login' | '/admin/register') {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin/register" element={<AdminRegisterPage />} />
          <Route path="/admin" element={<h1>Dashboard reached</h1>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return userEvent.setup();
}

describe('admin login', () => {
  it('prefills the sample sign-in only when the server runs in demo mode', async () => {
    server(DEMO_CONFIG);
    renderAt('/admin/login');
    expect(await screen.findByDisplayValue('admin@demo.mcs')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('demo-admin-1');
  });

  it('leaves the form empty outside demo mode', async () => {
    server({ demo: false });
    renderAt('/admin/login');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/admin/register',
    );
  });

  it("shows 'Login Failed' with the server's message", async () => {
    server({ demo: false }, json(401, { message: 'Invalid email or password.' }));
    const user = renderAt('/admin/login');
    await user.type(screen.getByLabelText('Email'), 'a@x.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
  });

  it("shows 'Connection Error' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderAt('/admin/login');
    await user.type(screen.getByLabelText('Email'), 'a@x.in');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to connect to the server. Please check your internet connection.'),
    ).toBeInTheDocument();
  });

  it('stores the token and opens the dashboard on success', async () => {
    server(DEMO_CONFIG, json(200, { token: 'admin-jwt', message: 'Login successful' }));
    const user = renderAt('/admin/login');
    await screen.findByDisplayValue('admin@demo.mcs');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('admin-jwt');
    expect(screen.getByText('Welcome back, Admin!')).toBeInTheDocument();
  });
});

describe('admin registration', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Phone'), '9845012345');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirm);
    await user.type(screen.getByLabelText('Invite Code'), 'DEMO-INVITE');
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  it("says 'Passwords do not match' without calling the server", async () => {
    const user = renderAt('/admin/register');
    await fill(user, 'secret-pass-1', 'secret-pass-2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Password must be at least 6 characters long'", async () => {
    const user = renderAt('/admin/register');
    await fill(user, 'abc', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
  });

  it('sends the five fields less the confirmation, plus the invite code', async () => {
    fetchMock.mockResolvedValue(json(201, { token: 'new-admin', message: 'Registered' }));
    const user = renderAt('/admin/register');
    await fill(user, 'secret-pass-1', 'secret-pass-1');
    expect(await screen.findByRole('heading', { name: 'Dashboard reached' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9845012345',
      password: 'secret-pass-1',
      inviteCode: 'DEMO-INVITE',
    });
  });

  it("shows the server's message, or 'Registration successful but no token returned'", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { message: 'That invite code is not valid.' }));
    const user = renderAt('/admin/register');
    await fill(user, 'secret-pass-1', 'secret-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('That invite code is not valid.');
    fetchMock.mockResolvedValueOnce(json(201, { message: 'Registered' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Registration successful but no token returned',
      ),
    );
  });
});
