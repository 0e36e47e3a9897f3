import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { listenForInstallPrompt } from './ui/install-prompt.ts';
import { canHydrate } from './app/prerender-marker.ts';
import { ServiceWorkerUpdates } from './app/service-worker.tsx';
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

const updates = document.createElement('div');
document.body.append(updates);
createRoot(updates).render(<ServiceWorkerUpdates />);
