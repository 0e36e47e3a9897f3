import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<ContactForm />);
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email Address'), 'asha@example.in');
  await user.selectOptions(screen.getByLabelText('I am a'), 'Pharmacy Partner');
  await user.type(screen.getByLabelText('Subject'), 'Joining');
  await user.type(screen.getByLabelText('Message'), 'How do I join?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Contact form', () => {
  it('offers the five user types with MCS Member first and selected', () => {
    renderForm();
    const select = screen.getByLabelText('I am a');
    expect(select).toHaveValue('member');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'MCS Member',
      'Healthcare Provider',
      'Pharmacy Partner',
      'Diagnostic Center',
      'General Inquiry',
    ]);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
  });

  it('posts the message, confirms, clears the form and comes back after 5 seconds', async () => {
    // Fake clock and synchronous events: user-event and findBy* both wait on timers themselves.
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(201, { message: 'ok' }));
    render(<ContactForm />);
    const typeInto = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    typeInto('Full Name', 'Asha Rao');
    typeInto('Email Address', 'asha@example.in');
    typeInto('I am a', 'pharmacy');
    typeInto('Subject', 'Joining');
    typeInto('Message', 'How do I join?');
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact/submit');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Joining',
      message: 'How do I join?',
      userType: 'pharmacy',
    });
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('I am a')).toHaveValue('member');
  });

  it('goes back to the form at once on Send Another Message, focus on its first field', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const user = renderForm();
    await fillIn(user);
    expect(await screen.findByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it("keeps the values and shows the server's message when the server refuses", async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Please enter a valid email' }));
    const user = renderForm();
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Message')).toHaveValue('How do I join?');
    expect(screen.getByLabelText('I am a')).toHaveValue('pharmacy');
  });

  it('falls back to the generic failure text when the server gives no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const user = renderForm();
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
  });

  it("shows the generic failure text, not a proxy's error page, when the body is not JSON", async () => {
    fetchMock.mockResolvedValue(
      new Response('<html><body><h1>413 Request Entity Too Large</h1><hr>nginx</body></html>', {
        status: 413,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const user = renderForm();
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to send message\. Please try again\.$/,
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Joining');
  });

  it('says the network failed when only a gateway answered for the server (502 page)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const user = renderForm();
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('reports a network failure and keeps the values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm();
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Joining');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
