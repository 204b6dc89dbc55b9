import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '@kingside/shared';
import type { ComponentType, ReactElement } from 'react';
import type { RestrictedVariant } from '@/components/restricted';
import { galleryImagesQueryOptions } from '@/features/club/api/get-gallery-images';
import { locationsQueryOptions } from '@/features/club/api/get-locations';
import { newsQueryOptions } from '@/features/club/api/get-news';
import { programsQueryOptions } from '@/features/club/api/get-programs';
import { upcomingTournamentsQueryOptions } from '@/features/club/api/get-upcoming-tournaments';
import type { Session } from '@/lib/session';
import { readSession } from '@/lib/session';

/** Starts queries a page renders first; it never waits (the page shows loading itself). */
export type Prefetch = (queryClient: QueryClient) => void;

/** A lazily imported page: its module, then the component or element the route renders. */
export type LazyPage = () => Promise<{ Component: ComponentType } | { element: ReactElement }>;

export type MenuId = 'public' | 'learn' | 'admin' | 'account';

/** Who sees a menu item: an access level, or `visitor` (only callers not logged in). */
export type MenuAccess = Access | 'visitor';

export type MenuPlacement = {
  menu: MenuId;
  label: string;
  /** Defaults to the entry's `access`; differs where the menu is narrower than the route. */
  visibleTo?: MenuAccess;
  /** The link when it names the logged-in user; `path` otherwise. */
  to?: (session: Session) => string;
};

export type PathEntry = {
  /** The address, from the root: `/` is the index route; `:name` segments are params. */
  path: string;
  /** Who may open the page (`RequireAccess`); `public` has no guard. */
  access: Access;
  /** What a logged-in caller without the role sees; `access` (the restriction message) if unset. */
  denied?: RestrictedVariant;
  /** `public`: plain HTML in the shell (ADR 0009 budget); `mui`: inside the lazy MUI layout. */
  layout: 'public' | 'mui';
  /** The page; absent for a menu link to a screen a later issue builds (it shows the 404 page). */
  page?: LazyPage;
  /** Queries started by the route's loader, in parallel with the page's code. */
  prefetch?: readonly Prefetch[];
  /** Where the navigation lists it; menus keep this table's order. */
  menus?: readonly MenuPlacement[];
};

/** The visitor's home page cards and photos; a logged-in user's home page has none. */
const homeCards: Prefetch = (client) => {
  if (readSession()) return;
  void client.prefetchQuery(upcomingTournamentsQueryOptions());
  void client.prefetchQuery(newsQueryOptions());
  void client.prefetchQuery(galleryImagesQueryOptions());
};
const classes: Prefetch = (client) => {
  void client.prefetchQuery(programsQueryOptions());
  void client.prefetchQuery(locationsQueryOptions());
};

/**
 * Every page and menu link, read by the router (src/app/router.tsx) and the navigation
 * (src/app/shell/nav-config.ts). Each page is a lazy import, so a public page never loads admin
 * code; the `public` layout keeps MUI and zod out of the public pages (the 150 KB budget).
 */
export const PATHS: readonly PathEntry[] = [
  // Public pages: plain HTML and app.css, no MUI and no zod.
  {
    path: '/',
    access: 'public',
    layout: 'public',
    prefetch: [homeCards],
    page: () => import('@/features/club/pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/home',
    access: 'public',
    layout: 'public',
    prefetch: [homeCards],
    page: () => import('@/features/club/pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/classes',
    access: 'public',
    layout: 'public',
    prefetch: [classes],
    page: () =>
      import('@/features/club/pages/classes-page').then((m) => ({ Component: m.ClassesPage })),
    menus: [{ menu: 'public', label: 'Classes' }],
  },
  {
    path: '/coaches',
    access: 'public',
    layout: 'public',
    page: () =>
      import('@/features/club/pages/coaches-page').then((m) => ({ Component: m.CoachesPage })),
    menus: [{ menu: 'public', label: 'Coaches' }],
  },
  {
    path: '/coach/:firstName',
    access: 'public',
    layout: 'public',
    page: () =>
      import('@/features/club/pages/coach-page').then((m) => ({ Component: m.CoachPage })),
  },
  {
    path: '/tournaments',
    access: 'public',
    layout: 'public',
    menus: [{ menu: 'public', label: 'Tournaments' }],
  },
  {
    path: '/camp',
    access: 'public',
    layout: 'public',
    page: () => import('@/features/club/pages/camp-page').then((m) => ({ Component: m.CampPage })),
    menus: [{ menu: 'public', label: 'Summer Camp' }],
  },
  {
    path: '/summercamp',
    access: 'public',
    layout: 'public',
    page: () => import('@/features/club/pages/camp-page').then((m) => ({ Component: m.CampPage })),
  },
  {
    path: '/calendar',
    access: 'public',
    layout: 'public',
    page: () =>
      import('@/features/calendar/pages/calendar-page').then((m) => ({
        Component: m.CalendarPage,
      })),
    menus: [{ menu: 'public', label: 'Calendar' }],
  },
  {
    path: '/about',
    access: 'public',
    layout: 'public',
    page: () =>
      import('@/features/club/pages/about-page').then((m) => ({ Component: m.AboutPage })),
    menus: [{ menu: 'public', label: 'About' }],
  },
  {
    path: '/news',
    access: 'public',
    layout: 'public',
    page: () => import('@/features/club/pages/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: '/gallery',
    access: 'public',
    layout: 'public',
    page: () =>
      import('@/features/club/pages/gallery-page').then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: '/map',
    access: 'public',
    layout: 'public',
    page: () => import('@/features/club/pages/map-page').then((m) => ({ Component: m.MapPage })),
  },
  {
    path: '/unsubscribe',
    access: 'public',
    layout: 'public',
    page: () =>
      import('@/features/club/pages/unsubscribe-page').then((m) => ({
        Component: m.UnsubscribePage,
      })),
  },
  {
    path: '/blog',
    access: 'public',
    layout: 'public',
    page: () => import('@/features/blog/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
  },

  // LEARN menu.
  {
    path: '/assignments',
    access: 'authenticated',
    layout: 'mui',
    menus: [{ menu: 'learn', label: 'Assignments' }],
  },
  {
    path: '/puzzles',
    access: 'authenticated',
    layout: 'mui',
    menus: [{ menu: 'learn', label: 'Puzzles' }],
  },
  {
    path: '/endGameTraining',
    access: 'authenticated',
    layout: 'mui',
    menus: [{ menu: 'learn', label: 'End Game Training' }],
  },
  {
    // The analysis board: for visitors and users alike, plain HTML around the board.
    path: '/board',
    access: 'public',
    layout: 'public',
    page: () => import('@/chess/pages/board-page').then((m) => ({ Component: m.BoardPage })),
    menus: [{ menu: 'learn', label: 'Analysis Board', visibleTo: 'authenticated' }],
  },
  {
    path: '/studentCorner/:username',
    access: 'authenticated',
    layout: 'mui',
    menus: [
      {
        menu: 'learn',
        label: 'Student Corner',
        to: (session) => `/studentCorner/${encodeURIComponent(session.username)}`,
      },
    ],
  },
  {
    // Studies and curating openings: coaches and admins (spec 1 section 6).
    path: '/studies',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/studies/pages/studies-page').then((m) => ({ Component: m.StudiesPage })),
    menus: [{ menu: 'learn', label: 'Studies', visibleTo: 'authenticated' }],
  },
  {
    path: '/study/:studyId',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/studies/pages/study-page').then((m) => ({ Component: m.StudyPage })),
  },
  {
    path: '/openingAdd',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/openings/pages/opening-add-page').then((m) => ({
        Component: m.OpeningAddPage,
      })),
  },
  {
    // My games and the opening repertoire: club members; others see the members-only message.
    path: '/myGames',
    access: 'clubMember',
    denied: 'membersOnly',
    layout: 'mui',
    page: () =>
      import('@/features/mygames/pages/my-games-page').then((m) => ({ Component: m.MyGamesPage })),
    menus: [{ menu: 'learn', label: 'My Games', visibleTo: 'authenticated' }],
  },
  {
    path: '/myGame/:id',
    access: 'clubMember',
    denied: 'membersOnly',
    layout: 'mui',
    page: () =>
      import('@/features/mygames/pages/my-game-page').then((m) => ({ Component: m.MyGamePage })),
  },
  // Admin menu (coaches and admins), listed here to keep the two menus' order.
  {
    // The games library (spec 2 "Games library"): coaches and admins.
    path: '/games',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/games/pages/games-page').then((m) => ({ Component: m.GamesPage })),
    menus: [{ menu: 'admin', label: 'Games' }],
  },
  {
    path: '/game/:gameId',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/games/pages/game-edit-page').then((m) => ({
        Component: m.GameEditPage,
      })),
  },
  {
    path: '/gameAdd',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/games/pages/game-add-page').then((m) => ({ Component: m.GameAddPage })),
  },
  {
    path: '/gamesAdd',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/games/pages/games-add-page').then((m) => ({
        Component: m.GamesAddPage,
      })),
  },
  {
    path: '/gamesDisplay/:gameIds',
    access: 'coachOrAdmin',
    layout: 'mui',
    page: () =>
      import('@/features/games/pages/games-display-page').then((m) => ({
        Component: m.GamesDisplayPage,
      })),
  },
  {
    path: '/assignmentsReport',
    access: 'coachOrAdmin',
    layout: 'mui',
    menus: [{ menu: 'admin', label: 'Assignments Report' }],
  },
  {
    path: '/openings',
    access: 'clubMember',
    denied: 'membersOnly',
    layout: 'mui',
    page: () =>
      import('@/features/openings/pages/openings-page').then((m) => ({
        Component: m.OpeningsPage,
      })),
    menus: [
      { menu: 'learn', label: 'Openings' },
      { menu: 'admin', label: 'Games Explorer', visibleTo: 'coachOrAdmin' },
    ],
  },
  {
    path: '/opening/:gameId',
    access: 'clubMember',
    denied: 'membersOnly',
    layout: 'mui',
    page: () =>
      import('@/features/openings/pages/opening-page').then((m) => ({ Component: m.OpeningPage })),
  },
  {
    path: '/playLive',
    access: 'authenticated',
    layout: 'mui',
    menus: [{ menu: 'learn', label: 'Play Live' }],
  },
  {
    path: '/attendance',
    access: 'authenticated',
    layout: 'mui',
    menus: [{ menu: 'learn', label: 'Attendance' }],
  },
  {
    path: '/authorizenet',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/checkout/pages/card-payment-page').then((m) => ({
        Component: m.CardPaymentPage,
      })),
    menus: [{ menu: 'learn', label: 'Pay By Credit Card', visibleTo: 'authenticated' }],
  },
  {
    path: '/myStudents',
    access: 'coachOrAdmin',
    layout: 'mui',
    menus: [{ menu: 'admin', label: 'My Students' }],
  },

  // Admin screens (admin role): each a lazy route, so grid code never loads on public pages.
  { path: '/users', access: 'admin', layout: 'mui', menus: [{ menu: 'admin', label: 'Users' }] },
  {
    path: '/mycoaches',
    access: 'admin',
    layout: 'mui',
    menus: [{ menu: 'admin', label: 'Coaches' }],
  },
  {
    path: '/inquiries',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/inquiries/pages/inquiries-page').then((m) => ({
        Component: m.InquiriesPage,
      })),
    menus: [{ menu: 'admin', label: 'Inquiries' }],
  },
  {
    path: '/configs',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/configs/pages/configs-page').then((m) => ({
        Component: m.ConfigsPage,
      })),
    menus: [{ menu: 'admin', label: 'Configs' }],
  },
  {
    path: '/contacts',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/contacts/pages/contacts-page').then((m) => ({
        Component: m.ContactsPage,
      })),
    menus: [{ menu: 'admin', label: 'Contacts' }],
  },
  {
    path: '/galleryImages',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/gallery/pages/gallery-images-page').then((m) => ({
        Component: m.GalleryImagesPage,
      })),
    menus: [{ menu: 'admin', label: 'Gallery Images' }],
  },
  {
    path: '/admin/news',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/news/pages/news-admin-page').then((m) => ({
        Component: m.NewsAdminPage,
      })),
    menus: [{ menu: 'admin', label: 'News' }],
  },
  {
    path: '/admin/coaches',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/coaches/pages/coaches-admin-page').then((m) => ({
        Component: m.CoachesAdminPage,
      })),
    menus: [{ menu: 'admin', label: 'Coach Profiles' }],
  },
  {
    path: '/admin/programs',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/programs/pages/programs-admin-page').then((m) => ({
        Component: m.ProgramsAdminPage,
      })),
    menus: [{ menu: 'admin', label: 'Programs' }],
  },
  {
    path: '/admin/locations',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/locations/pages/locations-admin-page').then((m) => ({
        Component: m.LocationsAdminPage,
      })),
    menus: [{ menu: 'admin', label: 'Locations' }],
  },
  {
    path: '/admin/alerts',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/alerts/pages/alerts-admin-page').then((m) => ({
        Component: m.AlertsAdminPage,
      })),
    menus: [{ menu: 'admin', label: 'Alerts' }],
  },
  {
    path: '/userActivity',
    access: 'admin',
    layout: 'mui',
    menus: [{ menu: 'admin', label: 'User Activity' }],
  },
  {
    path: '/RJLEE/registrations',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/afterschool/pages/afterschool-registrations-page').then((m) => ({
        element: <m.AfterschoolRegistrationsPage schoolName="RJLEE" />,
      })),
    menus: [{ menu: 'admin', label: 'RJ Lee Registrations' }],
  },
  {
    path: '/mustang/registrations',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/afterschool/pages/afterschool-registrations-page').then((m) => ({
        element: <m.AfterschoolRegistrationsPage schoolName="MUSTANG" />,
      })),
    menus: [{ menu: 'admin', label: 'Mustang Registrations' }],
  },
  {
    path: '/camp/registrations',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/camp/pages/camp-registrations-page').then((m) => ({
        Component: m.CampRegistrationsPage,
      })),
    menus: [{ menu: 'admin', label: 'Camp Registrations' }],
  },
  {
    path: '/camp/events',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/camp/pages/camp-events-page').then((m) => ({
        Component: m.CampEventsPage,
      })),
    menus: [{ menu: 'admin', label: 'Camp Events' }],
  },
  {
    path: '/emailer',
    access: 'admin',
    layout: 'mui',
    menus: [{ menu: 'admin', label: 'Emailer' }],
  },
  {
    path: '/tournament-coupons',
    access: 'admin',
    layout: 'mui',
    menus: [{ menu: 'admin', label: 'Tournament Coupons' }],
  },
  {
    path: '/admin/outbox',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/outbox/pages/outbox-page').then((m) => ({ Component: m.OutboxPage })),
    menus: [{ menu: 'admin', label: 'Outbox' }],
  },
  {
    path: '/admin/analytics',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/analytics/pages/analytics-page').then((m) => ({
        Component: m.AnalyticsPage,
      })),
    menus: [{ menu: 'admin', label: 'Analytics' }],
  },
  {
    path: '/admin/payments',
    access: 'admin',
    layout: 'mui',
    page: () =>
      import('@/features/checkout/pages/payments-admin-page').then((m) => ({
        Component: m.PaymentsAdminPage,
      })),
    menus: [{ menu: 'admin', label: 'Payments' }],
  },

  // Account menu, forms and registrations: MUI pages.
  {
    path: '/profile',
    access: 'authenticated',
    layout: 'mui',
    page: () =>
      import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
    menus: [{ menu: 'account', label: 'Profile' }],
  },
  {
    path: '/profileEdit',
    access: 'authenticated',
    layout: 'mui',
    page: () =>
      import('@/features/profile/pages/profile-edit-page').then((m) => ({
        Component: m.ProfileEditPage,
      })),
  },
  {
    path: '/changePassword',
    access: 'authenticated',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/change-password-page').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
  },
  {
    path: '/logOut',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/logout-page').then((m) => ({ Component: m.LogoutPage })),
    menus: [{ menu: 'account', label: 'Logout', visibleTo: 'authenticated' }],
  },
  {
    path: '/login',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
    menus: [{ menu: 'account', label: 'Login', visibleTo: 'visitor' }],
  },
  {
    path: '/register',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/register-chooser-page').then((m) => ({
        Component: m.RegisterChooserPage,
      })),
    menus: [{ menu: 'account', label: 'Register', visibleTo: 'visitor' }],
  },
  {
    path: '/inquiry',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/inquiries/pages/inquiry-page').then((m) => ({
        Component: m.InquiryPage,
      })),
    menus: [{ menu: 'account', label: 'Contact Us', visibleTo: 'visitor' }],
  },
  // Only these two types are account sign-ups; other /register/* paths are their own routes
  // (later issues) or the 404 page.
  {
    path: '/register/groupClass',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/register-page').then((m) => ({
        element: <m.RegisterPage registerFor="groupClass" />,
      })),
  },
  {
    path: '/register/privateClass',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/register-page').then((m) => ({
        element: <m.RegisterPage registerFor="privateClass" />,
      })),
  },
  {
    path: '/forgotUsername',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/forgot-username-page').then((m) => ({
        Component: m.ForgotUsernamePage,
      })),
  },
  {
    path: '/forgotPassword',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: '/resetPassword/:resetToken',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/auth/pages/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: '/camp/register',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/camp/pages/camp-register-page').then((m) => ({
        Component: m.CampRegisterPage,
      })),
  },
  {
    path: '/camp/registrationSuccess',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/camp/pages/camp-success-page').then((m) => ({
        Component: m.CampSuccessPage,
      })),
  },
  {
    path: '/campRegisterSuccess/:tourShortName',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/camp/pages/camp-success-page').then((m) => ({
        Component: m.CampSuccessPage,
      })),
  },
  {
    path: '/register/rjlee',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/afterschool/pages/afterschool-register-page').then((m) => ({
        element: <m.AfterschoolRegisterPage schoolName="RJLEE" />,
      })),
  },
  {
    path: '/register/mustang',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/afterschool/pages/afterschool-register-page').then((m) => ({
        element: <m.AfterschoolRegisterPage schoolName="MUSTANG" />,
      })),
  },
  {
    path: '/checkout/paypal/return',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/checkout/pages/paypal-return-page').then((m) => ({
        Component: m.PayPalReturnPage,
      })),
  },
  {
    path: '/checkout/paypal/cancel',
    access: 'public',
    layout: 'mui',
    page: () =>
      import('@/features/checkout/pages/paypal-cancel-page').then((m) => ({
        Component: m.PayPalCancelPage,
      })),
  },
];
