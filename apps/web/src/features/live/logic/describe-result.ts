import type { LiveGameView } from '@kingside/shared';

type Side = 'white' | 'black';

const SIDE_NAMES: Record<Side, string> = { white: 'White', black: 'Black' };
const DRAW = '½-½';

/** The side the result names as the winner, or null for a draw or an unfinished game. */
function winner(result: LiveGameView['result']): Side | null {
  return result === '1-0' ? 'white' : result === '0-1' ? 'black' : null;
}

/**
 * The result banner of a finished live game ("Checkmate — White wins (1-0)", "Black wins on
 * time", "Game aborted"); null while the game goes on.
 */
export function describeResult(
  view: Pick<LiveGameView, 'status' | 'result' | 'termination' | 'endedBy'>,
): string | null {
  if (view.status !== 'over') return null;
  const won = winner(view.result);
  const wins = won ? `${SIDE_NAMES[won]} wins` : null;
  switch (view.termination) {
    case 'checkmate':
      return `Checkmate — ${wins} (${view.result})`;
    case 'stalemate':
      return `Draw by stalemate (${DRAW})`;
    case 'threefold-repetition':
      return `Draw by threefold repetition (${DRAW})`;
    case 'insufficient-material':
      return `Draw by insufficient material (${DRAW})`;
    case 'fifty-move-rule':
      return `Draw by the 50-move rule (${DRAW})`;
    case 'time':
      // A flag against a lone king (no mating material) is a draw.
      return wins ? `${wins} on time` : `Draw on time (${DRAW})`;
    case 'resignation': {
      // The winner is the side that did not resign; endedBy names the one that did.
      const resigned = view.endedBy ?? (won === 'white' ? 'black' : 'white');
      const winnerSide = resigned === 'white' ? 'black' : 'white';
      return `${SIDE_NAMES[resigned]} resigned — ${SIDE_NAMES[winnerSide]} wins`;
    }
    case 'agreement':
      return 'Draw by agreement';
    case 'aborted':
      return 'Game aborted';
    case null:
      return wins
        ? `${wins} (${view.result})`
        : view.result === '1/2-1/2'
          ? `Draw (${DRAW})`
          : 'Game over';
  }
}
