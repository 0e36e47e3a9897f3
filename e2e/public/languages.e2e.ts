// A family whose phone is set to Hindi: the first visit opens the Hindi site, every public page
// reads in Devanagari, and the member signs in and finds the dashboard's tabs in Hindi too. The
// check for English left behind reads the app's own English catalogs: a sentence of the English
// site still on a Hindi screen (as text, a label, a placeholder or the title) fails it, and every
// button, tab, field label and main heading must carry Devanagari.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, repoRoot, useStack } from '../support/harness.ts';
import { PUBLIC_ROUTES } from './public-site.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/** The page's `lang`: Hindi, as written for India. */
const HINDI = expect.stringMatching(/^hi(-IN)?$/);

/** Words kept in Latin letters on purpose in every language: names people say as they are. */
const KEPT_AS_IS = /\b(MediCostSaver|Medi|Cost|Saver|QR|UPI|GST|ID|UTR|English|WhatsApp)\b/g;

/** Every catalog's English strings whose Hindi differs from them, split at their `{{values}}`. */
async function englishUiText(): Promise<string[]> {
  const source = join(repoRoot, 'pwa/src');
  const files = (await readdir(source, { recursive: true }))
    .filter((file) => /(^|\/)i18n\/(common\/)?en\.ts$/.test(file))
    .map((file) => join(source, file));
  expect(files.length).toBeGreaterThan(5);
  const pieces = new Set<string>();
  for (const file of files) {
    const en = ((await import(file)) as { en: Record<string, string> }).en;
    const hiFile = file.replace(/en\.ts$/, 'hi.ts');
    const hi = ((await import(hiFile)) as { default: Record<string, string> }).default;
    for (const [key, english] of Object.entries(en)) {
      if (hi[key] === english) continue;
      for (const piece of english.split(/\{\{\w+\}\}/)) {
        const words = piece.replace(KEPT_AS_IS, '').trim();
        // A piece with a word of three letters or more; "of", "/" and the like say nothing.
        if (/[A-Za-z]{3}/.test(words)) pieces.add(piece.trim());
      }
    }
    expect(relative(repoRoot, file)).toMatch(/^pwa\/src\//);
  }
  return [...pieces];
}

/**
 * What the reader meets on the page: its visible text, and the names and hints of its controls.
 * A name, an address or an ID is the same in every language: the app marks such text
 * `translate="no"` (as it tells a browser's translator), and it is left out here.
 */
function readableText(page: Page) {
  return page.evaluate(() => {
    const text: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[translate="no"], script, style')) continue;
      if (!parent.checkVisibility()) continue;
      text.push(node.textContent ?? '');
    }
    const attributes = Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    ).flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => Boolean(value)),
    );
    const controls = Array.from(
      document.querySelectorAll('button, [role="tab"], label, h1, h2, th, legend'),
    )
      .filter((element) => element.checkVisibility() && !element.closest('[translate="no"]'))
      .map((element) => (element as HTMLElement).innerText.trim())
      .filter(Boolean);
    return {
      text: text.join('\n'),
      // An attribute that names data reads "Call {{name}}" in the reader's language: it must
      // carry the language's own letters, whatever name it holds.
      attributes,
      controls,
      lang: document.documentElement.lang,
    };
  });
}

describe('the site and the member app in Hindi', () => {
  const stack = useStack();
  let english: string[] = [];

  beforeAll(async () => {
    english = await englishUiText();
  });

  /** The English catalog strings found on the page, and the controls without Devanagari. */
  async function englishLeftOn(page: Page) {
    const { text, attributes, controls, lang } = await readableText(page);
    const wordAt = (piece: string) =>
      new RegExp(`(^|[^A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`);
    return {
      lang,
      strings: english.filter((piece) => wordAt(piece).test(text)),
      controls: [...controls, ...attributes].filter(
        (name) => !DEVANAGARI.test(name) && /[A-Za-z]{2}/.test(name.replace(KEPT_AS_IS, '')),
      ),
    };
  }

  it('opens the Hindi site on a Hindi phone and shows every public page with no English left', async () => {
    const { page, context } = await stack().newPage({
      locale: 'hi-IN',
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/');
    await page.waitForURL(/\/hi\/?$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toMatch(DEVANAGARI);

    for (const { path } of PUBLIC_ROUTES.filter((route) => route.path !== '/login')) {
      await page.goto(path === '/' ? '/hi/' : `/hi${path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.innerText(), { message: path }).toMatch(DEVANAGARI);
      expect(await englishLeftOn(page), `/hi${path}`).toEqual({
        lang: HINDI,
        strings: [],
        controls: [],
      });
    }
    await context.close();
  });

  it('signs the member in and shows the card, the directory, the subscription and the visits in Hindi', async () => {
    const { page, context } = await stack().newPage({
      locale: 'hi-IN',
      viewport: { width: 390, height: 844 },
    });
    // The language chosen on the Hindi site is the member app's language too.
    await page.goto('/');
    await page.waitForURL(/\/hi\/?$/);
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const menu = page.getByRole('navigation', { name: 'मोबाइल मेन्यू' });
    await menu.getByRole('button', { name: 'लॉगिन', exact: true }).click();
    await menu.getByRole('link', { name: 'सदस्य लॉगिन' }).click();
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('सदस्य लॉग इन');
    expect(await englishLeftOn(page)).toEqual({ lang: HINDI, strings: [], controls: [] });

    await page.getByLabel('ईमेल या फ़ोन').fill(DEMO.member.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO.member.password);
    await page.getByRole('button', { name: 'लॉगिन करें' }).click();
    await page.waitForURL('**/dashboard');

    for (const tab of ['पार्टनर खोजें', 'मेरी सदस्यता', 'हाल की विज़िट']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'))
        .toBe('true');
      // Each tab's answer is in: nothing left saying it is loading.
      await expect.poll(() => page.getByText('लोड हो रहा है').count(), { message: tab }).toBe(0);
      expect(await englishLeftOn(page), tab).toEqual({ lang: HINDI, strings: [], controls: [] });
    }

    // The card as the receptionist reads it at the counter.
    await page.getByRole('button', { name: 'कार्ड दिखाएँ' }).click();
    await page.getByRole('dialog', { name: 'काउंटर के लिए सदस्यता कार्ड' }).waitFor();
    expect(await englishLeftOn(page), 'counter view').toEqual({
      lang: HINDI,
      strings: [],
      controls: [],
    });
    await context.close();
  });
});
