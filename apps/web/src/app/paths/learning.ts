import { lazyPage, muiPage, type PathEntry } from '@/app/paths/path-entry';
import { ANALYSIS_BOARD } from '@/app/paths/visitor-pages';

/**
 * The LEARN menu's screens, with the coaches' games library between them: the Admin menu's
 * Learning group (Games, Assignments Report, Assignments Progress, Class Progress, Games
 * Explorer) keeps this order. LEARN lists spec 1's nine items in its order, and Play Stockfish,
 * Analysis (Fritz), Analysis Board and Openings besides (docs/decisions/0063). Part of the
 * signed-in table, a lazy chunk (app/paths/signed-in.ts).
 */
export const LEARNING_PATHS: readonly PathEntry[] = [
  // Assignments (spec 2 §2, docs/decisions/0032): club members solve their own; coaches and
  // admins also make, assign and follow them.
  muiPage(
    '/assignments',
    'clubMember',
    lazyPage(() => import('@/features/assignments/pages/assignments-page'), 'AssignmentsPage'),
    {
      denied: 'membersOnly',
      menus: [{ menu: 'learn', label: 'Assignments' }],
    },
  ),
  muiPage(
    '/assignment/:assignmentId',
    'clubMember',
    lazyPage(() => import('@/features/assignments/pages/assignment-page'), 'AssignmentPage'),
    { denied: 'membersOnly' },
  ),
  muiPage(
    '/assignmentAdd',
    'coachOrAdmin',
    lazyPage(() => import('@/features/assignments/pages/assignment-add-page'), 'AssignmentAddPage'),
  ),
  muiPage(
    '/assignmentAssign/:assignmentIds',
    'coachOrAdmin',
    lazyPage(
      () => import('@/features/assignments/pages/assignment-assign-page'),
      'AssignmentAssignPage',
    ),
  ),
  // Puzzles (spec 2 §2, issue 14): students and coaches solve; coaches and admins Display 9
  // Puzzles, so an admin opens /puzzles for its search card alone (docs/decisions/0034).
  muiPage(
    '/puzzles',
    'studentCoachOrAdmin',
    lazyPage(() => import('@/features/puzzles/pages/puzzles-page'), 'PuzzlesPage'),
    { menus: [{ menu: 'learn', label: 'Puzzles' }] },
  ),
  muiPage(
    '/puzzle/:puzzleName',
    'studentOrCoach',
    lazyPage(() => import('@/features/puzzles/pages/puzzle-page'), 'PuzzlePage'),
  ),
  muiPage(
    '/puzzleSurvival',
    'studentOrCoach',
    lazyPage(() => import('@/features/puzzles/pages/puzzle-survival-page'), 'PuzzleSurvivalPage'),
  ),
  muiPage(
    '/puzzlesdisplay/:puzzleNames',
    'coachOrAdmin',
    lazyPage(() => import('@/features/puzzles/pages/puzzles-display-page'), 'PuzzlesDisplayPage'),
  ),
  muiPage(
    '/mypuzzles/dashboard',
    'clubMember',
    lazyPage(() => import('@/features/puzzles/pages/puzzle-dashboard-page'), 'PuzzleDashboardPage'),
  ),
  // Engine pages (spec 2 §2): Stockfish runs in a worker that only these pages load.
  muiPage(
    '/endGameTraining',
    'studentCoachOrAdmin',
    lazyPage(() => import('@/features/engine/pages/endgame-training-page'), 'EndgameTrainingPage'),
    { denied: 'membersOnly', menus: [{ menu: 'learn', label: 'End Game Training' }] },
  ),
  muiPage(
    '/stockfish',
    'clubMember',
    lazyPage(() => import('@/features/engine/pages/stockfish-page'), 'StockfishPage'),
    { denied: 'membersOnly', menus: [{ menu: 'learn', label: 'Play Stockfish' }] },
  ),
  muiPage(
    '/fritz',
    'clubMember',
    lazyPage(() => import('@/features/engine/pages/fritz-page'), 'FritzPage'),
    { denied: 'membersOnly', menus: [{ menu: 'learn', label: 'Analysis (Fritz)' }] },
  ),
  // The analysis board, a plain page for visitors too: defined in visitor-pages.tsx.
  ANALYSIS_BOARD,
  // Student progress (issue 18, docs/decisions/0043): the server says whose figures a caller
  // may see (the student, their coaches and parents, admins).
  muiPage(
    '/studentCorner/:username',
    'authenticated',
    lazyPage(() => import('@/features/progress/pages/student-corner-page'), 'StudentCornerPage'),
    {
      menus: [
        {
          menu: 'learn',
          label: 'Student Corner',
          to: (session) => `/studentCorner/${encodeURIComponent(session.username)}`,
        },
      ],
    },
  ),
  muiPage(
    '/students/:username/report',
    'authenticated',
    lazyPage(() => import('@/features/progress/pages/report-card-page'), 'ReportCardPage'),
  ),
  muiPage(
    '/reportCards',
    'authenticated',
    lazyPage(() => import('@/features/progress/pages/report-cards-page'), 'ReportCardsPage'),
  ),
  // Studies and curating openings: coaches and admins (spec 1 section 6); the menus list them
  // only for those who may open them (docs/decisions/0022). A student who reaches /studies reads
  // that studies are the coaches' (docs/decisions/0059).
  muiPage(
    '/studies',
    'coachOrAdmin',
    lazyPage(() => import('@/features/studies/pages/studies-page'), 'StudiesPage'),
    {
      denied: 'coachesOnly',
      menus: [{ menu: 'learn', label: 'Studies' }],
    },
  ),
  muiPage(
    '/study/:studyId',
    'coachOrAdmin',
    lazyPage(() => import('@/features/studies/pages/study-page'), 'StudyPage'),
    { denied: 'coachesOnly' },
  ),
  muiPage(
    '/openingAdd',
    'coachOrAdmin',
    lazyPage(() => import('@/features/openings/pages/opening-add-page'), 'OpeningAddPage'),
  ),
  // My games and the opening repertoire: club members; others see the members-only message.
  muiPage(
    '/myGames',
    'clubMember',
    lazyPage(() => import('@/features/mygames/pages/my-games-page'), 'MyGamesPage'),
    {
      denied: 'membersOnly',
      menus: [{ menu: 'learn', label: 'My Games' }],
    },
  ),
  // A game's engine review (issue 34, docs/decisions/0066): the server says who may read it
  // (the player, their coaches and linked parents).
  muiPage(
    '/myGames/:id/review',
    'authenticated',
    lazyPage(() => import('@/features/mygames/pages/game-review-page'), 'GameReviewPage'),
  ),
  muiPage(
    '/myGame/:id',
    'clubMember',
    lazyPage(() => import('@/features/mygames/pages/my-game-page'), 'MyGamePage'),
    {
      denied: 'membersOnly',
    },
  ),
  // The games library (spec 2 "Games library"): coaches and admins, in the Admin menu.
  muiPage(
    '/games',
    'coachOrAdmin',
    lazyPage(() => import('@/features/games/pages/games-page'), 'GamesPage'),
    {
      menus: [{ menu: 'admin', label: 'Games', group: 'Learning' }],
    },
  ),
  muiPage(
    '/game/:gameId',
    'coachOrAdmin',
    lazyPage(() => import('@/features/games/pages/game-edit-page'), 'GameEditPage'),
  ),
  muiPage(
    '/gameAdd',
    'coachOrAdmin',
    lazyPage(() => import('@/features/games/pages/game-add-page'), 'GameAddPage'),
  ),
  muiPage(
    '/gamesAdd',
    'coachOrAdmin',
    lazyPage(() => import('@/features/games/pages/games-add-page'), 'GamesAddPage'),
  ),
  muiPage(
    '/gamesDisplay/:gameIds',
    'coachOrAdmin',
    lazyPage(() => import('@/features/games/pages/games-display-page'), 'GamesDisplayPage'),
  ),
  muiPage(
    '/gameAssign',
    'coachOrAdmin',
    lazyPage(() => import('@/features/games/pages/game-assign-page'), 'GameAssignPage'),
  ),
  muiPage(
    '/gameDelete',
    'coachOrAdmin',
    lazyPage(() => import('@/features/games/pages/game-delete-page'), 'GameDeletePage'),
  ),
  muiPage(
    '/assignmentsReport',
    'coachOrAdmin',
    lazyPage(
      () => import('@/features/assignments/pages/assignments-report-page'),
      'AssignmentsReportPage',
    ),
    { menus: [{ menu: 'admin', label: 'Assignments Report', group: 'Learning' }] },
  ),
  // The progress table: a class time's for coaches and admins, their own row for students (who
  // reach it from /assignments).
  muiPage(
    '/assignmentsProgress',
    'clubMember',
    lazyPage(
      () => import('@/features/assignments/pages/assignments-progress-page'),
      'AssignmentsProgressPage',
    ),
    {
      denied: 'membersOnly',
      menus: [
        {
          menu: 'admin',
          label: 'Assignments Progress',
          visibleTo: 'coachOrAdmin',
          group: 'Learning',
        },
      ],
    },
  ),
  muiPage(
    '/classProgress',
    'coachOrAdmin',
    lazyPage(() => import('@/features/progress/pages/class-progress-page'), 'ClassProgressPage'),
    { menus: [{ menu: 'admin', label: 'Class Progress', group: 'Learning' }] },
  ),
  muiPage(
    '/openings',
    'clubMember',
    lazyPage(() => import('@/features/openings/pages/openings-page'), 'OpeningsPage'),
    {
      denied: 'membersOnly',
      menus: [
        { menu: 'learn', label: 'Openings' },
        { menu: 'admin', label: 'Games Explorer', visibleTo: 'coachOrAdmin', group: 'Learning' },
      ],
    },
  ),
  muiPage(
    '/opening/:gameId',
    'clubMember',
    lazyPage(() => import('@/features/openings/pages/opening-page'), 'OpeningPage'),
    {
      denied: 'membersOnly',
    },
  ),
  // Live play (issue 17): the route is open so anyone signed in sees the menu item; the pages
  // show "Content Restricted" to non-members and open no socket for them.
  muiPage(
    '/playLive',
    'public',
    lazyPage(() => import('@/features/live/pages/play-live-page'), 'PlayLivePage'),
    { menus: [{ menu: 'learn', label: 'Play Live', visibleTo: 'authenticated' }] },
  ),
  muiPage(
    '/playLive/:gameId',
    'public',
    lazyPage(() => import('@/features/live/pages/live-game-page'), 'LiveGamePage'),
  ),
  // Spec 1 lists Attendance under LEARN; only admins and assistants open it (spec 2 §2).
  muiPage(
    '/attendance',
    'adminOrAssistant',
    lazyPage(() => import('@/features/attendance/pages/attendance-page'), 'AttendancePage'),
    { menus: [{ menu: 'learn', label: 'Attendance' }] },
  ),
  muiPage(
    '/authorizenet',
    'public',
    lazyPage(() => import('@/features/checkout/pages/card-payment-page'), 'CardPaymentPage'),
    {
      menus: [{ menu: 'learn', label: 'Pay By Credit Card', visibleTo: 'authenticated' }],
    },
  ),
];
