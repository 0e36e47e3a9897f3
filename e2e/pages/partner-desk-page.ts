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

  /** The desk's refusal of a card: 'Card refused' and why, as the partner reads it. */
  get refusedCard(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Card refused' });
  }

  /** Opens the scanner and chooses the picture at `path` in the browser's file chooser. */
  async scanImage(path: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Scan card' }).click();
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByText('Choose image of card', { exact: true }).click();
    await (await chooser).setFiles(path);
  }

  /**
   * The verdict, whatever it says, or the one naming `outcome` by its colour: valid (green),
   * refused (red) or device-only (amber).
   */
  verdict(outcome?: 'valid' | 'refused' | 'device-only'): Locator {
    return this.page.locator(outcome ? `[data-outcome="${outcome}"]` : '[data-outcome]');
  }

  /** The discount Record Visit holds, as typed or pre-filled (the partner's standard discount). */
  get discountField(): Locator {
    return this.page.getByLabel('Discount (%)', { exact: true });
  }

  /** The standard discount the verdict shows. */
  get discountShown(): Locator {
    return this.verifiedMember.locator('dt:has-text("Standard discount") + dd');
  }

  /**
   * Records the visit for the service chosen from the partner's own list (the demo clinic lists
   * 'Consultation'); the desk names none by default.
   */
  async recordVisit(options: { bill?: string; service?: string } = {}): Promise<void> {
    await this.page.getByLabel('Service').selectOption(options.service ?? 'Consultation');
    if (options.bill) await this.page.getByLabel('Bill amount (₹, optional)').fill(options.bill);
    await this.page.getByRole('button', { name: 'Record Visit' }).click();
  }

  toast(title: string): Locator {
    return this.page.locator('.toast').filter({ hasText: title });
  }

  /** The badge that says whether the server can be reached: Online, Offline, or no connection. */
  get connection(): Locator {
    return this.page.getByLabel('Sync status').getByRole('status');
  }

  get waitingCount(): Locator {
    return this.page.getByTestId('sync-waiting');
  }

  async syncNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sync now' }).click();
  }

  /**
   * Presses 'Sync now' and waits until the run it asked for has ended: the button reads
   * 'Syncing...' from the click until then, and a run already going when it was pressed is
   * followed by one more.
   */
  async syncNowAndWait(): Promise<void> {
    await this.syncNow();
    await this.page
      .getByRole('button', { name: 'Sync now', exact: true, disabled: false })
      .waitFor();
  }
}
