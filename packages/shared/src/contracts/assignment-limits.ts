/** Assignment limits and messages, one place for the contracts, the pages and the server. */

/** The Show Solution threshold when the club setting (CONFIG_NAMES.showSolutionAfterAttempts) is unset. */
export const SHOW_SOLUTION_AFTER_ATTEMPTS_DEFAULT = 10;

export const ASSIGNMENT_PAGE_SIZE_MAX = 100;
export const ASSIGNMENT_STUDENTS_PAGE_SIZE_MAX = 500;
/**
 * Students in one page of the progress table: 100 × 200 assignments is 20,000 cells (about 2 MB);
 * the whole table is the CSV export (docs/decisions/0032).
 */
export const PROGRESS_PAGE_SIZE_MAX = 100;
/** A student's copy of an assignment is answered with moves from the game's position: at most this many. */
export const ANSWER_MOVES_MAX = 200;
/** Ids in one assign call (assignments or users). */
export const ASSIGN_IDS_MAX = 1000;
/** Class times text: comma-separated labels. */
export const CLASS_TIMES_TEXT_MAX_LENGTH = 1000;

export const ASSIGNMENT_MESSAGES = {
  /** The amber message while an answer is checked (spec 2 §4). */
  submitting: 'Submitted Answer. Please wait...',
  /** The answer result word for a right answer (spec 2 §4); anything else is wrong. */
  correct: 'correct',
  incorrect: 'incorrect',
  notFound: 'No such assignment.',
  notAssignedGame: 'This game is not assigned yet.',
  /** Assign users: nobody chosen (spec 2 §5). */
  chooseStudents: 'Choose at least one student or enter class times.',
  chooseGames: 'Choose at least one game or a directory.',
  noGamesInDir: 'There are no games in this directory.',
  unknownClassTimes: (labels: string[]) => `No class time is called ${labels.join(', ')}.`,
  notYourStudents: 'You can assign only your own students.',
  studentsOnly: 'Only coaches and admins can see other students’ assignments.',
  assigned: (assignments: number, students: number, added: number) =>
    `Assigned ${assignments} ${assignments === 1 ? 'assignment' : 'assignments'} to ${students} ${
      students === 1 ? 'student' : 'students'
    } (${added} new).`,
  unassigned: (removed: number, keptCompleted: number) =>
    `Removed ${removed} ${removed === 1 ? 'assignment' : 'assignments'}` +
    (keptCompleted ? `; kept ${keptCompleted} already completed.` : '.'),
  solutionAccepted: 'Accepted as a solution.',
  solutionAlreadyThere: 'This position is already a solution.',
  /** The page's sentence: the same number the server unlocks at. */
  showSolutionAfter: (n: number) =>
    `Show Solution unlocks after ${n} ${n === 1 ? 'attempt' : 'attempts'}.`,
  wrongAnswerType: 'This answer does not fit the assignment’s game type.',
  /** A Question answered with nothing: refused, so it costs no attempt. */
  answerFirst: 'Choose or type an answer first.',
  /** Deleting assigned library games (games/delete without force). */
  gamesAssigned: (n: number) =>
    `${n} ${n === 1 ? 'assignment uses' : 'assignments use'} ${
      n === 1 ? 'this game' : 'these games'
    }. Delete anyway to remove ${n === 1 ? 'it' : 'them'} too.`,
} as const;
