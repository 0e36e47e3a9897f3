// Entry of dist/sw-sync.js, which the generated service worker loads with importScripts: on a
// Background Sync it wakes the open pages and always pushes the Dexie outbox itself as well (an
// open tab may run no partner sync; background-sync.ts says why a double push is harmless). It
// also shows the membership reminders that arrive by Web Push (push-notifications.ts).
// First: zod must be jitless before any schema is built (net/zod-jitless.ts).
import '../net/zod-jitless.ts';
import { handleBackgroundSync, workerOutboxPush } from './background-sync.ts';
import type { WorkerScopeLike } from './background-sync.ts';
import { offlineDb } from './db.ts';
import { handlePush } from './push-notifications.ts';
import type { PushScopeLike } from './push-notifications.ts';

handleBackgroundSync(globalThis as unknown as WorkerScopeLike, workerOutboxPush(offlineDb()));
handlePush(globalThis as unknown as PushScopeLike);
