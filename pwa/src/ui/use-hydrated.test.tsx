// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Send() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Send
    </button>
  );
}

describe('useHydrated', () => {
  it('keeps a prerendered button disabled until React has taken the page over', async () => {
    const html = renderToString(<Send />);
    expect(html).toContain('disabled');

    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    expect(root.querySelector('button')?.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(root, <Send />);
    });
    expect(root.querySelector('button')?.disabled).toBe(false);
    root.remove();
  });
});
