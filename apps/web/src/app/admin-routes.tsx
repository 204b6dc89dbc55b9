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
];
