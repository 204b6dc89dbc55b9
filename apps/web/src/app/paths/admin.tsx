import {
  adminScreen,
  lazyElement,
  lazyPage,
  menuLink,
  muiPage,
  type PathEntry,
} from '@/app/paths/path-entry';

const afterschoolRegistrations = () =>
  import('@/features/afterschool/pages/afterschool-registrations-page');

/**
 * The Admin menu's screens (admin role), by group: each a lazy route, so grid code never loads on
 * public pages. The start page comes first, above the groups.
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
  adminScreen(
    '/RJLEE/registrations',
    'Registrations and payments',
    'RJ Lee Registrations',
    lazyElement(afterschoolRegistrations, (m) => (
      <m.AfterschoolRegistrationsPage schoolName="RJLEE" />
    )),
  ),
  adminScreen(
    '/mustang/registrations',
    'Registrations and payments',
    'Mustang Registrations',
    lazyElement(afterschoolRegistrations, (m) => (
      <m.AfterschoolRegistrationsPage schoolName="MUSTANG" />
    )),
  ),
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
  menuLink('/users', 'admin', 'admin', 'Users', 'Members'),
  menuLink('/mycoaches', 'admin', 'admin', 'Coaches', 'Members'),
  menuLink('/myStudents', 'coachOrAdmin', 'admin', 'My Students', 'Members'),
  menuLink('/userActivity', 'admin', 'admin', 'User Activity', 'Members'),
  // Tournaments.
  menuLink('/tournament-coupons', 'admin', 'admin', 'Tournament Coupons', 'Tournaments'),
  // Mail.
  adminScreen(
    '/contacts',
    'Mail',
    'Contacts',
    lazyPage(() => import('@/features/contacts/pages/contacts-page'), 'ContactsPage'),
  ),
  menuLink('/emailer', 'admin', 'admin', 'Emailer', 'Mail'),
  adminScreen(
    '/admin/outbox',
    'Mail',
    'Outbox',
    lazyPage(() => import('@/features/outbox/pages/outbox-page'), 'OutboxPage'),
  ),
];
