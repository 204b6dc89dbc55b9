import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes, sendToLoginOnUnauthorized } from '@/app/router';

const router = createBrowserRouter(routes);
sendToLoginOnUnauthorized(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
