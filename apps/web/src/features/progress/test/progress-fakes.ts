import type {
  ClassProgress,
  ClassProgressRow,
  ReportCard,
  SourceMonth,
  SourceStats,
  StudentDashboard,
} from '@kingside/shared';

export function buildMonth(overrides: Partial<SourceMonth> = {}): SourceMonth {
  return {
    noOfLogins: null,
    gamesPlayed: null,
    puzzlesSolved: null,
    rating: null,
    maxNoOfLogins: null,
    maxNoOfLoginsUser: null,
    maxGamesPlayed: null,
    maxGamesPlayedUser: null,
    maxPuzzlesSolved: null,
    maxPuzzlesSolvedUser: null,
    ...overrides,
  };
}

export function buildSource(overrides: Partial<SourceStats> = {}): SourceStats {
  return {
    source: 'club',
    account: null,
    thisMonth: buildMonth(),
    lastMonth: buildMonth(),
    fetchedAt: null,
    unavailableSince: null,
    notFound: false,
    ...overrides,
  };
}

/** Pat's corner in November 2026: club figures, chess.com from the cache, no Lichess id. */
export function buildCorner(overrides: Partial<StudentDashboard> = {}): StudentDashboard {
  return {
    username: 'pat',
    name: 'Pat Pawn',
    currentBatch: 'Saturday 10:00 AM',
    currentRating: 950,
    uscfId: '12345678',
    chessDotComId: 'patpawn',
    liChessId: null,
    uscfRating: 1012,
    uscfUnavailable: false,
    thisMonth: '2026-11',
    lastMonth: '2026-10',
    sources: [
      buildSource({
        source: 'club',
        account: 'pat',
        thisMonth: buildMonth({
          noOfLogins: 6,
          gamesPlayed: 3,
          puzzlesSolved: 40,
          rating: 950,
          maxNoOfLogins: 12,
          maxNoOfLoginsUser: 'ivy',
          maxGamesPlayed: 9,
          maxGamesPlayedUser: 'max',
          maxPuzzlesSolved: 40,
          maxPuzzlesSolvedUser: 'pat',
        }),
        lastMonth: buildMonth({ noOfLogins: 4, gamesPlayed: 1, puzzlesSolved: 12, rating: 930 }),
      }),
      buildSource({
        source: 'chesscom',
        account: 'patpawn',
        thisMonth: buildMonth({ gamesPlayed: 2, rating: 700 }),
        fetchedAt: '2026-11-20T15:00:00.000Z',
      }),
      buildSource({ source: 'lichess' }),
    ],
    canComment: false,
    ...overrides,
  };
}

/** Pat's report card for Fall 2026. */
export function buildReportCard(overrides: Partial<ReportCard> = {}): ReportCard {
  return {
    student: {
      id: 9,
      username: 'pat',
      name: 'Pat Pawn',
      classTime: 'Saturday 10:00 AM',
      coach: 'Morgan Coach',
      currentRating: 950,
      uscfId: '12345678',
      chessDotComId: 'patpawn',
      liChessId: null,
    },
    period: { from: '2026-09-01', to: '2026-12-31', label: 'Fall 2026' },
    ratings: [
      {
        series: 'puzzle',
        label: 'Club puzzle rating',
        points: [
          { date: '2026-10-03', rating: 1450 },
          { date: '2026-11-07', rating: 1472 },
        ],
        unavailableSince: null,
      },
      { series: 'uscf', label: 'US Chess', points: [], unavailableSince: null },
      {
        series: 'chesscom',
        label: 'Chess.com',
        points: [{ date: '2026-11-01', rating: 700 }],
        unavailableSince: '2026-11-25T18:00:00.000Z',
      },
    ],
    homework: {
      assigned: 2,
      completed: 1,
      overdue: 1,
      completionRate: 50,
      items: [
        {
          id: 2,
          name: 'Knight forks',
          assignedDate: '2026-11-01',
          dueDate: '2026-11-08',
          completedDate: null,
          attempts: 2,
          overdue: true,
        },
        {
          id: 1,
          name: 'Mate in one',
          assignedDate: '2026-10-01',
          dueDate: null,
          completedDate: '2026-10-02',
          attempts: 1,
          overdue: false,
        },
      ],
    },
    puzzles: {
      played: 30,
      solved: 21,
      themes: [
        { theme: 'fork', text: 'Fork', played: 10, solved: 4, successRate: 40, performance: 1100 },
        { theme: 'pin', text: 'Pin', played: 20, solved: 17, successRate: 85, performance: 1500 },
      ],
      review: {
        dueCount: 1,
        items: [
          { name: 'abc12', rating: 1400, dueAt: '2026-11-20T00:00:00.000Z', step: 0, due: true },
        ],
      },
    },
    attendance: {
      classDays: ['2026-11-07', '2026-11-14', '2026-11-21'],
      attendedDays: ['2026-11-07', '2026-11-21'],
      rate: 67,
    },
    games: {
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      recent: [
        {
          id: 'g1',
          date: '2026-11-10',
          opponent: 'ivy',
          color: 'white',
          outcome: 'win',
          termination: 'Checkmate',
          timeControl: '10+5',
        },
      ],
    },
    mistakes: {
      games: 4,
      blunders: 6,
      perGame: 1.5,
      previousPerGame: 2.5,
      byPhase: { opening: 1, middlegame: 4, endgame: 1 },
      byTheme: [
        { theme: 'fork', count: 2 },
        { theme: 'hangingPiece', count: 1 },
      ],
      instructive: [
        {
          myGameId: 31,
          gameName: 'Pat Pawn vs Ivy',
          ply: 24,
          fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3',
          played: 'Nf6',
          better: 'g6',
          loss: 62.5,
          phase: 'opening',
          themes: [],
          puzzleId: 'mg31_24',
        },
      ],
    },
    comment: null,
    canComment: true,
    ...overrides,
  };
}

export function buildProgressRow(overrides: Partial<ClassProgressRow> = {}): ClassProgressRow {
  return {
    id: 9,
    username: 'pat',
    name: 'Pat Pawn',
    rating: 950,
    puzzleRating: 1470,
    ratingTrend: [1450, 1462, null, 1470],
    homeworkAssigned: 4,
    homeworkCompleted: 3,
    homeworkRate: 75,
    homeworkTrend: [1, 0, 1, 1],
    attended: 3,
    classDays: 4,
    attendanceRate: 75,
    attendanceTrend: [1, 1, 0, 1],
    puzzlesSolved: 21,
    gamesPlayed: 1,
    gamesAnalysed: 2,
    blundersPerGame: 1.5,
    ...overrides,
  };
}

/** Two students of Saturday 10:00 AM over Fall 2026. */
export function buildClassProgress(overrides: Partial<ClassProgress> = {}): ClassProgress {
  return {
    items: [
      buildProgressRow(),
      buildProgressRow({
        id: 10,
        username: 'ivy',
        name: 'Ivy Gambit',
        rating: 1200,
        puzzleRating: null,
        ratingTrend: [null, null, null, null],
        homeworkRate: 100,
        puzzlesSolved: 5,
        gamesPlayed: 4,
      }),
    ],
    total: 2,
    page: 0,
    size: 50,
    classTime: { id: 3, label: 'Saturday 10:00 AM' },
    period: { from: '2026-09-01', to: '2026-12-31', label: 'Fall 2026' },
    weeks: ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'],
    ...overrides,
  };
}
