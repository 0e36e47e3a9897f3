// Page object for the member dashboard (/dashboard) and the member sign-in that leads to it.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';

export class MemberDashboardPage {
  constructor(readonly page: Page) {}

  async signIn(email: string, password: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByLabel('Email or Phone').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
    await this.page.waitForURL('**/dashboard');
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  tab(name: 'Find Partners' | 'My Subscription' | 'Recent Visits'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** 'Found N partner(s)' once the search has answered. */
  async foundCount(): Promise<number> {
    const text = await this.page.getByText(/^Found \d+ partner\(s\)/).textContent();
    return Number(/Found (\d+)/.exec(text ?? '')?.[1]);
  }

  /** Waits until the list shows results for the current filters (the 300 ms debounce included). */
  async waitForResults(): Promise<void> {
    await this.page.getByText('Loading partners...').waitFor({ state: 'detached' });
  }

  search(): Locator {
    return this.page.getByLabel('Search', { exact: true });
  }

  serviceType(): Locator {
    return this.page.getByLabel('Service Type');
  }

  state(): Locator {
    return this.page.getByRole('combobox', { name: 'State' });
  }

  district(): Locator {
    return this.page.getByRole('combobox', { name: 'District' });
  }

  /** On a phone the filters fold into one row: it opens them in a sheet. */
  async openFilters(): Promise<void> {
    await this.page.getByRole('button', { name: /^Filters/ }).click();
    await this.page.getByRole('dialog', { name: 'Filters' }).waitFor();
  }

  /** Closes the phone's filter sheet on its results. */
  async showResults(): Promise<void> {
    await this.page.getByRole('button', { name: 'Show results' }).click();
    await this.page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'detached' });
  }

  async pickSuggestion(name: string): Promise<void> {
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  partnerNames(): Promise<string[]> {
    return this.page.locator('.partner-card h3').allTextContents();
  }

  pageButton(n: number): Locator {
    return this.page.getByRole('button', { name: `Page ${n}`, exact: true });
  }

  showingText(): Locator {
    return this.page.getByText(/^Showing \d+ of \d+ partners$/);
  }

  cardMembershipId(): Locator {
    return this.page.getByTestId('card-membership-id');
  }

  cardQr(): Locator {
    return this.page.getByTestId('card-qr');
  }

  /** Screenshots the card's QR code and decodes it, as a counter's camera would. */
  async decodeCardQr(): Promise<string | null> {
    const png = PNG.sync.read(await this.cardQr().screenshot());
    const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    return found?.data ?? null;
  }

  /** Opens 'Show at counter': the card full screen, as the member holds it up to the desk. */
  async showAtCounter(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Show at counter' }).click();
    const view = this.page.getByRole('dialog', { name: 'Membership card for the counter' });
    await view.getByTestId('counter-qr').waitFor();
    return view;
  }

  /**
   * A screenshot of the counter view as the member's phone takes it (the whole screen, PNG), and
   * the QR code jsQR finds in it, with its version.
   */
  async counterScreenshot(): Promise<{
    png: Buffer;
    qr: { text: string; version: number } | null;
  }> {
    await this.showAtCounter();
    const png = await this.page.screenshot();
    const image = PNG.sync.read(png);
    const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    return { png, qr: found ? { text: found.data, version: found.version } : null };
  }

  /** Clicks 'Download Digital Card' and decodes the QR code in the saved PNG. */
  async downloadedCardQr(): Promise<string | null> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download Digital Card' }).click(),
    ]);
    const path = await download.path();
    const png = PNG.sync.read(await readFile(path));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  }

  /** Logout, confirmed in the dialog that warns the card leaves the phone. */
  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logout' }).click();
    await this.page
      .getByRole('dialog', { name: 'Log out of this phone?' })
      .getByRole('button', { name: 'Log out', exact: true })
      .click();
    await this.page.waitForURL('**/login');
  }
}
