// For tests that render a screen outside lazyArea (which gives the app's QueryClientProvider):
// each render gets a fresh cache, so no answer leaks from one test into the next. Failures are
// not retried (a test sees the failure at once) and TanStack Query's online state is left alone;
// query-client.test.ts holds the app's own defaults.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

export function testQueryClient() {
  return createQueryClient({ retry: false, followReachability: false });
}

/** A QueryClientProvider with a cache of its own; also a `wrapper` for renderHook. */
export function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(testQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
