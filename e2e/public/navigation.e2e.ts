// The public navigation bar in a real browser: hover menus on desktop from 1024 px, the
// tap-only side menu on phones, and every menu link going where it should.
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../pages/public-layout.ts';
import { useStack, type Stack } from '../support/harness.ts';
import { MENU_LINKS } from './public-site.ts';

/** A touch phone at 375 px on the home page, with the side menu open. */
async function phoneSideMenu(stack: Stack) {
  const { page } = await stack.newPage({
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const layout = new PublicLayout(page);
  await layout.goto('/');
  return { layout, side: await layout.openSideMenu() };
}

describe('public navigation', () => {
  const stack = useStack();

  it('navigates through the desktop menus on hover', async () => {
    const { page } = await stack().newPage({ viewport: { width: 1280, height: 900 } });
    const layout = new PublicLayout(page);
    await layout.goto('/');
    const menus = {
      Login: ['Login as Member', 'Login as Partner'],
      'Get Started': ['Register as Member', 'Register as Partner'],
    };
    for (const [menu, names] of Object.entries(menus)) {
      expect(await layout.hoverMenuLinks(menu), `${menu} menu`).toEqual(
        names.map((name) => [name, MENU_LINKS[name]]),
      );
    }
    await page.mouse.move(640, 600);
    await layout.chooseFromMenu('Login', 'Login as Partner');
    await layout.waitForPath('/partner/login');
    await layout.chooseFromMenu('Get Started', 'Register as Member');
    await layout.waitForPath('/coming-soon');
    // The address changes before React commits the new page: wait for its heading, do not race it.
    await layout.waitForHeading('Membership Registration Opens Soon');
  });

  it('navigates through the phone side menu on tap, where Get Started reads Register', async () => {
    const { layout, side } = await phoneSideMenu(stack());
    await layout.menu('Register', side).tap();
    await layout.link('Register as Partner', side).tap();
    await layout.waitForPath('/partner/register');
    await layout.openSideMenu();
    await layout.link('FAQ', side).tap();
    await layout.waitForPath('/faq');
    await layout.waitForHeading('Frequently Asked Questions');
  });

  it('switches from the Login to the Register menu on the phone with a single tap', async () => {
    const { layout, side } = await phoneSideMenu(stack());
    await layout.menu('Login', side).tap();
    await layout.link('Login as Partner', side).waitFor();
    await layout.menu('Register', side).tap();
    await layout.link('Register as Partner', side).waitFor();
    expect(await layout.menu('Register', side).getAttribute('aria-expanded')).toBe('true');
    expect(await layout.link('Login as Partner', side).count()).toBe(0);
  });

  it('shows the desktop bar with hover menus from 1024 px and the phone menu below', async () => {
    for (const width of [1024, 1100, 1280]) {
      const { page, context } = await stack().newPage({ viewport: { width, height: 800 } });
      const layout = new PublicLayout(page);
      await layout.goto('/');
      expect(await layout.desktopNav.isVisible(), `${width}px`).toBe(true);
      expect(await layout.menuButton.isVisible()).toBe(false);
      await layout.menu('Login').hover();
      await layout.link('Login as Member').waitFor();
      await layout.menu('Get Started').hover();
      await layout.link('Register as Partner').waitFor();
      await context.close();
    }
    for (const width of [375, 1023]) {
      const { page, context } = await stack().newPage({ viewport: { width, height: 800 } });
      const layout = new PublicLayout(page);
      await layout.goto('/');
      expect(await layout.menuButton.isVisible(), `${width}px`).toBe(true);
      expect(await layout.desktopNav.isVisible()).toBe(false);
      await context.close();
    }
  });
});
