import { describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_SYNC_TAG,
  handleBackgroundSync,
  requestBackgroundSync,
  SYNC_REQUEST_MESSAGE,
} from './background-sync.ts';

type SyncListener = Parameters<Parameters<typeof handleBackgroundSync>[0]['addEventListener']>[1];

function fakeWorker(windows: number) {
  const pages = Array.from({ length: windows }, () => ({ postMessage: vi.fn() }));
  let listener: SyncListener | undefined;
  const scope = {
    addEventListener: (_type: 'sync', fn: SyncListener) => {
      listener = fn;
    },
    clients: { matchAll: async () => pages },
  };
  handleBackgroundSync(scope);
  /** Fires a sync event and waits for the work the worker handed to waitUntil. */
  const fire = async (tag: string) => {
    const work: Promise<unknown>[] = [];
    const event = Object.assign(new Event('sync'), {
      tag,
      waitUntil: (p: Promise<unknown>) => work.push(p),
    });
    listener?.(event);
    await Promise.all(work);
    return work.length;
  };
  return { pages, fire };
}

describe('Background Sync', () => {
  it('wakes every open page to push the outbox when the browser fires our sync', async () => {
    const { pages, fire } = fakeWorker(2);

    expect(await fire(BACKGROUND_SYNC_TAG)).toBe(1);

    for (const page of pages)
      expect(page.postMessage).toHaveBeenCalledWith({ type: SYNC_REQUEST_MESSAGE });
  });

  it("leaves other apps' sync tags alone", async () => {
    const { pages, fire } = fakeWorker(1);

    expect(await fire('someone-else')).toBe(0);

    expect(pages[0]!.postMessage).not.toHaveBeenCalled();
  });

  it('reports that it could not register where the browser has no Background Sync', async () => {
    const noSyncManager = { ready: Promise.resolve({} as ServiceWorkerRegistration) };
    const container = Object.assign(new EventTarget(), noSyncManager);

    expect(await requestBackgroundSync({})).toBe(false);
    expect(await requestBackgroundSync({ navigator: { serviceWorker: container } })).toBe(false);
  });
});
