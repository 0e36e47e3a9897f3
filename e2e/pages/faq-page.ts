// The FAQ screen: questions as <details> that open without JavaScript, and a search box.
import type { Locator } from 'playwright-core';
import { PublicLayout } from './public-layout.ts';

export class FaqPage extends PublicLayout {
  async open() {
    return this.goto('/faq');
  }

  question(text: string): Locator {
    return this.page.locator('summary', { hasText: text });
  }

  async toggle(question: string): Promise<void> {
    await this.question(question).click();
  }

  get openAnswers(): Locator {
    return this.page.locator('details[open]');
  }

  async search(words: string): Promise<void> {
    await this.page.getByPlaceholder('Search questions...').fill(words);
  }

  get noResults(): Locator {
    return this.page.getByText('No questions found');
  }
}
