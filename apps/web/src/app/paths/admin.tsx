import type { SchoolName } from '@kingside/shared';
import {
  adminScreen,
  lazyElement,
  lazyPage,
  muiPage,
  type PathEntry,
} from '@/app/paths/path-entry';

/** One school's after-school registrations: one page serves both schools. */
const afterschoolRegistrations = (path: string, label: string, schoolName: SchoolName) =>
  adminScreen(
    path,
    'Registrations and payments',
    label,
    lazyElement(
      () => import('@/features/afterschool/pages/afterschool-registrations-page'),
      'AfterschoolRegistrationsPage',
      (Page) => <Page schoolName={schoolName} />,
    ),
  );
const userEditPage = lazyPage(
  () => import('@/features/users/pages/user-edit-page'),
  'UserEditPage',
);
const userAddPage = lazyPage(() => import('@/features/users/pages/user-add-page'), 'UserAddPage');
const studentsPage = lazyPage(() => import('@/features/users/pages/students-page'), 'StudentsPage');

/**
 * The Admin menu's screens (admin role), by group: each a lazy route, so grid code never loads on
 * public pages. The start page comes first, above the groups. Part of the signed-in table, a lazy
 * chunk (app/paths/signed-in.ts).
 */
export const ADMIN_PATHS: readonly PathEntry[] = [
  muiPage(
    '/admin',
    'admin',
    lazyPage(() => import('@/features/admin/pages/admin-home-page'), 'AdminHomePage'),
    {
      menus: [{ menu: 'admin', label: 'Admin Home' }],
    },
  ),
  // Site content.
  adminScreen(
    '/admin/news',
    'Site content',
    'News',
    lazyPage(() => import('@/features/news/pages/news-admin-page'), 'NewsAdminPage'),
  ),
  adminScreen(
    '/admin/coaches',
    'Site content',
    'Coach Profiles',
    lazyPage(() => import('@/features/coaches/pages/coaches-admin-page'), 'CoachesAdminPage'),
  ),
  adminScreen(
    '/admin/programs',
    'Site content',
    'Programs',
    lazyPage(() => import('@/features/programs/pages/programs-admin-page'), 'ProgramsAdminPage'),
  ),
  adminScreen(
    '/admin/locations',
    'Site content',
    'Locations',
    lazyPage(() => import('@/features/locations/pages/locations-admin-page'), 'LocationsAdminPage'),
  ),
  adminScreen(
    '/galleryImages',
    'Site content',
    'Gallery Images',
    lazyPage(() => import('@/features/gallery/pages/gallery-images-page'), 'GalleryImagesPage'),
  ),
  adminScreen(
    '/admin/alerts',
    'Site content',
    'Alerts',
    lazyPage(() => import('@/features/alerts/pages/alerts-admin-page'), 'AlertsAdminPage'),
  ),
  adminScreen(
    '/configs',
    'Site content',
    'Configs',
    lazyPage(() => import('@/features/configs/pages/configs-page'), 'ConfigsPage'),
  ),
  adminScreen(
    '/admin/analytics',
    'Site content',
    'Analytics',
    lazyPage(() => import('@/features/analytics/pages/analytics-page'), 'AnalyticsPage'),
  ),
  // Registrations and payments.
  afterschoolRegistrations('/RJLEE/registrations', 'RJ Lee Registrations', 'RJLEE'),
  afterschoolRegistrations('/mustang/registrations', 'Mustang Registrations', 'MUSTANG'),
  adminScreen(
    '/camp/registrations',
    'Registrations and payments',
    'Camp Registrations',
    lazyPage(
      () => import('@/features/camp/pages/camp-registrations-page'),
      'CampRegistrationsPage',
    ),
  ),
  adminScreen(
    '/camp/events',
    'Registrations and payments',
    'Camp Events',
    lazyPage(() => import('@/features/camp/pages/camp-events-page'), 'CampEventsPage'),
  ),
  adminScreen(
    '/admin/payments',
    'Registrations and payments',
    'Payments',
    lazyPage(() => import('@/features/checkout/pages/payments-admin-page'), 'PaymentsAdminPage'),
  ),
  // Members.
  adminScreen(
    '/inquiries',
    'Members',
    'Inquiries',
    lazyPage(() => import('@/features/inquiries/pages/inquiries-page'), 'InquiriesPage'),
  ),
  // Users, coaches and students (docs/decisions/0027); a coach's Admin menu lists My Students.
  adminScreen(
    '/users',
    'Members',
    'Users',
    lazyPage(() => import('@/features/users/pages/users-page'), 'UsersPage'),
  ),
  muiPage('/users/:id', 'admin', userEditPage),
  // Also opens as /userAdd/ (the coaches page's Add User link): routes ignore a trailing slash.
  muiPage('/userAdd', 'admin', userAddPage),
  adminScreen(
    '/mycoaches',
    'Members',
    'Coaches',
    lazyPage(() => import('@/features/users/pages/coaches-page'), 'CoachesPage'),
  ),
  muiPage('/myStudents', 'coachOrAdmin', studentsPage, {
    menus: [{ menu: 'admin', label: 'My Students', group: 'Members' }],
  }),
  // A coach opens their own id read-only; the page refuses another coach's (canSeeCoachStudents).
  muiPage('/myStudents/:coachId', 'coachOrAdmin', studentsPage),
  adminScreen(
    '/userActivity',
    'Members',
    'User Activity',
    lazyPage(() => import('@/features/activity/pages/user-activity-page'), 'UserActivityPage'),
  ),
  muiPage(
    '/attendance/history',
    'adminOrAssistant',
    lazyPage(
      () => import('@/features/attendance/pages/attendance-history-page'),
      'AttendanceHistoryPage',
    ),
    // Assistants open it from /attendance: the Admin menu is for coaches and admins (spec 1).
    {
      menus: [{ menu: 'admin', label: 'Attendance History', visibleTo: 'admin', group: 'Members' }],
    },
  ),
  adminScreen(
    '/chatReports',
    'Members',
    'Chat Reports',
    lazyPage(() => import('@/features/live/pages/chat-reports-page'), 'ChatReportsPage'),
  ),
  adminScreen(
    '/admin/classTimes',
    'Members',
    'Class Times',
    lazyPage(
      () => import('@/features/attendance/pages/class-times-admin-page'),
      'ClassTimesAdminPage',
    ),
  ),
  // Learning.
  adminScreen(
    '/admin/puzzles',
    'Learning',
    'Puzzle Import',
    lazyPage(() => import('@/features/puzzles/pages/puzzle-import-page'), 'PuzzleImportPage'),
  ),
  // Tournaments.
  adminScreen(
    '/tournament-coupons',
    'Tournaments',
    'Tournament Coupons',
    lazyPage(
      () => import('@/features/tournaments/pages/tournament-coupons-page'),
      'TournamentCouponsPage',
    ),
  ),
  // The tournament director's screens (issue 16): admins and directors.
  muiPage(
    '/director',
    'tournamentDirector',
    lazyPage(() => import('@/features/tournaments/pages/director-list-page'), 'DirectorListPage'),
    { menus: [{ menu: 'admin', label: 'Run Tournaments', group: 'Tournaments' }] },
  ),
  muiPage(
    '/director/:id',
    'tournamentDirector',
    lazyPage(() => import('@/features/tournaments/pages/director-page'), 'DirectorPage'),
  ),
  muiPage(
    '/tournamentAdd',
    'admin',
    lazyPage(() => import('@/features/tournaments/pages/tournament-add-page'), 'TournamentAddPage'),
  ),
  // Entry lists (issue 15): anyone may open one; the page says Content Restricted when the
  // server refuses it (showEntries off, not an admin or assistant).
  muiPage(
    '/tourEntries/:id',
    'public',
    lazyPage(() => import('@/features/tournaments/pages/tour-entries-page'), 'TourEntriesPage'),
  ),
  muiPage(
    '/tourEntriesAdd/:id',
    'admin',
    lazyPage(
      () => import('@/features/tournaments/pages/tour-entries-add-page'),
      'TourEntriesAddPage',
    ),
  ),
  muiPage(
    '/tourEntriesUpload/:id',
    'admin',
    lazyPage(
      () => import('@/features/tournaments/pages/tour-entries-upload-page'),
      'TourEntriesUploadPage',
    ),
  ),
  // Mail.
  adminScreen(
    '/contacts',
    'Mail',
    'Contacts',
    lazyPage(() => import('@/features/contacts/pages/contacts-page'), 'ContactsPage'),
  ),
  adminScreen(
    '/emailer',
    'Mail',
    'Emailer',
    lazyPage(() => import('@/features/emailer/pages/emailer-page'), 'EmailerPage'),
  ),
  adminScreen(
    '/admin/outbox',
    'Mail',
    'Outbox',
    lazyPage(() => import('@/features/outbox/pages/outbox-page'), 'OutboxPage'),
  ),
  // The server's background work (docs/decisions/0052).
  adminScreen(
    '/admin/jobs',
    'Server',
    'Jobs',
    lazyPage(() => import('@/features/jobs/pages/jobs-page'), 'JobsPage'),
  ),
];
