// The admin console (/admin/login, /admin): sign-in, the stat cards, and each tab's lists and
// dialogs, as an admin reaches them.
import type { Download, Locator, Page } from 'playwright-core';

export type AdminTab =
  | 'Partner Applications'
  | 'Queries'
  | 'Active Partners'
  | 'Users'
  | 'Enrol Member'
  | 'Insights'
  | 'Activity';

export class AdminConsolePage {
  constructor(readonly page: Page) {}

  async openLogin(): Promise<void> {
    await this.page.goto('/admin/login');
    await this.page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Waits for the demo prefill, then signs in with whatever the form holds. */
  async signInWithPrefill(): Promise<void> {
    await this.page.waitForFunction(
      () => (document.querySelector('input[type=email]') as HTMLInputElement | null)?.value,
    );
    await this.page.getByRole('button', { name: 'Sign In' }).click();
    await this.waitForDashboard();
  }

  async waitForDashboard(): Promise<void> {
    await this.page.waitForURL('**/admin');
    await this.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  }

  /** The figure on a stat card, e.g. 'Total Members'. */
  async statValue(label: string): Promise<string> {
    const card = this.page.locator('.admin-stat', { hasText: label });
    await card.locator('.admin-stat-value', { hasNotText: '-' }).waitFor();
    return (await card.locator('.admin-stat-value').textContent()) ?? '';
  }

  async openTab(tab: AdminTab): Promise<Locator> {
    await this.page.getByRole('tab', { name: tab }).click();
    return this.page.getByRole('tabpanel');
  }

  /** The row (application or query) holding this text. */
  row(text: string): Locator {
    return this.page.locator('.admin-row, tr', { hasText: text });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async search(label: string, text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: label }).fill(text);
  }

  async exportCsv(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    return download;
  }

  /** How far the page is wider than the viewport, in px (0 when nothing runs off the side). */
  async overflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }

  toast(title: string): Locator {
    return this.page.locator('.toast', { hasText: title });
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logout' }).click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }
}
