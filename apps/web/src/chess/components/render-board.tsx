import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/lib/query-client';

/**
 * What a test reads of the boards rendered in `container`: a square's element, and the piece on
 * it. Every test helper that renders a board hands these on.
 */
export function boardSquares(container: HTMLElement) {
  /** The square element of `square` (react-chessboard marks each with data-square). */
  const square = (name: string) => {
    const element = container.querySelector<HTMLElement>(`[data-square="${name}"]`);
    if (!element) throw new Error(`no square ${name}`);
    return element;
  };
  /** The piece code on `square` ("wP"), or null when it is empty. */
  const pieceOn = (name: string) =>
    square(name).querySelector('[data-piece]')?.getAttribute('data-piece') ?? null;
  return { square, pieceOn };
}

/** Renders a board widget with the app's query cache (the theme hook needs it). */
export function renderBoard(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const user = userEvent.setup();
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, user, queryClient, ...boardSquares(view.container) };
}
