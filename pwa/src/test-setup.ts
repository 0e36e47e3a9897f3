import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import './test-dialog-shim.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default; CI runs every project at once on two shared
// cores, where a Dexie round trip can take longer than that.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout and no scrolling; pages scroll to the top on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// jsdom's Blob (and so File) has no arrayBuffer(), which the browsers all have: the same
// through jsdom's FileReader, so code reading a chosen file's bytes runs as it does in a browser.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
      reader.readAsArrayBuffer(this);
    });
  };
}
// With arrayBuffer() a jsdom Blob looks like a real one to Node's fetch (undici), which then reads
// it through stream(): give it that too, over the same bytes.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  };
}

// Testing Library only recognises fake timers through a global `jest`; vitest's fake timers are
// the same @sinonjs clock, so point it at vi and user-event + findBy* work under vi.useFakeTimers.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// The screens' client loads the request layer, with hono/client, on demand (its own chunk, see
// src/api/client.ts and src/net/typed-api.ts). Loaded here first, a test's first call does not
// wait on module loading its fake clock cannot see.
await import('./net/request.ts');
