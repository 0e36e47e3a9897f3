// The frame every public screen shares: the desktop bar with its hover menus,
// the phone side menu, the page's own content in <main> and its first heading.
import type { Locator, Page } from 'playwright-core';

export class PublicLayout {
  constructor(readonly page: Page) {}

  async goto(path: string, options?: Parameters<Page['goto']>[1]) {
    return this.page.goto(path, options);
  }

  /** The page's own content, without the navigation bar and footer. */
  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The first level-one heading: the page's title as a reader sees it. */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  async headingText(): Promise<string | null> {
    await this.heading.waitFor();
    return this.heading.textContent();
  }

  /** Waits for the level-one heading with exactly this text (the address changes first). */
  async waitForHeading(name: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  }

  async waitForPath(path: string): Promise<void> {
    await this.page.waitForURL(`**${path}`);
  }

  get pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  /** The desktop navigation bar (shown from 1024 px). */
  get desktopNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  /** The phone menu button (shown below 1024 px). */
  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  /** The phone side menu; open it first with `openSideMenu`. */
  get sideMenu(): Locator {
    return this.page.getByRole('navigation', { name: 'Mobile navigation menu' });
  }

  /** A menu button of the bar: 'Login' or 'Get Started' ('Register' in the side menu). */
  menu(name: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', { name, exact: true });
  }

  link(name: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('link', { name, exact: true });
  }

  async openSideMenu(): Promise<Locator> {
    await this.menuButton.tap();
    return this.sideMenu;
  }

  /** Hovers a desktop menu open and reads its links as [text, href] pairs. */
  async hoverMenuLinks(name: string): Promise<[string | null, string | null][]> {
    const button = this.menu(name);
    await button.hover();
    const list = this.page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await list.waitFor();
    return list
      .getByRole('link')
      .evaluateAll((elements) =>
        elements.map((e): [string | null, string | null] => [
          e.textContent,
          e.getAttribute('href'),
        ]),
      );
  }

  /** Hovers a desktop menu open and follows one of its links. */
  async chooseFromMenu(menu: string, link: string): Promise<void> {
    await this.menu(menu).hover();
    await this.page.getByRole('link', { name: link }).click();
  }

  /** The hrefs of every visible link with exactly this accessible name. */
  async hrefsOf(name: string, scope: Page | Locator = this.page): Promise<(string | null)[]> {
    return this.link(name, scope).evaluateAll((elements) =>
      elements
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => e.getAttribute('href')),
    );
  }

  /** The page's meta description, as search engines show it. */
  description(): Promise<string | null> {
    return this.page.locator('meta[name="description"]').getAttribute('content');
  }

  /** The markup React renders into; empty while the bundle has not run. */
  rootHtml(): Promise<string> {
    return this.page.locator('#root').innerHTML();
  }
}
