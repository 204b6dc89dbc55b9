import { canAccess, isAdmin, isClubMember, isCoachOrAdmin } from '@kingside/shared';
import type { Session } from '@/lib/session';

/** The caller's roles; null for a visitor. */
type Roles = readonly string[] | null;

export type NavItem = {
  label: string;
  /** Where the item goes; a function when the path names the logged-in user. */
  to: string | ((session: Session) => string);
  /** Whether a caller with these roles sees the item. */
  visible: (roles: Roles) => boolean;
};

export type NavMenu = {
  id: 'learn' | 'public' | 'admin' | 'account';
  /** Menu button text; also its heading inside the narrow-screen menu. */
  label: string;
  items: readonly NavItem[];
};

const everyone = () => true;
const loggedIn = (roles: Roles) => canAccess('authenticated', roles);
const visitor = (roles: Roles) => roles === null;

/** The top navigation of spec 1 "Application shell", as data; later issues add items here. */
export const NAV_MENUS: readonly NavMenu[] = [
  {
    id: 'public',
    label: 'Club',
    items: [
      { label: 'Classes', to: '/classes', visible: everyone },
      { label: 'Coaches', to: '/coaches', visible: everyone },
      { label: 'Tournaments', to: '/tournaments', visible: everyone },
      { label: 'Summer Camp', to: '/camp', visible: everyone },
      { label: 'Calendar', to: '/calendar', visible: everyone },
      { label: 'About', to: '/about', visible: everyone },
    ],
  },
  {
    id: 'learn',
    label: 'LEARN',
    items: [
      { label: 'Assignments', to: '/assignments', visible: loggedIn },
      { label: 'Puzzles', to: '/puzzles', visible: loggedIn },
      { label: 'End Game Training', to: '/endGameTraining', visible: loggedIn },
      { label: 'Analysis Board', to: '/board', visible: loggedIn },
      {
        label: 'Student Corner',
        to: (session) => `/studentCorner/${encodeURIComponent(session.username)}`,
        visible: loggedIn,
      },
      { label: 'Studies', to: '/studies', visible: loggedIn },
      { label: 'My Games', to: '/myGames', visible: loggedIn },
      { label: 'Openings', to: '/openings', visible: isClubMember },
      { label: 'Play Live', to: '/playLive', visible: loggedIn },
      { label: 'Attendance', to: '/attendance', visible: loggedIn },
      { label: 'Pay By Credit Card', to: '/authorizenet', visible: loggedIn },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    items: [
      { label: 'Games', to: '/games', visible: isCoachOrAdmin },
      { label: 'Assignments Report', to: '/assignmentsReport', visible: isCoachOrAdmin },
      { label: 'Games Explorer', to: '/openings', visible: isCoachOrAdmin },
      { label: 'My Students', to: '/myStudents', visible: isCoachOrAdmin },
      { label: 'Users', to: '/users', visible: isAdmin },
      { label: 'Coaches', to: '/mycoaches', visible: isAdmin },
      { label: 'Inquiries', to: '/inquiries', visible: isAdmin },
      { label: 'Configs', to: '/configs', visible: isAdmin },
      { label: 'Contacts', to: '/contacts', visible: isAdmin },
      { label: 'Gallery Images', to: '/galleryImages', visible: isAdmin },
      { label: 'News', to: '/admin/news', visible: isAdmin },
      { label: 'Coach Profiles', to: '/admin/coaches', visible: isAdmin },
      { label: 'Programs', to: '/admin/programs', visible: isAdmin },
      { label: 'Locations', to: '/admin/locations', visible: isAdmin },
      { label: 'Alerts', to: '/admin/alerts', visible: isAdmin },
      { label: 'User Activity', to: '/userActivity', visible: isAdmin },
      { label: 'RJ Lee Registrations', to: '/RJLEE/registrations', visible: isAdmin },
      { label: 'Mustang Registrations', to: '/mustang/registrations', visible: isAdmin },
      { label: 'Camp Registrations', to: '/camp/registrations', visible: isAdmin },
      { label: 'Camp Events', to: '/camp/events', visible: isAdmin },
      { label: 'Emailer', to: '/emailer', visible: isAdmin },
      { label: 'Tournament Coupons', to: '/tournament-coupons', visible: isAdmin },
      { label: 'Outbox', to: '/admin/outbox', visible: isAdmin },
      { label: 'Analytics', to: '/admin/analytics', visible: isAdmin },
      { label: 'Payments', to: '/admin/payments', visible: isAdmin },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    items: [
      { label: 'Profile', to: '/profile', visible: loggedIn },
      { label: 'Logout', to: '/logOut', visible: loggedIn },
      { label: 'Login', to: '/login', visible: visitor },
      { label: 'Register', to: '/register', visible: visitor },
      { label: 'Contact Us', to: '/inquiry', visible: visitor },
    ],
  },
];

export type VisibleNavItem = { label: string; to: string };
export type VisibleNavMenu = { id: NavMenu['id']; label: string; items: VisibleNavItem[] };

/** The menus and items this session may see, with paths resolved; empty menus are dropped. */
export function getVisibleMenus(session: Session | null): VisibleNavMenu[] {
  const roles = session?.roles ?? null;
  return NAV_MENUS.map((menu) => ({
    id: menu.id,
    label: menu.label,
    items: menu.items
      .filter((item) => item.visible(roles))
      .map((item) => ({
        label: item.label,
        to: typeof item.to === 'function' ? (session ? item.to(session) : '/login') : item.to,
      })),
  })).filter((menu) => menu.items.length > 0);
}
