// Partner registration (/partner/register): the type chooser, the form, the terms and the result.
import type { Locator } from 'playwright-core';
import { PublicLayout } from './public-layout.ts';

export class PartnerRegisterPage extends PublicLayout {
  async open() {
    return this.goto('/partner/register');
  }

  async chooseType(label: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  }

  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label}`));
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  async select(label: string, value: string): Promise<void> {
    await this.field(label).selectOption(value);
  }

  async addService(name: string): Promise<void> {
    await this.field('Services/Procedures').fill(name);
    await this.field('Services/Procedures').press('Enter');
  }

  /** Ticks the box, reads the terms to the end and accepts them. */
  async acceptTerms(): Promise<void> {
    // Ticking opens the terms; the box shows ticked once they are accepted.
    await this.page.getByRole('checkbox').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('terms-scroll').evaluate((box) => {
      box.scrollTop = box.scrollHeight;
    });
    await dialog.getByRole('button', { name: 'I Accept Terms' }).click();
  }

  /** The error text described on the field that has the focus (empty when it has none). */
  async focusedFieldError(): Promise<string> {
    return this.page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused.getAttribute('aria-invalid') !== 'true') return '';
      const ids = (focused.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit Registration' }).click();
  }

  get resultDialog(): Locator {
    return this.page.getByRole('dialog');
  }
}
