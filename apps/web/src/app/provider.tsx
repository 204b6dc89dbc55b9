import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * Everything the app needs around the router: the server-state cache (the same client the
 * route loaders prefetch into). The MUI theme is not here: it wraps only the pages that use MUI
 * (app/mui-layout.tsx), so the public pages never load it.
 */
export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
