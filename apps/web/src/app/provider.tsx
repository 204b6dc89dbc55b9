import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppLive } from '@/lib/app-live';

/**
 * Everything the app needs around the router: the server-state cache (the same client the
 * route loaders prefetch into). The MUI theme is not here: it wraps only the pages that use MUI
 * (app/mui-layout.tsx), so the public pages never load it.
 */
export function AppProvider({
  children,
  queryClient,
  hydrating = false,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  /** A page rendered on the server, or hydrating one: its forms wait for the app (`AppLive`). */
  hydrating?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLive hydrating={hydrating}>{children}</AppLive>
    </QueryClientProvider>
  );
}
