import { z } from 'zod';
import { IdParamsSchema } from './fields.js';
import { TOURNAMENT_ROUNDS_MAX, TOURNAMENT_SECTION_NAME_MAX } from './tournament-limits.js';

/**
 * The tournament director's rounds: pairing a section's next round as a draft, the director's
 * changes to it, publishing, results with their corrections, withdrawals, and the public pairings
 * and standings (issue 16; docs/decisions/0038 for the pairing rules, 0039 for this part). Player
 * ids are tournament entry ids; rounds are 1-based.
 *
 * | Method and path                                          | Access | Body / answer |
 * | GET director/tournament/{id}                             | admin  | `DirectorView` |
 * | POST director/tournament/{id}/rounds                     | admin  | `PairRoundRequest` → `DirectorRound` (201, a draft) |
 * | PUT director/tournament/{id}/rounds/{roundId}            | admin  | `RoundChange` → `DirectorRound` (the draft, with warnings) |
 * | DELETE director/tournament/{id}/rounds/{roundId}         | admin  | (a draft) → 204 |
 * | POST director/tournament/{id}/rounds/{roundId}/publish   | admin  | (no body) → `DirectorRound` |
 * | PUT director/tournament/{id}/boards/{boardId}/result     | admin  | `BoardResultRequest` → `DirectorBoard` |
 * | GET director/tournament/{id}/resultChanges               | admin  | `ResultChangeList` |
 * | PUT director/tournament/{id}/entries/{entryId}/checkIn   | admin  | `CheckInRequest` → `CheckIn` (the entry's `verified`) |
 * | POST director/tournament/{id}/withdrawals                | admin  | `WithdrawalRequest` → `Withdrawal` |
 * | DELETE director/tournament/{id}/withdrawals/{entryId}    | admin  | 204 |
 * | GET tournament/{id}/standings?section=                   | public (revalidate) | `SectionStandings` |
 * | GET tournament/{id}/pairings?section=&round=             | public (revalidate) | `PublishedPairings` |
 * | GET admin/tournament/{id}/trf16?section=                 | admin  | `<shortName>-<section>.trf` (attachment) |
 * | GET admin/tournament/{id}/swisssys                       | admin  | `<shortName>_swisssys.sjson` with the rounds (attachment) |
 * | GET admin/tournament/{id}/uscfReport/{file}              | admin  | one of the US Chess rating report's dBASE files (attachment) |
 *
 * "admin" above: the `tournamentDirector` access (admins and tournament directors).
 */

/** A board's result, White's first; `1F-0F`: Black forfeited, `0F-0F`: neither appeared. */
export const BOARD_RESULTS = ['1-0', '0-1', '1/2-1/2', '1F-0F', '0F-1F', '0F-0F'] as const;
export type BoardResult = (typeof BOARD_RESULTS)[number];

export const ROUND_STATUSES = ['draft', 'published'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** full: the pairing bye of an odd pool (1 point); half, zero: requested byes. */
export const BYE_KINDS = ['full', 'half', 'zero'] as const;
export type ByeKind = (typeof BYE_KINDS)[number];

/** Largest colour-switch rating limit a director may set, in rating points. */
export const DIRECTOR_RATING_LIMIT_MAX = 1_000;
/**
 * The colour-switch rating limits a round is paired with unless the director sets others, in
 * rating points (29E5a: 80 for an alternation miss; 29E5b: 200 for an equalization miss). The
 * pairing engine's own default, `DEFAULT_RATING_LIMITS` of packages/pairings (which imports
 * nothing), is the same pair.
 */
export const DIRECTOR_DEFAULT_RATING_LIMITS = { alternation: 80, equalization: 200 } as const;
/** Ids in one list of a pairing request (byes, withdrawals, late entries). */
export const DIRECTOR_IDS_MAX = 500;
export const DIRECTOR_SEED_MAX = 2_147_483_647;

export const DIRECTOR_MESSAGES = {
  unknownSection: 'This tournament has no such section.',
  draftExists: 'This section has a draft round: publish or delete it first.',
  resultsMissing: 'Every board of the last round needs a result first.',
  allRoundsPaired: 'Every round of this section is paired.',
  noPlayers: 'This section has fewer than two checked-in players to pair: check players in first.',
  notInSection: 'Not a player of this section.',
  notLateEntry: 'Not a late entry this round.',
  roundNotFound: 'No such round.',
  boardNotFound: 'No such board.',
  entryNotFound: 'No such entry in this tournament.',
  notDraft: 'A published round cannot be changed or re-paired.',
  notPublished: 'Results are entered on published rounds only.',
  roundPaired: 'That round is already paired: delete its draft first.',
  notWithdrawn: 'This player is not withdrawn.',
  noPairings: 'No pairings are published for this round yet.',
  roundTooHigh: 'The tournament has fewer rounds.',
  noResultsToReport: 'No round has all its results yet: there is nothing to report.',
} as const;

const sectionField = z
  .string({ error: 'Choose a section.' })
  .trim()
  .min(1, { error: 'Choose a section.' })
  .max(TOURNAMENT_SECTION_NAME_MAX);
const entryId = z.number().int().positive();
const entryIds = z.array(entryId).max(DIRECTOR_IDS_MAX).default([]);
const roundNumber = z.number().int().min(1).max(TOURNAMENT_ROUNDS_MAX);
const ratingLimit = z.number().int().min(0).max(DIRECTOR_RATING_LIMIT_MAX);

export const RoundParamsSchema = IdParamsSchema.extend({
  roundId: z.coerce.number().int().positive(),
});
export const BoardParamsSchema = IdParamsSchema.extend({
  boardId: z.coerce.number().int().positive(),
});
export const WithdrawalParamsSchema = IdParamsSchema.extend({
  entryId: z.coerce.number().int().positive(),
});

/** The US Chess rating report's three dBASE III files (docs/decisions/0040). */
export const USCF_REPORT_FILES = ['THEXPORT.DBF', 'TSEXPORT.DBF', 'TDEXPORT.DBF'] as const;
export type UscfReportFile = (typeof USCF_REPORT_FILES)[number];
export const UscfReportParamsSchema = IdParamsSchema.extend({
  file: z.enum(USCF_REPORT_FILES, { error: 'One of THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF.' }),
});

/** ?section= of the standings and the TRF16 export. */
export const SectionQuerySchema = z.object({ section: sectionField });
/** ?section=&round= of the published pairings; without a round, the latest published one. */
export const PairingsQuerySchema = z.object({
  section: sectionField,
  round: z.coerce.number().int().min(1).max(TOURNAMENT_ROUNDS_MAX).optional(),
});

/** Rating limits of colour switches (29E5a/b), in rating points. */
export const RatingLimitsSchema = z.object({
  alternation: ratingLimit,
  equalization: ratingLimit,
});

/** POST director/tournament/{id}/rounds: pair the section's next round as a draft. */
export const PairRoundRequestSchema = z.object({
  section: sectionField,
  /** Default `DIRECTOR_DEFAULT_RATING_LIMITS`. */
  ratingLimits: RatingLimitsSchema.optional(),
  /** The toss (28J): whether the top board's higher-ranked player has White. Default true. */
  firstBoardWhite: z.boolean().optional(),
  /** Seed of the lot among equal ratings and unrated players (28A). Default 0. */
  seed: z.number().int().min(0).max(DIRECTOR_SEED_MAX).optional(),
  /** Half-point byes for this round besides those requested at registration. */
  halfPointByes: entryIds,
  zeroPointByes: entryIds,
  /** Players withdrawn from this round on. */
  withdraw: entryIds,
  /** Late entries whose missed rounds count as half-point byes (28K); others get zero-point byes. */
  lateEntriesWithHalfPointByes: entryIds,
});
export type PairRoundRequest = z.input<typeof PairRoundRequestSchema>;

/** PUT director/tournament/{id}/rounds/{roundId}: one change to a draft (docs/decisions/0038). */
export const RoundChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('swapOpponents'), playerA: entryId, playerB: entryId }),
  z.object({ action: z.literal('forcePairing'), playerA: entryId, playerB: entryId }),
  z.object({ action: z.literal('swapColours'), board: z.number().int().min(1).max(10_000) }),
]);
export type RoundChange = z.input<typeof RoundChangeSchema>;

export const BoardResultRequestSchema = z.object({
  result: z.enum(BOARD_RESULTS, { error: 'Choose a result.' }),
});
export type BoardResultRequest = z.input<typeof BoardResultRequestSchema>;

/** PUT director/tournament/{id}/entries/{entryId}/checkIn: the player is here (the entry's `verified`). */
export const CheckInRequestSchema = z.object({ verified: z.boolean() });
export type CheckInRequest = z.input<typeof CheckInRequestSchema>;
export const CheckInSchema = z.object({ entryId: z.number().int(), verified: z.boolean() });
export type CheckIn = z.infer<typeof CheckInSchema>;

export const WithdrawalRequestSchema = z.object({
  entryId,
  /** The first round the player no longer plays. */
  fromRound: roundNumber,
});
export type WithdrawalRequest = z.input<typeof WithdrawalRequestSchema>;

export const WithdrawalSchema = z.object({
  entryId: z.number().int(),
  fromRound: z.number().int(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** What a round was paired with (stored with the round). */
export const RoundOptionsSchema = z.object({
  ratingLimits: RatingLimitsSchema,
  firstBoardWhite: z.boolean(),
  seed: z.number().int(),
  /** Players withdrawn in this round (not paired). */
  withdrawn: z.array(z.number().int()),
  /** Players who joined in this round, and how their missed rounds count (28K). */
  lateEntries: z.array(
    z.object({
      entryId: z.number().int(),
      missedRounds: z.enum(['zeroPointBye', 'halfPointBye']),
    }),
  ),
});
export type RoundOptions = z.infer<typeof RoundOptionsSchema>;

export const PairingPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  unrated: z.boolean(),
});
export type PairingPlayer = z.infer<typeof PairingPlayerSchema>;

/** Why a board or bye is what it is: the rule, a sentence, and why the obvious choice was not. */
export const PairingExplanationSchema = z.object({
  rule: z.string(),
  text: z.string(),
  alternatives: z.array(z.string()),
});

export const DirectorBoardSchema = z.object({
  id: z.number().int(),
  board: z.number().int(),
  white: PairingPlayerSchema,
  black: PairingPlayerSchema,
  result: z.enum(BOARD_RESULTS).nullable(),
  explanation: PairingExplanationSchema,
  /** Why White is White (29E). */
  colour: z.object({ rule: z.string(), text: z.string() }),
  /** A rematch forced because no legal pairing exists (27A1). */
  rematch: z.boolean(),
  /** Changed by the director. */
  manual: z.boolean(),
});
export type DirectorBoard = z.infer<typeof DirectorBoardSchema>;

export const DirectorByeSchema = z.object({
  player: PairingPlayerSchema,
  kind: z.enum(BYE_KINDS),
  requested: z.boolean(),
  explanation: PairingExplanationSchema.nullable(),
});

export const RoundWarningSchema = z.object({
  rule: z.string(),
  text: z.string(),
  playerIds: z.array(z.number().int()),
});

export const DirectorRoundSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  round: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  options: RoundOptionsSchema,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  boards: z.array(DirectorBoardSchema),
  byes: z.array(DirectorByeSchema),
  withdrawn: z.array(PairingPlayerSchema),
  /** A draft's problems found by checkRound (rematch, seated twice, left out, 28L3). */
  warnings: z.array(RoundWarningSchema),
});
export type DirectorRound = z.infer<typeof DirectorRoundSchema>;

export const DirectorPlayerSchema = PairingPlayerSchema.extend({
  /** Checked in by the director (the entry's `verified`): only checked-in players are paired. */
  verified: z.boolean(),
  /** Points after the published rounds with every result in. */
  score: z.number(),
  /** First round no longer played, or null. */
  withdrawnFromRound: z.number().int().nullable(),
  /** Half-point byes requested at registration. */
  byesRequested: z.array(z.number().int()),
});

export const NEXT_ACTIONS = ['pair', 'publish', 'results', 'done'] as const;

export const DirectorSectionSchema = z.object({
  name: z.string(),
  players: z.array(DirectorPlayerSchema),
  rounds: z.array(DirectorRoundSchema),
  /** What the director does next, and in which round. */
  nextAction: z.object({ action: z.enum(NEXT_ACTIONS), round: z.number().int() }),
});

export const DirectorViewSchema = z.object({
  tournamentId: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  /** Rounds the tournament has. */
  rounds: z.number().int(),
  sections: z.array(DirectorSectionSchema),
});
export type DirectorView = z.infer<typeof DirectorViewSchema>;

export const ResultChangeSchema = z.object({
  id: z.number().int(),
  boardId: z.number().int(),
  section: z.string(),
  round: z.number().int(),
  board: z.number().int(),
  fromResult: z.enum(BOARD_RESULTS).nullable(),
  toResult: z.enum(BOARD_RESULTS),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export const ResultChangeListSchema = z.object({ items: z.array(ResultChangeSchema) });
export type ResultChangeList = z.infer<typeof ResultChangeListSchema>;

export const StandingRowSchema = z.object({
  position: z.number().int(),
  /** Place by score, ties shared: "1", "3-5". */
  place: z.string(),
  player: PairingPlayerSchema,
  score: z.number(),
  tiebreaks: z.object({
    modifiedMedian: z.number(),
    solkoff: z.number(),
    cumulative: z.number(),
    cumulativeOfOpposition: z.number(),
  }),
  /**
   * The wall chart: one cell a counted round, `W12`, `L5`, `D3` (against the player at that
   * position), `X12`/`F12` (forfeit won or lost), `B` (full-point bye), `H` (half-point bye),
   * `U` (zero-point bye, not paired, withdrawn).
   */
  cells: z.array(z.string()),
});

export const SectionStandingsSchema = z.object({
  tournamentId: z.number().int(),
  section: z.string(),
  /** Published rounds with every result in, the ones counted. */
  rounds: z.number().int(),
  standings: z.array(StandingRowSchema),
});
export type SectionStandings = z.infer<typeof SectionStandingsSchema>;

export const PublishedPairingsSchema = z.object({
  tournamentId: z.number().int(),
  section: z.string(),
  round: z.number().int(),
  boards: z.array(
    z.object({
      board: z.number().int(),
      white: PairingPlayerSchema,
      black: PairingPlayerSchema,
      result: z.enum(BOARD_RESULTS).nullable(),
      explanation: PairingExplanationSchema,
    }),
  ),
  byes: z.array(z.object({ player: PairingPlayerSchema, kind: z.enum(BYE_KINDS) })),
});
export type PublishedPairings = z.infer<typeof PublishedPairingsSchema>;
