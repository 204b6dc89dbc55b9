import {
  adminScreen,
  lazyElement,
  lazyPage,
  menuLink,
  type PathEntry,
} from '@/app/paths/path-entry';

const afterschoolRegistrations = () =>
  import('@/features/afterschool/pages/afterschool-registrations-page');

/** The Admin menu's screens (admin role): each a lazy route, so grid code never loads on public pages. */
export const ADMIN_PATHS: readonly PathEntry[] = [
  menuLink('/myStudents', 'coachOrAdmin', 'admin', 'My Students'),
  menuLink('/users', 'admin', 'admin', 'Users'),
  menuLink('/mycoaches', 'admin', 'admin', 'Coaches'),
  adminScreen(
    '/inquiries',
    'Inquiries',
    lazyPage(() => import('@/features/inquiries/pages/inquiries-page'), 'InquiriesPage'),
  ),
  adminScreen(
    '/configs',
    'Configs',
    lazyPage(() => import('@/features/configs/pages/configs-page'), 'ConfigsPage'),
  ),
  adminScreen(
    '/contacts',
    'Contacts',
    lazyPage(() => import('@/features/contacts/pages/contacts-page'), 'ContactsPage'),
  ),
  adminScreen(
    '/galleryImages',
    'Gallery Images',
    lazyPage(() => import('@/features/gallery/pages/gallery-images-page'), 'GalleryImagesPage'),
  ),
  adminScreen(
    '/admin/news',
    'News',
    lazyPage(() => import('@/features/news/pages/news-admin-page'), 'NewsAdminPage'),
  ),
  adminScreen(
    '/admin/coaches',
    'Coach Profiles',
    lazyPage(() => import('@/features/coaches/pages/coaches-admin-page'), 'CoachesAdminPage'),
  ),
  adminScreen(
    '/admin/programs',
    'Programs',
    lazyPage(() => import('@/features/programs/pages/programs-admin-page'), 'ProgramsAdminPage'),
  ),
  adminScreen(
    '/admin/locations',
    'Locations',
    lazyPage(() => import('@/features/locations/pages/locations-admin-page'), 'LocationsAdminPage'),
  ),
  adminScreen(
    '/admin/alerts',
    'Alerts',
    lazyPage(() => import('@/features/alerts/pages/alerts-admin-page'), 'AlertsAdminPage'),
  ),
  menuLink('/userActivity', 'admin', 'admin', 'User Activity'),
  adminScreen(
    '/RJLEE/registrations',
    'RJ Lee Registrations',
    lazyElement(afterschoolRegistrations, (m) => (
      <m.AfterschoolRegistrationsPage schoolName="RJLEE" />
    )),
  ),
  adminScreen(
    '/mustang/registrations',
    'Mustang Registrations',
    lazyElement(afterschoolRegistrations, (m) => (
      <m.AfterschoolRegistrationsPage schoolName="MUSTANG" />
    )),
  ),
  adminScreen(
    '/camp/registrations',
    'Camp Registrations',
    lazyPage(
      () => import('@/features/camp/pages/camp-registrations-page'),
      'CampRegistrationsPage',
    ),
  ),
  adminScreen(
    '/camp/events',
    'Camp Events',
    lazyPage(() => import('@/features/camp/pages/camp-events-page'), 'CampEventsPage'),
  ),
  menuLink('/emailer', 'admin', 'admin', 'Emailer'),
  menuLink('/tournament-coupons', 'admin', 'admin', 'Tournament Coupons'),
  adminScreen(
    '/admin/outbox',
    'Outbox',
    lazyPage(() => import('@/features/outbox/pages/outbox-page'), 'OutboxPage'),
  ),
  adminScreen(
    '/admin/analytics',
    'Analytics',
    lazyPage(() => import('@/features/analytics/pages/analytics-page'), 'AnalyticsPage'),
  ),
  adminScreen(
    '/admin/payments',
    'Payments',
    lazyPage(() => import('@/features/checkout/pages/payments-admin-page'), 'PaymentsAdminPage'),
  ),
];
