// The partner's change of password (/partner/password), opened from the dashboard's account
// section.
import type { Locator } from 'playwright-core';
import { PublicLayout } from './public-layout.ts';

export class PartnerPasswordPage extends PublicLayout {
  /** From the partner dashboard: the link in its 'Your account' section. */
  async openFromDashboard(): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Your account' })
      .getByRole('link', { name: 'Change password' })
      .click();
    await this.waitForPath('/partner/password');
    await this.waitForHeading('Change password');
  }

  /** Fills the three fields and sends the change. */
  async change(current: string, next: string): Promise<void> {
    await this.page.getByLabel('Current password', { exact: true }).fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('Confirm new password', { exact: true }).fill(next);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  /** The 'Password changed' status the page shows once the server took the change. */
  get changed(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Your password has been changed.' });
  }

  async backToDashboard(): Promise<void> {
    await this.page.getByRole('link', { name: 'Continue to the dashboard' }).click();
    await this.waitForPath('/partner/dashboard');
    await this.waitForHeading('Partner Dashboard');
  }
}
