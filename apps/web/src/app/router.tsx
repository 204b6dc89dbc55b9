import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject } from 'react-router';
import { adminRoutes } from '@/app/admin-routes';
import { RequireAccess } from '@/app/guards';
import { AppLayout, AppLoading } from '@/app/shell/app-layout';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { alertEventsQueryOptions } from '@/features/alerts/api/get-alert-events';
import { galleryImagesQueryOptions } from '@/features/club/api/get-gallery-images';
import { locationsQueryOptions } from '@/features/club/api/get-locations';
import { newsQueryOptions } from '@/features/club/api/get-news';
import { programsQueryOptions } from '@/features/club/api/get-programs';
import { upcomingTournamentsQueryOptions } from '@/features/club/api/get-upcoming-tournaments';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { clubQueryOptions } from '@/lib/club';
import type { LoginRedirectState } from '@/lib/login-redirect';
import { readSession } from '@/lib/session';

type Prefetch = (queryClient: QueryClient) => void;

/**
 * A loader that starts the queries a page renders first, so its data downloads alongside its
 * lazy code instead of after it. It never waits: the page shows loading and errors itself.
 */
const startQueries =
  (queryClient: QueryClient, ...prefetches: Prefetch[]) =>
  () => {
    for (const prefetch of prefetches) prefetch(queryClient);
    return null;
  };

const club: Prefetch = (client) => void client.prefetchQuery(clubQueryOptions());
const alerts: Prefetch = (client) => void client.prefetchQuery(alertEventsQueryOptions());
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
 * The route table. Every page is a lazy route, so a public page never loads admin code; guards
 * are small layout routes around the pages they protect. The shell's and the busiest public
 * pages' queries start in loaders (`queryClient` is the app's cache).
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    loader: startQueries(queryClient, club, alerts),
    element: <AppLayout />,
    HydrateFallback: AppLoading,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // Pathless layout, so a failing page shows its error inside the shell.
        errorElement: <RouteErrorBoundary />,
        children: [
          // Public pages: plain HTML and app.css, no MUI and no zod (the 150 KB budget).
          {
            index: true,
            loader: startQueries(queryClient, homeCards),
            lazy: () =>
              import('@/features/club/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'home',
            loader: startQueries(queryClient, homeCards),
            lazy: () =>
              import('@/features/club/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'classes',
            loader: startQueries(queryClient, classes),
            lazy: () =>
              import('@/features/club/pages/classes-page').then((m) => ({
                Component: m.ClassesPage,
              })),
          },
          {
            path: 'coaches',
            lazy: () =>
              import('@/features/club/pages/coaches-page').then((m) => ({
                Component: m.CoachesPage,
              })),
          },
          {
            path: 'coach/:firstName',
            lazy: () =>
              import('@/features/club/pages/coach-page').then((m) => ({ Component: m.CoachPage })),
          },
          {
            path: 'camp',
            lazy: () =>
              import('@/features/club/pages/camp-page').then((m) => ({ Component: m.CampPage })),
          },
          {
            path: 'summercamp',
            lazy: () =>
              import('@/features/club/pages/camp-page').then((m) => ({ Component: m.CampPage })),
          },
          {
            path: 'about',
            lazy: () =>
              import('@/features/club/pages/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'news',
            lazy: () =>
              import('@/features/club/pages/news-page').then((m) => ({ Component: m.NewsPage })),
          },
          {
            path: 'gallery',
            lazy: () =>
              import('@/features/club/pages/gallery-page').then((m) => ({
                Component: m.GalleryPage,
              })),
          },
          {
            path: 'map',
            lazy: () =>
              import('@/features/club/pages/map-page').then((m) => ({ Component: m.MapPage })),
          },
          {
            path: 'unsubscribe',
            lazy: () =>
              import('@/features/club/pages/unsubscribe-page').then((m) => ({
                Component: m.UnsubscribePage,
              })),
          },
          {
            path: 'blog',
            lazy: () =>
              import('@/features/blog/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
          },
          {
            path: 'calendar',
            lazy: () =>
              import('@/features/calendar/pages/calendar-page').then((m) => ({
                Component: m.CalendarPage,
              })),
          },
          {
            // The analysis board: for visitors and users alike, plain HTML around the board.
            path: 'board',
            lazy: () =>
              import('@/chess/pages/board-page').then((m) => ({ Component: m.BoardPage })),
          },
          {
            // Forms, profile and admin pages use MUI: its theme loads with them, lazily.
            lazy: () => import('@/app/mui-layout').then((m) => ({ Component: m.MuiLayout })),
            children: [
              {
                path: 'camp/register',
                lazy: () =>
                  import('@/features/camp-registration/pages/camp-register-page').then((m) => ({
                    Component: m.CampRegisterPage,
                  })),
              },
              {
                path: 'camp/registrationSuccess',
                lazy: () =>
                  import('@/features/camp-registration/pages/camp-success-page').then((m) => ({
                    Component: m.CampSuccessPage,
                  })),
              },
              {
                path: 'campRegisterSuccess/:tourShortName',
                lazy: () =>
                  import('@/features/camp-registration/pages/camp-success-page').then((m) => ({
                    Component: m.CampSuccessPage,
                  })),
              },
              {
                path: 'inquiry',
                lazy: () =>
                  import('@/features/inquiries/pages/inquiry-page').then((m) => ({
                    Component: m.InquiryPage,
                  })),
              },
              {
                path: 'register/rjlee',
                lazy: () =>
                  import('@/features/afterschool/pages/afterschool-register-page').then((m) => ({
                    element: <m.AfterschoolRegisterPage schoolName="RJLEE" />,
                  })),
              },
              {
                path: 'register/mustang',
                lazy: () =>
                  import('@/features/afterschool/pages/afterschool-register-page').then((m) => ({
                    element: <m.AfterschoolRegisterPage schoolName="MUSTANG" />,
                  })),
              },
              {
                path: 'authorizenet',
                lazy: () =>
                  import('@/features/checkout/pages/card-payment-page').then((m) => ({
                    Component: m.CardPaymentPage,
                  })),
              },
              {
                path: 'checkout/paypal/return',
                lazy: () =>
                  import('@/features/checkout/pages/paypal-return-page').then((m) => ({
                    Component: m.PayPalReturnPage,
                  })),
              },
              {
                path: 'checkout/paypal/cancel',
                lazy: () =>
                  import('@/features/checkout/pages/paypal-cancel-page').then((m) => ({
                    Component: m.PayPalCancelPage,
                  })),
              },
              {
                path: 'login',
                lazy: () =>
                  import('@/features/auth/pages/login-page').then((m) => ({
                    Component: m.LoginPage,
                  })),
              },
              {
                path: 'logOut',
                lazy: () =>
                  import('@/features/auth/pages/logout-page').then((m) => ({
                    Component: m.LogoutPage,
                  })),
              },
              {
                path: 'register',
                lazy: () =>
                  import('@/features/auth/pages/register-chooser-page').then((m) => ({
                    Component: m.RegisterChooserPage,
                  })),
              },
              // Only these two types are account sign-ups; other /register/* paths are their own
              // routes (later issues) or the 404 page.
              {
                path: 'register/groupClass',
                lazy: () =>
                  import('@/features/auth/pages/register-page').then((m) => ({
                    element: <m.RegisterPage registerFor="groupClass" />,
                  })),
              },
              {
                path: 'register/privateClass',
                lazy: () =>
                  import('@/features/auth/pages/register-page').then((m) => ({
                    element: <m.RegisterPage registerFor="privateClass" />,
                  })),
              },
              {
                path: 'forgotUsername',
                lazy: () =>
                  import('@/features/auth/pages/forgot-username-page').then((m) => ({
                    Component: m.ForgotUsernamePage,
                  })),
              },
              {
                path: 'forgotPassword',
                lazy: () =>
                  import('@/features/auth/pages/forgot-password-page').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: 'resetPassword/:resetToken',
                lazy: () =>
                  import('@/features/auth/pages/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
              {
                element: <RequireAccess access="authenticated" />,
                children: [
                  {
                    path: 'changePassword',
                    lazy: () =>
                      import('@/features/auth/pages/change-password-page').then((m) => ({
                        Component: m.ChangePasswordPage,
                      })),
                  },
                  {
                    path: 'profile',
                    lazy: () =>
                      import('@/features/profile/pages/profile-page').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                  },
                  {
                    path: 'profileEdit',
                    lazy: () =>
                      import('@/features/profile/pages/profile-edit-page').then((m) => ({
                        Component: m.ProfileEditPage,
                      })),
                  },
                ],
              },
              {
                // The games library (spec 2 "Games library"): coaches and admins.
                element: <RequireAccess access="coachOrAdmin" />,
                children: [
                  {
                    path: 'games',
                    lazy: () =>
                      import('@/features/games/pages/games-page').then((m) => ({
                        Component: m.GamesPage,
                      })),
                  },
                  {
                    path: 'game/:gameId',
                    lazy: () =>
                      import('@/features/games/pages/game-edit-page').then((m) => ({
                        Component: m.GameEditPage,
                      })),
                  },
                  {
                    path: 'gameAdd',
                    lazy: () =>
                      import('@/features/games/pages/game-add-page').then((m) => ({
                        Component: m.GameAddPage,
                      })),
                  },
                  {
                    path: 'gamesAdd',
                    lazy: () =>
                      import('@/features/games/pages/games-add-page').then((m) => ({
                        Component: m.GamesAddPage,
                      })),
                  },
                  {
                    path: 'gamesDisplay/:gameIds',
                    lazy: () =>
                      import('@/features/games/pages/games-display-page').then((m) => ({
                        Component: m.GamesDisplayPage,
                      })),
                  },
                ],
              },
              {
                // Studies and curating openings: coaches and admins (spec 1 section 6).
                element: <RequireAccess access="coachOrAdmin" />,
                children: [
                  {
                    path: 'studies',
                    lazy: () =>
                      import('@/features/studies/pages/studies-page').then((m) => ({
                        Component: m.StudiesPage,
                      })),
                  },
                  {
                    path: 'study/:studyId',
                    lazy: () =>
                      import('@/features/studies/pages/study-page').then((m) => ({
                        Component: m.StudyPage,
                      })),
                  },
                  {
                    path: 'openingAdd',
                    lazy: () =>
                      import('@/features/openings/pages/opening-add-page').then((m) => ({
                        Component: m.OpeningAddPage,
                      })),
                  },
                ],
              },
              {
                // My games and the opening repertoire: club members; others see the members-only message.
                element: <RequireAccess access="clubMember" denied="membersOnly" />,
                children: [
                  {
                    path: 'myGames',
                    lazy: () =>
                      import('@/features/mygames/pages/my-games-page').then((m) => ({
                        Component: m.MyGamesPage,
                      })),
                  },
                  {
                    path: 'myGame/:id',
                    lazy: () =>
                      import('@/features/mygames/pages/my-game-page').then((m) => ({
                        Component: m.MyGamePage,
                      })),
                  },
                  {
                    path: 'openings',
                    lazy: () =>
                      import('@/features/openings/pages/openings-page').then((m) => ({
                        Component: m.OpeningsPage,
                      })),
                  },
                  {
                    path: 'opening/:gameId',
                    lazy: () =>
                      import('@/features/openings/pages/opening-page').then((m) => ({
                        Component: m.OpeningPage,
                      })),
                  },
                ],
              },
              {
                element: <RequireAccess access="admin" />,
                children: adminRoutes,
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * After the server refuses an authorized call (the API client has already cleared the session),
 * opens /login, saying the session expired, and comes back to the current page after login.
 */
export function sendToLoginOnUnauthorized(router: DataRouter): void {
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    if (pathname === '/login') return;
    const state: LoginRedirectState = {
      redirectTo: { pathname, search, hash },
      sessionExpired: true,
    };
    void router.navigate('/login', { replace: true, state });
  });
}
