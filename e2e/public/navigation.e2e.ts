// The navigation bar of spec section 2 in a real browser: hover menus on desktop from 1024 px,
// the tap-only side menu on phones, and every menu link going where the spec says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/harness.ts';
import { MENU_LINKS } from './public-site.ts';

/** A touch phone at 375 px on the home page, with the side menu open. */
async function phoneSideMenu(stack: Stack) {
  const { page } = await stack.newPage({
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  return { page, side: page.getByRole('navigation', { name: 'Mobile navigation menu' }) };
}

describe('public navigation', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('navigates through the desktop menus on hover', async () => {
    const { page } = await stack.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    const menus = {
      Login: ['Login as Member', 'Login as Partner'],
      'Get Started': ['Register as Member', 'Register as Partner'],
    };
    for (const [menu, names] of Object.entries(menus)) {
      const button = page.getByRole('button', { name: menu });
      await button.hover();
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await list.waitFor();
      const links = await list
        .getByRole('link')
        .evaluateAll((elements) => elements.map((e) => [e.textContent, e.getAttribute('href')]));
      expect(links, `${menu} menu`).toEqual(names.map((name) => [name, MENU_LINKS[name]]));
    }
    await page.mouse.move(640, 600);
    await page.getByRole('button', { name: 'Login' }).hover();
    await page.getByRole('link', { name: 'Login as Partner' }).click();
    await page.waitForURL('**/partner/login');
    await page.getByRole('button', { name: 'Get Started' }).hover();
    await page.getByRole('link', { name: 'Register as Member' }).click();
    await page.waitForURL('**/coming-soon');
    // The address changes before React commits the new page: wait for its heading, do not race it.
    await page
      .getByRole('heading', { level: 1, name: 'Membership Registration Opens Soon', exact: true })
      .waitFor();
  });

  it('navigates through the phone side menu on tap, where Get Started reads Register', async () => {
    const { page, side } = await phoneSideMenu(stack);
    await side.getByRole('button', { name: 'Register' }).tap();
    await side.getByRole('link', { name: 'Register as Partner' }).tap();
    await page.waitForURL('**/partner/register');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await side.getByRole('link', { name: 'FAQ' }).tap();
    await page.waitForURL('**/faq');
    await page
      .getByRole('heading', { level: 1, name: 'Frequently Asked Questions', exact: true })
      .waitFor();
  });

  it('switches from the Login to the Register menu on the phone with a single tap', async () => {
    const { side } = await phoneSideMenu(stack);
    await side.getByRole('button', { name: 'Login' }).tap();
    await side.getByRole('link', { name: 'Login as Partner' }).waitFor();
    await side.getByRole('button', { name: 'Register' }).tap();
    await side.getByRole('link', { name: 'Register as Partner' }).waitFor();
    expect(await side.getByRole('button', { name: 'Register' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await side.getByRole('link', { name: 'Login as Partner' }).count()).toBe(0);
  });

  it('shows the desktop bar with hover menus from 1024 px and the phone menu below', async () => {
    for (const width of [1024, 1100, 1280]) {
      const { page, context } = await stack.newPage({ viewport: { width, height: 800 } });
      await page.goto('/');
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible(), `${width}px`).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Login', exact: true }).hover();
      await page.getByRole('link', { name: 'Login as Member' }).waitFor();
      await page.getByRole('button', { name: 'Get Started' }).hover();
      await page.getByRole('link', { name: 'Register as Partner' }).waitFor();
      await context.close();
    }
    for (const width of [375, 1023]) {
      const { page, context } = await stack.newPage({ viewport: { width, height: 800 } });
      await page.goto('/');
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible(), `${width}px`).toBe(
        true,
      );
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await context.close();
    }
  });
});
