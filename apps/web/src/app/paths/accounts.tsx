import { lazyPage, muiPage, type PathEntry } from '@/app/paths/path-entry';

const campSuccessPage = lazyPage(
  () => import('@/features/camp/pages/camp-success-page'),
  'CampSuccessPage',
);

/**
 * The Account menu's MUI pages (profile, family, password, Logout) and the MUI pages after a
 * payment; the sign-in and sign-up forms a visitor opens first are plain HTML, in
 * `visitor-pages.tsx` (docs/decisions/0025). Part of the signed-in table, a lazy chunk
 * (app/paths/signed-in.ts).
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
    '/profile/family/cart',
    'authenticated',
    lazyPage(() => import('@/features/families/pages/family-cart-page'), 'FamilyCartPage'),
    {
      menus: [{ menu: 'account', label: 'Family cart' }],
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
  muiPage('/camp/registrationSuccess', 'public', campSuccessPage),
  muiPage('/campRegisterSuccess/:tourShortName', 'public', campSuccessPage),
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
