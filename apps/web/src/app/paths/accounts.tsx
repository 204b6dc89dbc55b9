import { lazyElement, lazyPage, muiPage, type PathEntry } from '@/app/paths/path-entry';

const registerPage = () => import('@/features/auth/pages/register-page');
const afterschoolRegisterPage = () =>
  import('@/features/afterschool/pages/afterschool-register-page');
const campSuccessPage = lazyPage(
  () => import('@/features/camp/pages/camp-success-page'),
  'CampSuccessPage',
);

/** The Account menu, the account forms, sign-ups and payment returns: MUI pages. */
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
  muiPage(
    '/login',
    'public',
    lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
    {
      menus: [{ menu: 'account', label: 'Login', visibleTo: 'visitor' }],
    },
  ),
  muiPage(
    '/register',
    'public',
    lazyPage(() => import('@/features/auth/pages/register-chooser-page'), 'RegisterChooserPage'),
    {
      menus: [{ menu: 'account', label: 'Register', visibleTo: 'visitor' }],
    },
  ),
  muiPage(
    '/inquiry',
    'public',
    lazyPage(() => import('@/features/inquiries/pages/inquiry-page'), 'InquiryPage'),
    {
      menus: [{ menu: 'account', label: 'Contact Us', visibleTo: 'visitor' }],
    },
  ),
  // Only these two types are account sign-ups; other /register/* paths are their own routes
  // (later issues) or the 404 page.
  muiPage(
    '/register/groupClass',
    'public',
    lazyElement(registerPage, (m) => <m.RegisterPage registerFor="groupClass" />),
  ),
  muiPage(
    '/register/privateClass',
    'public',
    lazyElement(registerPage, (m) => <m.RegisterPage registerFor="privateClass" />),
  ),
  muiPage(
    '/forgotUsername',
    'public',
    lazyPage(() => import('@/features/auth/pages/forgot-username-page'), 'ForgotUsernamePage'),
  ),
  muiPage(
    '/forgotPassword',
    'public',
    lazyPage(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  ),
  muiPage(
    '/resetPassword/:resetToken',
    'public',
    lazyPage(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  ),
  muiPage(
    '/camp/register',
    'public',
    lazyPage(() => import('@/features/camp/pages/camp-register-page'), 'CampRegisterPage'),
  ),
  muiPage('/camp/registrationSuccess', 'public', campSuccessPage),
  muiPage('/campRegisterSuccess/:tourShortName', 'public', campSuccessPage),
  muiPage(
    '/register/rjlee',
    'public',
    lazyElement(afterschoolRegisterPage, (m) => <m.AfterschoolRegisterPage schoolName="RJLEE" />),
  ),
  muiPage(
    '/register/mustang',
    'public',
    lazyElement(afterschoolRegisterPage, (m) => <m.AfterschoolRegisterPage schoolName="MUSTANG" />),
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
