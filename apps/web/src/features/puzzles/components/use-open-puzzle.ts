import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getNextPuzzle, getRatedPuzzle } from '@/features/puzzles/api/get-puzzle';
import { puzzlePath, type PuzzleFilters } from '@/features/puzzles/api/puzzle-filters';

/** What the page that chose a puzzle tells its page (router state). */
export type PuzzleArrival = {
  /** The widened window's sentence, when `next` had to widen it. */
  message?: string | null;
  /** The puzzle came from the review queue. */
  review?: boolean;
};

/** Which puzzle to open: a mixed rated one (`rated`), or the next of a session's filters. */
export type PuzzleChoice = { mixed: true } | { filters: PuzzleFilters };

/**
 * Chooses a puzzle (GET /api/puzzles/rated, or GET /api/puzzles/next with the filters) and opens
 * its page with the session's filters in the address.
 */
export function useOpenPuzzle() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (choice: PuzzleChoice) =>
      'mixed' in choice
        ? { next: await getRatedPuzzle(), filters: { rated: 'true' } }
        : { next: await getNextPuzzle(choice.filters), filters: choice.filters },
    onSuccess: ({ next, filters }) => {
      const state: PuzzleArrival = { message: next.message, review: next.review };
      void navigate(puzzlePath(next.name, filters), { state });
    },
  });
}
