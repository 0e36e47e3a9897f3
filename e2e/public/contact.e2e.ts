import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO, startStack, type Stack } from '../support/harness.ts';

interface StoredQuery {
  subject: string;
  name: string;
  email: string;
  message: string;
  userType: string;
  status: string;
}

describe('contact form', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('stores a message the admin can read, then clears the form', async () => {
    const { page } = await stack.newPage();
    await page.goto('/contact');
    const subject = `Joining as a lab ${Date.now()}`;
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Email Address').fill('meera@example.in');
    await page.getByLabel('I am a').selectOption({ label: 'Diagnostic Center' });
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('How does my diagnostic centre join the network?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('I am a').inputValue()).toBe('member');

    const token = await apiToken(stack, '/api/auth/admin/login', DEMO.admin);
    const res = await stack.api('/api/contact/queries?limit=50', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as StoredQuery[] | { queries: StoredQuery[] };
    const queries = Array.isArray(body) ? body : body.queries;
    expect(queries.find((q) => q.subject === subject)).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      message: 'How does my diagnostic centre join the network?',
      userType: 'diagnostic',
    });
  });

  it("keeps what was typed and shows the server's reason when the message is refused", async () => {
    const { page } = await stack.newPage();
    await page.route('**/api/contact/submit', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many messages' }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Email Address').fill('meera@example.in');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Too many messages');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Hello');
  });

  it('keeps what was typed and says so when the network is down', async () => {
    const { page } = await stack.newPage();
    await page.goto('/contact');
    await page.route('**/api/contact/submit', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Email Address').fill('meera@example.in');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Meera Iyer');
  });
});
