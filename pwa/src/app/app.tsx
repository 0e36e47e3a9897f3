import { CanonicalLink } from '../features/public/canonical-link.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { AppRoutes } from './routes.tsx';

/** The whole app inside a router; main.tsx gives it a BrowserRouter, prerendering a StaticRouter. */
export function App() {
  return (
    <ErrorBoundary>
      <CanonicalLink />
      <AppRoutes />
    </ErrorBoundary>
  );
}
