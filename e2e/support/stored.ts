// What the app keeps on the device, read back in the page as a journey checks it.
import type { Page } from 'playwright-core';

/** How many records a table of the app's Dexie database (`mcs`) holds. */
export function countStored(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('mcs');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(name, 'readonly').objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
    table,
  );
}
