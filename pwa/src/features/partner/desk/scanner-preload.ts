// The scanner's chunks are not precached (members never scan; see DESK_SCANNER_MODULE in
// vite.config.ts): the desk fetches them itself while it is online, so that the service worker's
// desk-scanner cache holds them and "Scan card" opens with no network later.
let started: Promise<unknown> | null = null;

/** Loads the scanner screen, html5-qrcode and jsQR once per page; a failure is tried again later. */
export function preloadScanner(): void {
  if (started) return;
  started = Promise.all([import('./qr-scanner.tsx'), import('html5-qrcode'), import('jsqr')]).catch(
    () => {
      started = null;
    },
  );
}
