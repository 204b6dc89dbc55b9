/** What pairRound takes and gives: its options, the boards and byes, and why each is what it is. */

/** Rating limits for switches made only for colour (29E5a, 29E5b). */
export interface RatingLimits {
  /** Largest switch to fix an alternation miss, in rating points (29E5a: 80). */
  alternation: number;
  /** Largest switch to fix an equalization miss or three in a row (29E5b: 200). */
  equalization: number;
}

export const DEFAULT_RATING_LIMITS: RatingLimits = { alternation: 80, equalization: 200 };

/** A bye the player asked for before the round: half a point (22C) or none ("Bye Zone"). */
export interface RequestedBye {
  playerId: number;
  points: 0.5 | 0;
}

export interface PairRoundOptions {
  /** Limits for colour switches; the director may change them. Default 80/200. */
  ratingLimits?: RatingLimits;
  /** The toss (28J, 29E2): whether the top board's higher-ranked player has White. Default true. */
  firstBoardWhite?: boolean;
  /** Byes requested for this round; taken out of the pool before testing whether it is odd. */
  requestedByes?: readonly RequestedBye[];
  /** Players withdrawn from this round on, besides those whose last entry is a withdrawal. */
  withdrawn?: readonly number[];
  /** Seed of the lot that orders equal ratings and unrated players (28A). Default 0. */
  seed?: number;
  /** Pairs that must not meet besides rematches: teammates (28N), requested non-pairings (28T). */
  avoidPairs?: readonly (readonly [number, number])[];
  /**
   * Accelerated pairings, announced before the event: 'addedScore' is 28R1, the upper half of the
   * field by rating counting one extra point for pairing (not for standings) in rounds 1 and 2.
   */
  acceleration?: 'addedScore';
  /**
   * Boards the director has decided (forcePairing with the rest re-paired): kept as given, their
   * players out of the pool before the odd test; colours still follow 29E.
   */
  fixedPairs?: readonly (readonly [number, number])[];
}

/** Why a board or bye is what it is: the rule, a sentence, and why the obvious choice was not. */
export interface Explanation {
  /** The deciding rule, e.g. '29C1', '29D1a', '29E5e', '28L2'. */
  rule: string;
  text: string;
  /** Each rejected obvious alternative, with the rule that rejected it. */
  alternatives: string[];
}

export interface PairedBoard {
  /** 1 is the top board (§9.14: higher score, then combined score, then rank). */
  board: number;
  white: number;
  black: number;
  explanation: Explanation;
  /** Why White is White (29E2, 29E3a, 29E4). */
  colour: { rule: string; text: string };
  /** True only for a rematch forced because no legal pairing exists (27A1). */
  rematch: boolean;
}

export interface RoundPairing {
  /** Round number, 1-based. */
  round: number;
  boards: PairedBoard[];
  /** The full-point bye of an odd pool (28L), if any. */
  bye: { playerId: number; explanation: Explanation } | null;
  requestedByes: RequestedBye[];
  /** Players not paired because they are withdrawn. */
  withdrawn: number[];
}
