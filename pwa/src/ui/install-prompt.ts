// The browser's install offer (`beforeinstallprompt`, Chromium only) fires once, early, whatever
// screen is open, so it is caught at start and kept until a screen offers 'Install app'.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'prompt' | 'ios' | 'none';

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Call once at start (main.tsx). */
export function listenForInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; our button offers it instead.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

/** iOS Safari has no install prompt: the member adds the app from the Share menu. */
export function isIosBrowser(nav: Navigator = navigator): boolean {
  const ios =
    /iphone|ipad|ipod/i.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const standalone =
    (nav as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
  return ios && !standalone;
}

export function installState(): InstallState {
  if (installed) return 'none';
  if (deferred) return 'prompt';
  return isIosBrowser() ? 'ios' : 'none';
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
  await event.userChoice;
}
