/** One preset of /endGameTraining: the side to move is the side the student plays. */
export type EndgamePosition = {
  /** The `pos` value of its link. */
  slug: string;
  /** The name spec 2 §2 gives it. */
  name: string;
  fen: string;
  /** What to aim for, shown above the board. */
  goal: string;
};

/**
 * The eight positions of spec 2 §2, in its order. White trains and moves first; the mates are
 * against a lone king in the centre, the pawn endings are won with the right technique, the
 * Lucena is the standard one (Kb8, b7, Rc1 against Kd7, Ra2), and "Three pawns" is the classic
 * three-against-three breakthrough (b6!).
 */
export const ENDGAME_POSITIONS: readonly EndgamePosition[] = [
  {
    slug: 'two-rooks',
    name: 'Two Rooks',
    fen: '8/8/8/4k3/8/8/8/R3K2R w - - 0 1',
    goal: 'Mate with the two rooks (the "lawnmower").',
  },
  {
    slug: 'queen-and-rook',
    name: 'Queen and Rook',
    fen: '8/8/8/4k3/8/8/8/3QK2R w - - 0 1',
    goal: 'Mate with the queen and rook.',
  },
  {
    slug: 'rook',
    name: 'Rook only',
    fen: '8/8/8/4k3/8/8/8/4K2R w - - 0 1',
    goal: 'Mate with king and rook.',
  },
  {
    slug: 'queen',
    name: 'Queen only',
    fen: '8/8/8/4k3/8/8/8/3QK3 w - - 0 1',
    goal: 'Mate with king and queen, without stalemating.',
  },
  {
    slug: 'pawn',
    name: 'Pawn only non-rook pawn',
    fen: '8/8/4k3/8/8/4K3/4P3/8 w - - 0 1',
    goal: 'Promote the pawn: win the key squares in front of it.',
  },
  {
    slug: 'rook-pawn',
    name: 'Pawn only rook pawn',
    fen: '8/4k3/8/1K6/P7/8/8/8 w - - 0 1',
    goal: 'Promote the a-pawn before the black king reaches the corner.',
  },
  {
    slug: 'lucena',
    name: 'Lucena Position',
    fen: '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1',
    goal: 'Promote the pawn: build the bridge.',
  },
  {
    slug: 'three-pawns',
    name: 'Three pawns',
    fen: '7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1',
    goal: 'Break through and make a queen.',
  },
];

/**
 * The preset a `pos` value names: its slug ("lucena") or its place in the list, 1 to 8 ("7").
 * Null for anything else (the page then shows the list).
 */
export function findEndgame(pos: string | null): EndgamePosition | null {
  if (!pos) return null;
  const text = pos.trim().toLowerCase();
  if (/^[1-9]\d*$/.test(text)) return ENDGAME_POSITIONS[Number(text) - 1] ?? null;
  return ENDGAME_POSITIONS.find((p) => p.slug === text) ?? null;
}
