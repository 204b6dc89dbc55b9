import type { RouteObject } from 'react-router';

/**
 * The admin screens (admin role only; router.tsx wraps them in the admin guard). Each is a lazy
 * route, so grid code never loads on public pages.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/outbox',
    lazy: () =>
      import('@/features/outbox/pages/outbox-page').then((m) => ({ Component: m.OutboxPage })),
  },
  {
    path: 'inquiries',
    lazy: () =>
      import('@/features/admin-inquiries/pages/inquiries-page').then((m) => ({
        Component: m.InquiriesPage,
      })),
  },
  {
    path: 'configs',
    lazy: () =>
      import('@/features/admin-configs/pages/configs-page').then((m) => ({
        Component: m.ConfigsPage,
      })),
  },
  {
    path: 'contacts',
    lazy: () =>
      import('@/features/admin-contacts/pages/contacts-page').then((m) => ({
        Component: m.ContactsPage,
      })),
  },
  {
    path: 'galleryImages',
    lazy: () =>
      import('@/features/admin-gallery/pages/gallery-images-page').then((m) => ({
        Component: m.GalleryImagesPage,
      })),
  },
  {
    path: 'admin/news',
    lazy: () =>
      import('@/features/admin-news/pages/news-admin-page').then((m) => ({
        Component: m.NewsAdminPage,
      })),
  },
  {
    path: 'admin/coaches',
    lazy: () =>
      import('@/features/admin-coaches/pages/coaches-admin-page').then((m) => ({
        Component: m.CoachesAdminPage,
      })),
  },
  {
    path: 'admin/programs',
    lazy: () =>
      import('@/features/admin-programs/pages/programs-admin-page').then((m) => ({
        Component: m.ProgramsAdminPage,
      })),
  },
  {
    path: 'admin/locations',
    lazy: () =>
      import('@/features/admin-locations/pages/locations-admin-page').then((m) => ({
        Component: m.LocationsAdminPage,
      })),
  },
  {
    path: 'admin/alerts',
    lazy: () =>
      import('@/features/admin-alerts/pages/alerts-admin-page').then((m) => ({
        Component: m.AlertsAdminPage,
      })),
  },
  {
    path: 'admin/payments',
    lazy: () =>
      import('@/features/checkout/pages/payments-admin-page').then((m) => ({
        Component: m.PaymentsAdminPage,
      })),
  },
  {
    path: 'admin/analytics',
    lazy: () =>
      import('@/features/admin-analytics/pages/analytics-page').then((m) => ({
        Component: m.AnalyticsPage,
      })),
  },
  {
    path: 'RJLEE/registrations',
    lazy: () =>
      import('@/features/afterschool/pages/afterschool-registrations-page').then((m) => ({
        element: <m.AfterschoolRegistrationsPage schoolName="RJLEE" />,
      })),
  },
  {
    path: 'mustang/registrations',
    lazy: () =>
      import('@/features/afterschool/pages/afterschool-registrations-page').then((m) => ({
        element: <m.AfterschoolRegistrationsPage schoolName="MUSTANG" />,
      })),
  },
  {
    path: 'camp/registrations',
    lazy: () =>
      import('@/features/admin-camp/pages/camp-registrations-page').then((m) => ({
        Component: m.CampRegistrationsPage,
      })),
  },
  {
    path: 'camp/events',
    lazy: () =>
      import('@/features/admin-camp/pages/camp-events-page').then((m) => ({
        Component: m.CampEventsPage,
      })),
  },
];
