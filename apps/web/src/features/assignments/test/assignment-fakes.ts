import type {
  AssignmentDetail,
  AssignmentGame,
  AssignmentProgress,
  AssignmentStudent,
  AssignmentSummary,
  StudentAssignment,
} from '@kingside/shared';

/** A page of a server-paged list holding `items`. */
export const pageOf = <T>(items: T[], total = items.length) => ({
  items,
  total,
  page: 0,
  size: 25,
});

/** White mates in one: Qh5xf7# (the scholar's mate) from this position. */
export const SCHOLAR_FEN = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';

export function buildAssignmentGame(overrides: Partial<AssignmentGame> = {}): AssignmentGame {
  return {
    id: 31,
    name: 'Scholar mate',
    type: 'Puzzle',
    notes: 'Mate in one.',
    fen: SCHOLAR_FEN,
    blacksTurn: false,
    questionType: null,
    questionChoices: null,
    solutionFen: null,
    solution: null,
    pgn: null,
    ...overrides,
  };
}

/** A student's view of an assignment they have not solved yet. */
export function buildAssignmentDetail(overrides: Partial<AssignmentDetail> = {}): AssignmentDetail {
  return {
    id: 5,
    name: 'Mate in one',
    game: buildAssignmentGame(),
    attemptCount: 0,
    completed: false,
    assignedToUsername: 'student',
    createdDate: '2026-05-01T15:00:00.000Z',
    modifiedDate: null,
    dueDate: null,
    showSolutionAfterAttempts: 10,
    solutionUnlocked: false,
    canManage: false,
    ...overrides,
  };
}

export function buildStudentAssignment(
  overrides: Partial<StudentAssignment> = {},
): StudentAssignment {
  return {
    id: 5,
    name: 'Mate in one',
    gameId: 31,
    gameType: 'Puzzle',
    attemptCount: 0,
    completed: false,
    assignedToUsername: 'student',
    assignedToName: 'Sam Student',
    classTime: 'Saturday 10:00 AM',
    createdDate: '2026-05-01T15:00:00.000Z',
    modifiedDate: null,
    dueDate: null,
    overdue: false,
    ...overrides,
  };
}

export function buildAssignmentSummary(
  overrides: Partial<AssignmentSummary> = {},
): AssignmentSummary {
  return {
    id: 5,
    name: 'Mate in one',
    gameId: 31,
    gameType: 'Puzzle',
    dirPath: '/Assignments',
    assignedCount: 3,
    completedCount: 1,
    createdDate: '2026-05-01T15:00:00.000Z',
    ...overrides,
  };
}

export function buildAssignmentStudent(
  overrides: Partial<AssignmentStudent> = {},
): AssignmentStudent {
  return {
    id: 9,
    username: 'ivy',
    name: 'Ivy Gambit',
    rating: 610,
    section: null,
    classTime: 'Saturday 10:00 AM',
    ...overrides,
  };
}

/** Two students of Saturday 10:00 AM and two assignments: one done by Ivy, one overdue for Sam. */
export function buildProgress(overrides: Partial<AssignmentProgress> = {}): AssignmentProgress {
  return {
    classTime: 'Saturday 10:00 AM',
    columns: [
      { assignmentId: 5, name: 'Mate in one', assigned: 2, completed: 1 },
      { assignmentId: 6, name: 'Which opening?', assigned: 1, completed: 0 },
    ],
    rows: [
      {
        user: { id: 9, username: 'ivy', name: 'Ivy Gambit' },
        cells: [
          {
            assignmentId: 5,
            completed: true,
            modifiedDate: '2026-05-03T15:00:00.000Z',
            attemptCount: 2,
            dueDate: null,
            overdue: false,
          },
        ],
        assigned: 1,
        completed: 1,
      },
      {
        user: { id: 7, username: 'student', name: 'Sam Student' },
        cells: [
          {
            assignmentId: 5,
            completed: false,
            modifiedDate: null,
            attemptCount: 4,
            dueDate: '2026-05-02',
            overdue: true,
          },
          {
            assignmentId: 6,
            completed: false,
            modifiedDate: null,
            attemptCount: 0,
            dueDate: null,
            overdue: false,
          },
        ],
        assigned: 2,
        completed: 0,
      },
    ],
    total: 2,
    page: 0,
    size: 25,
    ...overrides,
  };
}
