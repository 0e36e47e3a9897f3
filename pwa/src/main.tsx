import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { firstVisitPath, prepareLanguage } from './i18n/index.ts';
import { listenForInstallPrompt } from './ui/install-prompt.ts';
import { canHydrate } from './app/prerender-marker.ts';
import { preloadPageAt } from './app/routes.tsx';
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

// A first visit to the home page from a browser set to Hindi or Bengali (no choice stored yet)
// opens that language's home page, in place of this one in the history.
const firstPage = firstVisitPath(window.location.pathname);
if (firstPage)
  history.replaceState(history.state, '', `${firstPage}${location.search}${location.hash}`);

if (canHydrate(root, window.location.pathname)) {
  // The page's own module (the public pages load on demand: hydrated before it arrives, the page
  // would suspend where its prerendered markup is) and the language's words (the page hydrates in
  // the language it was prerendered in), both fetched at once.
  const path = window.location.pathname;
  void Promise.all([preloadPageAt(path), prepareLanguage(path)]).then(() => hydrateRoot(root, app));
} else {
  // The screen's code is asked for at once, beside the language's words.
  void preloadPageAt(window.location.pathname);
  // The language's words first (a /hi/ page, a member who chose Bengali): what the page shows
  // stays until the app can replace it.
  void prepareLanguage(window.location.pathname).then(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
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
