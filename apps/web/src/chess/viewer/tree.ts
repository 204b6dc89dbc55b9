import { Chess } from 'chess.js';
import { fenProblem, moveLabel, type PgnGame, type PgnMove } from '@kingside/chess';
import { createGame, toPlayedMove, type GameState, type PlayedMove } from '@/chess/logic/game';

/**
 * A PGN move tree with the position after every move, for stepping through a game, its
 * comments and its variations. Pure data: built once per PGN, navigated by move id.
 */

/** One move of the tree: the PGN move as chess.js played it, and where it sits. */
export type TreeMove = PlayedMove & {
  /** Index in `ViewerTree.moves`; the tree is numbered depth first, mainline before variations. */
  id: number;
  /** Full-move number of this move. */
  moveNumber: number;
  /** Numeric annotation glyphs (1 is !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!). */
  nags: number[];
  commentsBefore: string[];
  commentsAfter: string[];
  /**
   * The move before this one (null for the game's first move). A variation's first move has the
   * move before the one it replaces.
   */
  previousId: number | null;
  /** The next move of the same line, or null at its end. */
  nextId: number | null;
  /** Alternatives to this move, each a line of moves from the position before it. */
  variations: TreeMove[][];
};

export type ViewerTree = {
  /** FEN before the first move (the [FEN] header, or the standard start). */
  startFen: string;
  /** Comments before the first move. */
  comments: string[];
  /** The mainline; variations hang off its moves. */
  mainline: TreeMove[];
  /** Every move by id. */
  moves: TreeMove[];
  /** Game termination: '1-0', '0-1', '1/2-1/2' or '*'. */
  result: string;
  /**
   * Why part of the PGN could not be played, e.g. "12. Qxf7 is not a legal move." The line is cut
   * before that move; the rest of the tree is kept.
   */
  errors: string[];
};

/** Builds the tree of `game`, computing each move's FEN with chess.js. */
export function buildViewerTree(game: PgnGame): ViewerTree {
  const moves: TreeMove[] = [];
  const errors: string[] = [];

  // The server refuses such a start position (replaySteps); a PGN saved before a rule was added
  // shows the reason instead of moves that rule forbids.
  const problem = fenProblem(game.startFen);
  if (problem) {
    errors.push(problem);
    return {
      startFen: game.startFen,
      comments: game.comments,
      mainline: [],
      moves,
      result: game.result,
      errors,
    };
  }

  /** Plays `line` from `fen`; `previousId` is the move before the line's first move. */
  const playLine = (line: PgnMove[], fen: string, previousId: number | null): TreeMove[] => {
    const chess = new Chess(fen);
    const played: TreeMove[] = [];
    let before = fen;
    let previous = previousId;
    for (const pgnMove of line) {
      let move;
      try {
        // chess.js 1.x throws on an illegal or unreadable move.
        move = chess.move(pgnMove.san);
      } catch {
        errors.push(`${moveLabel(pgnMove)} is not a legal move.`);
        break;
      }
      const treeMove: TreeMove = {
        ...toPlayedMove(move),
        id: moves.length,
        moveNumber: pgnMove.moveNumber,
        nags: pgnMove.nags,
        commentsBefore: pgnMove.commentsBefore,
        commentsAfter: pgnMove.commentsAfter,
        previousId: previous,
        nextId: null,
        variations: [],
      };
      moves.push(treeMove);
      const last = played.at(-1);
      if (last) last.nextId = treeMove.id;
      played.push(treeMove);
      // Variations start from the position before this move; they are numbered after it.
      for (const variation of pgnMove.variations) {
        const branch = playLine(variation, before, previous);
        if (branch.length > 0) treeMove.variations.push(branch);
      }
      before = treeMove.fen;
      previous = treeMove.id;
    }
    return played;
  };

  const startFen = new Chess(game.startFen).fen();
  const mainline = playLine(game.moves, startFen, null);
  return {
    startFen,
    comments: game.comments,
    mainline,
    moves,
    result: game.result,
    errors,
  };
}

/** The moves from the start to `id`, oldest first (empty for null, the start position). */
export function pathTo(tree: ViewerTree, id: number | null): TreeMove[] {
  const path: TreeMove[] = [];
  let current = id === null ? undefined : tree.moves[id];
  while (current) {
    path.push(current);
    current = current.previousId === null ? undefined : tree.moves[current.previousId];
  }
  return path.reverse();
}

/** The FEN at `id` (the start position for null). */
export function fenAt(tree: ViewerTree, id: number | null): string {
  return (id === null ? undefined : tree.moves[id]?.fen) ?? tree.startFen;
}

/** The move after `id` on its line (from the start: the first mainline move); null at its end. */
export function nextMoveId(tree: ViewerTree, id: number | null): number | null {
  if (id === null) return tree.mainline[0]?.id ?? null;
  return tree.moves[id]?.nextId ?? null;
}

/** The move before `id` (null: the start position). */
export function previousMoveId(tree: ViewerTree, id: number | null): number | null {
  return id === null ? null : (tree.moves[id]?.previousId ?? null);
}

/** The last move of the line `id` is on (of the mainline from the start). */
export function lastMoveId(tree: ViewerTree, id: number | null): number | null {
  let current = id ?? nextMoveId(tree, null);
  while (current !== null) {
    const next = nextMoveId(tree, current);
    if (next === null) return current;
    current = next;
  }
  return null;
}

/** The board's game at `id`: the path's moves as history, so the last move is highlighted. */
export function gameStateAt(tree: ViewerTree, id: number | null): GameState {
  return { ...createGame(tree.startFen), fen: fenAt(tree, id), history: pathTo(tree, id) };
}
