import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { boardSquares } from '@/chess/components/render-board';
import { FakeEngineWorker } from '@/features/engine/engine/fake-engine-worker';
import { UciEngine } from '@/features/engine/engine/uci-engine';
import type { EngineFactory } from '@/features/engine/engine/use-engine';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';

/**
 * Renders an engine page at `path` (for its query string) with a fake engine: tests get the
 * worker to script its answers and the board's squares to play on.
 */
export function renderEnginePage(
  path: string,
  page: (factory: EngineFactory) => ReactElement,
  respond: FakeEngineWorker['respond'],
) {
  mockApi();
  const worker = new FakeEngineWorker();
  worker.respond = respond;
  const factory: EngineFactory = () => Promise.resolve(new UciEngine(worker));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter([{ path: '*', element: page(factory) }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, worker, router, ...boardSquares(view.container) };
}
