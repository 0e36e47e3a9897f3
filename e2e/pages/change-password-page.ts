// The member's change of password (/dashboard/password), which opens first after a sign-in with
// the one-time password from enrolment.
import type { Page } from 'playwright-core';

export class ChangePasswordPage {
  constructor(readonly page: Page) {}

  /** Replaces `current` with `next`, then goes on to the dashboard. */
  async change(current: string, next: string): Promise<void> {
    await this.page.getByLabel('Current password', { exact: true }).fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('Confirm new password', { exact: true }).fill(next);
    await this.page.getByRole('button', { name: 'Change password' }).click();
    await this.page.getByRole('link', { name: 'Continue to your dashboard' }).click();
    await this.page.waitForURL('**/dashboard');
  }
}
