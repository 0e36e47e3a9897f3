import { describe, expect, it } from 'vitest';
import { ContactPage, type ContactMessage } from '../pages/contact-page.ts';
import { apiToken, DEMO, useStack } from '../support/harness.ts';

interface StoredQuery {
  subject: string;
  name: string;
  email: string;
  message: string;
  userType: string;
  status: string;
}

const SHORT: ContactMessage = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  subject: 'Hello',
  message: 'Hi',
};

describe('contact form', () => {
  const stack = useStack();

  it('stores a message the admin can read, then clears the form', async () => {
    const contact = new ContactPage((await stack().newPage()).page);
    await contact.open();
    const subject = `Joining as a lab ${Date.now()}`;
    await contact.fill({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      userType: 'Diagnostic Center',
      subject,
      message: 'How does my diagnostic centre join the network?',
    });
    await contact.send();
    await contact.waitForSent();

    await contact.sendAnother();
    expect(await contact.field('Full Name').inputValue()).toBe('');
    expect(await contact.field('I am a').inputValue()).toBe('member');

    const token = await apiToken(stack(), '/api/auth/admin/login', DEMO.admin);
    const res = await stack().api('/api/contact/queries?limit=50', {
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
    const { page } = await stack().newPage();
    await page.route('**/api/contact/submit', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many messages' }),
      }),
    );
    const contact = new ContactPage(page);
    await contact.open();
    await contact.fill(SHORT);
    await contact.send();
    expect(await contact.error()).toBe('Too many messages');
    expect(await contact.field('Subject').inputValue()).toBe('Hello');
  });

  it('keeps what was typed and says so when the network is down', async () => {
    const { page } = await stack().newPage();
    const contact = new ContactPage(page);
    await contact.open();
    await page.route('**/api/contact/submit', (route) => route.abort('internetdisconnected'));
    await contact.fill(SHORT);
    await contact.send();
    expect(await contact.error()).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(await contact.field('Full Name').inputValue()).toBe('Meera Iyer');
  });
});
