// The price calculator the home page and the membership fee screen share.
import type { Locator } from 'playwright-core';
import { PublicLayout } from './public-layout.ts';

export class MembershipFeePage extends PublicLayout {
  async open() {
    return this.goto('/membership-fee');
  }

  async addFamilyMember(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add a family member' }).click();
    await this.page.getByText('Yearly Total').waitFor();
  }

  get familyQuote(): Locator {
    return this.page.getByTestId('family-quote');
  }
}
