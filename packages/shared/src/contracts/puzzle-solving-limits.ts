/** Puzzle solving's limits, defaults and messages, one place for the contracts, rules and pages. */

/** The last attempts a user never meets again in `next` (issue 14). */
export const PUZZLE_NO_REPEAT_ATTEMPTS = 1000;
/** Puzzle search: to rating defaults to from rating plus this (spec 2 §5, §9). */
export const PUZZLE_SEARCH_SPAN = 600;
/** Solved-puzzles query rating defaults (spec 2 §7, §9). */
export const PUZZLE_RATING_MIN = 0;
export const PUZZLE_RATING_MAX = 9999;
/** Display 9 Puzzles. */
export const PUZZLE_DISPLAY_COUNT = 9;
/** A new player's puzzle rating (Glicko-2, lichess defaults: 1500, deviation 500, volatility 0.09). */
export const PUZZLE_RATING_DEFAULT = 1500;
export const PUZZLE_DEVIATION_DEFAULT = 500;
export const PUZZLE_VOLATILITY_DEFAULT = 0.09;
/** A rating is provisional (shown with "?") while its deviation is at least this. */
export const PUZZLE_PROVISIONAL_DEVIATION = 110;
/** Glicko-2 system constant for puzzles (lichess). */
export const PUZZLE_TAU = 0.75;
/** Failed puzzles come back after these many days, until solved twice in a row. */
export const PUZZLE_REVIEW_DAYS = [1, 3, 7, 21] as const;
export const PUZZLE_REVIEW_STREAK = 2;
/** The longest puzzle line (60 moves, parsePuzzleCsvLine), so the largest ply a move names. */
export const PUZZLE_ANSWER_MOVES_MAX = 60;
export const SOLVED_PUZZLES_PAGE_SIZE_MAX = 100;
/** The dashboard's default period, in days. */
export const PUZZLE_DASHBOARD_DAYS_DEFAULT = 30;
export const PUZZLE_DASHBOARD_DAYS_MAX = 365;
/** Board widths (spec 2 §9). */
export const PUZZLE_BOARD_WIDTH = 350;
export const PUZZLE_SURVIVAL_BOARD_WIDTH = 450;
export const PUZZLE_DISPLAY_BOARD_WIDTH = 200;

export const PUZZLE_SOLVING_MESSAGES = {
  /** Spec 2 §4, exactly. */
  continueSolving: 'Continue solving...',
  solved: 'Solved',
  failed: 'Failed solving. Please try again!!',
  notFound: 'No puzzle with that name.',
  noneFound: 'No puzzle matches these filters.',
  eliteOnly: 'Opening and variation filters are for elite members.',
  fromAboveTo: 'From rating must not be above to rating.',
  notYourStudent: "You may see only your own, your students' or your children's puzzles.",
  userNotFound: 'No user with that username.',
  runNotFound: 'No survival run with that id.',
  runEnded: 'This survival run has ended. Start a new one.',
  tooManyNames: `Name at most ${PUZZLE_DISPLAY_COUNT} puzzles.`,
  /** A move or show-move for a puzzle with no try in progress (never opened, ended or expired). */
  noTry:
    'This puzzle is not in progress: it has ended or was left too long. Press Reset to try it again.',
  /** A move for another ply than the one the try waits for (a double submit, an old tab). */
  wrongPly: 'That move was already answered, or is not the one this puzzle is waiting for.',
  /** Show move asks for another move than the one the player is to play now. */
  showOnlyNext: 'Only the move you are to play now can be shown.',
} as const;

/**
 * A solve faster than the pace floor (docs/decisions/0045): it counts as played, not for the
 * rating or a survival score.
 */
export const puzzleTooFastMessage = (msPerMove: number) =>
  `Solved faster than ${msPerMove / 1000} ${msPerMove === 1000 ? 'second' : 'seconds'} a move, quicker than anyone reads a puzzle, so it does not count for your rating or score.`;

/** The rated-results limit was reached (429; docs/decisions/0045). */
export const puzzleRatedLimitMessage = (perWindow: number, windowSeconds: number) =>
  `You have finished ${perWindow} rated puzzles in ${Math.round(windowSeconds / 60)} minutes, faster than anyone solves them. Wait a few minutes to finish this one rated, or press Reset to go on unrated.`;

/** The window `next` searched was widened: the sentence the page shows. */
export const puzzleWidenedMessage = (fromRating: number, toRating: number) =>
  `No new puzzle was left in your rating window, so this one comes from ${fromRating}–${toRating}.`;
