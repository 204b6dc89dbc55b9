import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes, discoverSignedInRoutes, sendToLoginOnUnauthorized } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient), {
  patchRoutesOnNavigation: discoverSignedInRoutes(queryClient),
});
sendToLoginOnUnauthorized(router);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
