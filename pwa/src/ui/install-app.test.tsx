import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt } from './install-prompt.ts';
import { InstallApp } from './install-app.tsx';

beforeAll(() => listenForInstallPrompt(window));
afterEach(() => vi.unstubAllGlobals());

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallApp', () => {
  it('offers nothing where the browser cannot install and is not iOS Safari', () => {
    render(<InstallApp />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it("offers 'Install app' once the browser's install prompt fires, and shows that prompt once", async () => {
    render(<InstallApp />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('hides the offer once the app is installed', () => {
    render(<InstallApp />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});

describe('InstallApp on iOS Safari', () => {
  it('explains Add to Home Screen, as Safari has no install prompt', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const fresh = await import('./install-app.tsx');
    render(<fresh.InstallApp />);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(screen.getByRole('note')).toHaveTextContent(
      "In Safari, tap the Share button, then 'Add to Home Screen'.",
    );
  });
});
