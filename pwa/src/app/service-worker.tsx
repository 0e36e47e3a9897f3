import { useState, useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { UpdatePrompt } from './update-prompt.tsx';

// registerSW runs once at start; the prompt subscribes to its "a new version is waiting" signal.
let needRefresh = false;
const listeners = new Set<() => void>();
const updateServiceWorker = registerSW({
  onNeedRefresh() {
    needRefresh = true;
    listeners.forEach((listener) => listener());
  },
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted in its own root beside the app, so prerendered markup hydrates untouched. */
export function ServiceWorkerUpdates() {
  const waiting = useSyncExternalStore(subscribe, () => needRefresh);
  const [dismissed, setDismissed] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <UpdatePrompt
      onReload={() => void updateServiceWorker(true)}
      onDismiss={() => setDismissed(true)}
    />
  );
}
