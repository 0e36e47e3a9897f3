// The screen for an address the app does not know.
import type { Locator } from 'playwright-core';
import { PublicLayout } from './public-layout.ts';

export class NotFoundPage extends PublicLayout {
  async waitForIt(): Promise<void> {
    await this.page.getByText('404', { exact: true }).waitFor();
  }

  /** The unknown path as the page repeats it. */
  get path(): Locator {
    return this.page.locator('main code');
  }

  get goBack(): Locator {
    return this.main.getByRole('link', { name: 'Go Back' });
  }
}
