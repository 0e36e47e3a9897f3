import { afterEach, describe, expect, it } from 'vitest';
import { CLEAR_FOREIGN_MARKUP_SCRIPT, canHydrate, normalizePath } from './prerender-marker.ts';

function root(marker: string | null, content = '<h1>About</h1>'): HTMLElement {
  document.body.innerHTML = `<div id="root">${content}</div>`;
  const element = document.getElementById('root')!;
  if (marker !== null) element.setAttribute('data-prerendered', marker);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('prerendered markup', () => {
  it('hydrates only the page it was rendered for, with or without a trailing slash', () => {
    expect(canHydrate(root('/about'), '/about')).toBe(true);
    expect(canHydrate(root('/about'), '/about/')).toBe(true);
    expect(canHydrate(root('/'), '/')).toBe(true);
  });

  it('does not hydrate home markup served as the shell for another path', () => {
    expect(canHydrate(root('/'), '/dashboard')).toBe(false);
    expect(canHydrate(root(null), '/about')).toBe(false);
    expect(canHydrate(root('/about', ''), '/about')).toBe(false);
  });

  it('normalises paths', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/faq//')).toBe('/faq');
  });

  it('clears foreign markup before paint with the inline script', () => {
    window.history.replaceState(null, '', '/dashboard');
    const element = root('/');
    new Function(CLEAR_FOREIGN_MARKUP_SCRIPT)();
    expect(element.innerHTML).toBe('');
    expect(element.hasAttribute('data-prerendered')).toBe(false);

    window.history.replaceState(null, '', '/faq/');
    const faq = root('/faq');
    new Function(CLEAR_FOREIGN_MARKUP_SCRIPT)();
    expect(faq.innerHTML).toBe('<h1>About</h1>');
  });
});
