import type {
  DirectorBoard,
  DirectorRound,
  DirectorView,
  PairingPlayer,
  PublishedPairings,
} from '@kingside/shared';
import type { LiveStandings } from '@/features/tournaments/api/live';

/** A player of a section; id 1 unless `overrides` say otherwise. */
export function buildPairingPlayer(overrides: Partial<PairingPlayer> = {}): PairingPlayer {
  return { id: 1, name: 'Ada Lovelace', rating: 1800, unrated: false, ...overrides };
}

export function buildDirectorBoard(overrides: Partial<DirectorBoard> = {}): DirectorBoard {
  return {
    id: 101,
    board: 1,
    white: buildPairingPlayer(),
    black: buildPairingPlayer({ id: 3, name: 'Carl Gauss', rating: 1500 }),
    result: null,
    explanation: {
      rule: '29C',
      text: 'Top half against bottom half of the 0-point group.',
      alternatives: ['Ada against Bob: both in the top half.'],
    },
    colour: { rule: '28J', text: 'The toss gave the higher-ranked player White on board 1.' },
    rematch: false,
    manual: false,
    ...overrides,
  };
}

/** A draft round 1 of Champ with two boards. */
export function buildDirectorRound(overrides: Partial<DirectorRound> = {}): DirectorRound {
  return {
    id: 11,
    section: 'Champ',
    round: 1,
    status: 'draft',
    options: {
      ratingLimits: { alternation: 80, equalization: 200 },
      firstBoardWhite: true,
      seed: 0,
      withdrawn: [],
      lateEntries: [],
    },
    createdAt: '2026-11-27T13:00:00.000Z',
    publishedAt: null,
    boards: [
      buildDirectorBoard(),
      buildDirectorBoard({
        id: 102,
        board: 2,
        white: buildPairingPlayer({ id: 4, name: 'Dora Euler', rating: 1400 }),
        black: buildPairingPlayer({ id: 2, name: 'Bob Boole', rating: 1700 }),
      }),
    ],
    byes: [],
    withdrawn: [],
    warnings: [],
    ...overrides,
  };
}

const PLAYERS = [
  buildPairingPlayer(),
  buildPairingPlayer({ id: 2, name: 'Bob Boole', rating: 1700 }),
  buildPairingPlayer({ id: 3, name: 'Carl Gauss', rating: 1500 }),
  buildPairingPlayer({ id: 4, name: 'Dora Euler', rating: 1400 }),
];

type Section = DirectorView['sections'][number];

/** The Champ section of four players, nothing paired yet unless `overrides` say otherwise. */
export function buildDirectorSection(overrides: Partial<Section> = {}): Section {
  return {
    name: 'Champ',
    players: PLAYERS.map((p) => ({
      ...p,
      verified: true,
      score: 0,
      withdrawnFromRound: null,
      byesRequested: p.id === 2 ? [3] : [],
    })),
    rounds: [],
    nextAction: { action: 'pair', round: 1 },
    ...overrides,
  };
}

export function buildDirectorView(overrides: Partial<DirectorView> = {}): DirectorView {
  return {
    tournamentId: 1,
    name: 'Saturday Rapid',
    shortName: 'saturday-rapid-2026',
    rounds: 4,
    sections: [buildDirectorSection(), buildDirectorSection({ name: 'U1600', players: [] })],
    ...overrides,
  };
}

/** The latest published pairings of Champ: round 1, board 1 played, board 2 on. */
export function buildPublishedPairings(
  overrides: Partial<PublishedPairings> = {},
): PublishedPairings {
  const [a, b] = buildDirectorRound().boards;
  return {
    tournamentId: 1,
    section: 'Champ',
    round: 1,
    boards: [
      { ...a!, result: '1-0' as const },
      { ...b!, result: null },
    ].map(({ board, white, black, result, explanation }) => ({
      board,
      white,
      black,
      result,
      explanation,
    })),
    byes: [],
    ...overrides,
  };
}

/** Champ's standings after one round, with the wall chart's cells. */
export function buildStandings(overrides: Partial<LiveStandings> = {}): LiveStandings {
  const tiebreaks = { modifiedMedian: 0, solkoff: 1, cumulative: 1, cumulativeOfOpposition: 0 };
  return {
    tournamentId: 1,
    section: 'Champ',
    rounds: 1,
    standings: [
      { position: 1, place: '1', player: PLAYERS[0]!, score: 1, tiebreaks, cells: ['W3'] },
      {
        position: 2,
        place: '2-3',
        player: PLAYERS[1]!,
        score: 0.5,
        tiebreaks: { ...tiebreaks, solkoff: 0.5 },
        cells: ['H'],
      },
      {
        position: 3,
        place: '2-3',
        player: PLAYERS[2]!,
        score: 0,
        tiebreaks: { ...tiebreaks, solkoff: 1, cumulative: 0 },
        cells: ['L1'],
      },
    ],
    ...overrides,
  };
}
