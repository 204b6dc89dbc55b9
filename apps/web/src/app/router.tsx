import type { DataRouter, RouteObject } from 'react-router';
import { adminRoutes } from '@/app/admin-routes';
import { RequireAccess } from '@/app/guards';
import { NotFoundPage } from '@/app/not-found-page';
import { AppLayout, AppLoading } from '@/app/shell/app-layout';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { setUnauthorizedHandler } from '@/lib/api-client';
import type { LoginRedirectState } from '@/lib/login-redirect';

/**
 * The route table. Every page is a lazy route, so a public page never loads admin code; guards
 * are small layout routes around the pages they protect.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    HydrateFallback: AppLoading,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // Pathless layout, so a failing page shows its error inside the shell.
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            lazy: () =>
              import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'home',
            lazy: () =>
              import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'login',
            lazy: () =>
              import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
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
            element: <RequireAccess access="admin" />,
            children: adminRoutes,
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
