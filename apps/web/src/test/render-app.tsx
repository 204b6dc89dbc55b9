import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes, discoverSignedInRoutes, sendToLoginOnUnauthorized } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { saveSession, type Session } from '@/lib/session';

/** Renders the real route table at `path`, optionally logged in as `session`. */
export function renderApp(
  path = '/',
  { session, state }: { session?: Session; state?: unknown } = {},
) {
  if (session) saveSession(session);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [{ ...parsePath(path), state }],
    patchRoutesOnNavigation: discoverSignedInRoutes(queryClient),
  });
  sendToLoginOnUnauthorized(router);
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, user };
}
