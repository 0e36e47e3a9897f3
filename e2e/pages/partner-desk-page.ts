// The partner area: sign-in (/partner/login) and the desk (/partner/dashboard) with Verify
// Membership, the scanner, Record Visit, the sync status and Recent Visits.
import type { Locator } from 'playwright-core';
import { PublicLayout } from './public-layout.ts';

export class PartnerDeskPage extends PublicLayout {
  async openLogin() {
    return this.goto('/partner/login');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
    await this.waitForPath('/partner/dashboard');
    await this.waitForHeading('Partner Dashboard');
  }

  get idField(): Locator {
    return this.page.getByLabel('Membership ID or card');
  }

  /** Types into the desk's field and presses Enter, as a partner or a wedge scanner does. */
  async verify(text: string): Promise<void> {
    await this.idField.fill(text);
    await this.idField.press('Enter');
  }

  get verifiedMember(): Locator {
    return this.page.getByLabel('Verified member');
  }

  async scanImage(path: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Scan card' }).click();
    await this.page.getByLabel('Choose image of card').setInputFiles(path);
  }

  async recordVisit(options: { bill?: string } = {}): Promise<void> {
    if (options.bill) await this.page.getByLabel('Bill amount (₹, optional)').fill(options.bill);
    await this.page.getByRole('button', { name: 'Record Visit' }).click();
  }

  toast(title: string): Locator {
    return this.page.locator('.toast').filter({ hasText: title });
  }

  get waitingCount(): Locator {
    return this.page.getByTestId('sync-waiting');
  }

  async syncNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sync now' }).click();
  }
}
