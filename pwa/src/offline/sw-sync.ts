// Entry of dist/sw-sync.js, which the generated service worker loads with importScripts: on a
// Background Sync it wakes the open pages, or pushes the Dexie outbox itself when none is open.
import { handleBackgroundSync, workerOutboxPush } from './background-sync.ts';
import type { WorkerScopeLike } from './background-sync.ts';
import { offlineDb } from './db.ts';

handleBackgroundSync(globalThis as unknown as WorkerScopeLike, workerOutboxPush(offlineDb()));
