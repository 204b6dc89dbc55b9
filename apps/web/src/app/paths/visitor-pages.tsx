import { afterschoolProgramsQueryOptions } from '@/features/afterschool/api/get-afterschool-program';
import {
  lazyElement,
  lazyPage,
  sitePage,
  type PathEntry,
  type Prefetch,
} from '@/app/paths/path-entry';

/** The after-school forms show their program's facts above the form: fetched with the page's code. */
const afterschoolProgram: Prefetch = (client) => {
  void client.prefetchQuery(afterschoolProgramsQueryOptions());
};

const registerPage = () => import('@/features/auth/pages/register-page');
const afterschoolRegisterPage = () =>
  import('@/features/afterschool/pages/afterschool-register-page');

/** The analysis board: for visitors and users alike, plain HTML around the board (in LEARN). */
export const ANALYSIS_BOARD = sitePage(
  '/board',
  lazyPage(() => import('@/chess/pages/board-page'), 'BoardPage'),
  {
    menus: [{ menu: 'learn', label: 'Analysis Board', visibleTo: 'authenticated' }],
  },
);

/**
 * The plain-HTML pages besides the club site's that a visitor opens first (docs/decisions/0025):
 * the analysis board, sign-in, the sign-ups and registration forms, and the Account menu's Login,
 * Register and Contact Us. With the club site, the route table's part in the entry chunk
 * (app/paths.ts).
 */
export const VISITOR_PAGE_PATHS: readonly PathEntry[] = [
  ANALYSIS_BOARD,
  sitePage(
    '/login',
    lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
    {
      menus: [{ menu: 'account', label: 'Login', visibleTo: 'visitor' }],
    },
  ),
  sitePage(
    '/register',
    lazyPage(() => import('@/features/auth/pages/register-chooser-page'), 'RegisterChooserPage'),
    {
      menus: [{ menu: 'account', label: 'Register', visibleTo: 'visitor' }],
    },
  ),
  sitePage(
    '/inquiry',
    lazyPage(() => import('@/features/inquiries/pages/inquiry-page'), 'InquiryPage'),
    {
      menus: [{ menu: 'account', label: 'Contact Us', visibleTo: 'visitor' }],
    },
  ),
  // Only these two types are account sign-ups; other /register/* paths are their own routes
  // (later issues) or the 404 page.
  sitePage(
    '/register/groupClass',
    lazyElement(registerPage, 'RegisterPage', (Page) => <Page registerFor="groupClass" />),
  ),
  sitePage(
    '/register/privateClass',
    lazyElement(registerPage, 'RegisterPage', (Page) => <Page registerFor="privateClass" />),
  ),
  sitePage(
    '/forgotUsername',
    lazyPage(() => import('@/features/auth/pages/forgot-username-page'), 'ForgotUsernamePage'),
  ),
  sitePage(
    '/forgotPassword',
    lazyPage(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  ),
  sitePage(
    '/resetPassword/:resetToken',
    lazyPage(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  ),
  sitePage(
    '/camp/register',
    lazyPage(() => import('@/features/camp/pages/camp-register-page'), 'CampRegisterPage'),
  ),
  sitePage(
    '/register/rjlee',
    lazyElement(afterschoolRegisterPage, 'AfterschoolRegisterPage', (Page) => (
      <Page schoolName="RJLEE" />
    )),
    { prefetch: [afterschoolProgram] },
  ),
  sitePage(
    '/register/mustang',
    lazyElement(afterschoolRegisterPage, 'AfterschoolRegisterPage', (Page) => (
      <Page schoolName="MUSTANG" />
    )),
    { prefetch: [afterschoolProgram] },
  ),
];
