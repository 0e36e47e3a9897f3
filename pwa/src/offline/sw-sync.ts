// Entry of dist/sw-sync.js, which the generated service worker loads with importScripts: it
// relays Background Sync wake-ups to the open pages, which push the outbox themselves.
import { handleBackgroundSync } from './background-sync.ts';

handleBackgroundSync(globalThis as unknown as Parameters<typeof handleBackgroundSync>[0]);
