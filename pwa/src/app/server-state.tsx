// The QueryClientProvider for the areas. It is not at the root of App: TanStack Query weighs about
// 10 KB gzipped, and the public pages (the home page above all) show nothing from it, so it loads
// with the first area instead (lazy-area.ts). Every area shares the one client, so an answer
// survives moving from one area's page to the next (a sign-in to its dashboard).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from '../api/query-client.ts';

let client: QueryClient | undefined;

/** The app's one QueryClient, made when the first area loads. */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/** An area's page inside the app's QueryClientProvider. */
export function withServerState(Area: ComponentType): ComponentType {
  return function AreaWithServerState() {
    return (
      <QueryClientProvider client={appQueryClient()}>
        <Area />
      </QueryClientProvider>
    );
  };
}
