import { afterschoolProgramsQueryOptions } from '@/features/afterschool/api/get-afterschool-program';
import {
  lazyElement,
  lazyPage,
  muiPage,
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
const campSuccessPage = lazyPage(
  () => import('@/features/camp/pages/camp-success-page'),
  'CampSuccessPage',
);

/**
 * The Account menu, the account forms, sign-ups and payment returns. The pages a visitor opens
 * first are plain HTML (sitePage, docs/decisions/0025); the rest are MUI pages.
 */
export const ACCOUNT_PATHS: readonly PathEntry[] = [
  muiPage(
    '/profile',
    'authenticated',
    lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage'),
    {
      menus: [{ menu: 'account', label: 'Profile' }],
    },
  ),
  muiPage(
    '/profile/family',
    'authenticated',
    lazyPage(() => import('@/features/families/pages/family-page'), 'FamilyPage'),
    {
      menus: [{ menu: 'account', label: 'Family' }],
    },
  ),
  muiPage(
    '/profile/family/orders/:orderRef',
    'authenticated',
    lazyPage(() => import('@/features/families/pages/family-receipt-page'), 'FamilyReceiptPage'),
  ),
  muiPage(
    '/profileEdit',
    'authenticated',
    lazyPage(() => import('@/features/profile/pages/profile-edit-page'), 'ProfileEditPage'),
  ),
  muiPage(
    '/changePassword',
    'authenticated',
    lazyPage(() => import('@/features/auth/pages/change-password-page'), 'ChangePasswordPage'),
  ),
  muiPage(
    '/logOut',
    'public',
    lazyPage(() => import('@/features/auth/pages/logout-page'), 'LogoutPage'),
    {
      menus: [{ menu: 'account', label: 'Logout', visibleTo: 'authenticated' }],
    },
  ),
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
    lazyElement(registerPage, (m) => <m.RegisterPage registerFor="groupClass" />),
  ),
  sitePage(
    '/register/privateClass',
    lazyElement(registerPage, (m) => <m.RegisterPage registerFor="privateClass" />),
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
  muiPage('/camp/registrationSuccess', 'public', campSuccessPage),
  muiPage('/campRegisterSuccess/:tourShortName', 'public', campSuccessPage),
  sitePage(
    '/register/rjlee',
    lazyElement(afterschoolRegisterPage, (m) => <m.AfterschoolRegisterPage schoolName="RJLEE" />),
    { prefetch: [afterschoolProgram] },
  ),
  sitePage(
    '/register/mustang',
    lazyElement(afterschoolRegisterPage, (m) => <m.AfterschoolRegisterPage schoolName="MUSTANG" />),
    { prefetch: [afterschoolProgram] },
  ),
  muiPage(
    '/checkout/paypal/return',
    'public',
    lazyPage(() => import('@/features/checkout/pages/paypal-return-page'), 'PayPalReturnPage'),
  ),
  muiPage(
    '/checkout/paypal/cancel',
    'public',
    lazyPage(() => import('@/features/checkout/pages/paypal-cancel-page'), 'PayPalCancelPage'),
  ),
];
