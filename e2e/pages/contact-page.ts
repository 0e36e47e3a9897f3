// The contact screen: the message form with its outcome, and the direct contact links.
import type { Locator } from 'playwright-core';
import { PublicLayout } from './public-layout.ts';

export interface ContactMessage {
  name: string;
  email: string;
  /** The visible label of the "I am a" option; the form's default when absent. */
  userType?: string;
  subject: string;
  message: string;
}

export class ContactPage extends PublicLayout {
  async open() {
    return this.goto('/contact');
  }

  field(label: 'Full Name' | 'Email Address' | 'I am a' | 'Subject' | 'Message'): Locator {
    return this.page.getByLabel(label);
  }

  async fill(message: ContactMessage): Promise<void> {
    await this.field('Full Name').fill(message.name);
    await this.field('Email Address').fill(message.email);
    if (message.userType) await this.field('I am a').selectOption({ label: message.userType });
    await this.field('Subject').fill(message.subject);
    await this.field('Message').fill(message.message);
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send Message' }).click();
  }

  async waitForSent(): Promise<void> {
    await this.page.getByText('Message Sent!').waitFor();
  }

  async sendAnother(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send Another Message' }).click();
  }

  /** The text of the form's error line, once it shows. */
  async error(): Promise<string | null> {
    return this.page.getByRole('alert').textContent();
  }

  /** A direct contact link's href, target and rel. */
  async linkAttributes(name: RegExp) {
    const link = this.page.getByRole('link', { name });
    return {
      href: await link.getAttribute('href'),
      target: await link.getAttribute('target'),
      rel: await link.getAttribute('rel'),
    };
  }
}
