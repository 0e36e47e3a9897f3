import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { listenForInstallPrompt } from './ui/install-prompt.ts';
import { canHydrate } from './app/prerender-marker.ts';
import './styles/index.css';

listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (canHydrate(root, window.location.pathname)) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}

// The service worker's registration and its update prompt are not needed to show the page, so
// they come in their own file after it (precached like the app, so they load offline too). Should
// a new version have replaced this one's files meanwhile, the browser logs the failed import and
// the next visit registers the new worker.
void import('./app/service-worker.tsx').then(({ ServiceWorkerUpdates }) => {
  const updates = document.createElement('div');
  document.body.append(updates);
  createRoot(updates).render(<ServiceWorkerUpdates />);
});
