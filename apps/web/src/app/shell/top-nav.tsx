import { Suspense, use } from 'react';
import { Link } from 'react-router';
import { loadMenuPaths, menuPathsIfLoaded, OPEN_PATHS } from '@/app/paths';
import { getVisibleMenus, type VisibleNavMenu } from '@/app/shell/nav-config';
import { NavMenuButton } from '@/app/shell/nav-menu-button';
import { ScreenFit } from '@/components/screen-fit';
import { FALLBACK_CLUB_ABBREVIATION, useClub } from '@/lib/club';
import { useSession, type Session } from '@/lib/session';

function AccountIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="9.5" r="3.5" fill="currentColor" />
      <path d="M5.5 18.5c1.4-2.6 3.8-4 6.5-4s5.1 1.4 6.5 4" fill="currentColor" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function Brand() {
  const { data: club } = useClub();
  return (
    <Link to="/" className="brand">
      {club?.abbreviation ?? FALLBACK_CLUB_ABBREVIATION}
    </Link>
  );
}

function WideNav({ menus }: { menus: VisibleNavMenu[] }) {
  const byId = (id: VisibleNavMenu['id']) => menus.find((menu) => menu.id === id);
  const publicLinks = byId('public');
  const learn = byId('learn');
  const admin = byId('admin');
  const account = byId('account');
  return (
    <>
      <nav aria-label="Main" className="main-nav">
        {learn && <NavMenuButton label={learn.label} groups={[learn]} />}
        {publicLinks?.items.map((item) => (
          <Link key={item.to} to={item.to} className="nav-button">
            {item.label}
          </Link>
        ))}
        {admin && <NavMenuButton label={admin.label} groups={[admin]} />}
      </nav>
      {account && (
        <NavMenuButton label="Account" icon={<AccountIcon />} groups={[account]} align="end" />
      )}
    </>
  );
}

function NarrowNav({ menus }: { menus: VisibleNavMenu[] }) {
  return (
    <>
      <span className="spacer" />
      <NavMenuButton label="Menu" icon={<MenuIcon />} groups={menus} align="end" />
    </>
  );
}

/** The wide navigation, or below 800 pixels the one Menu (spec 1 "Application shell"). */
function Menus({ menus }: { menus: VisibleNavMenu[] }) {
  return (
    <ScreenFit below="nav" wide={<WideNav menus={menus} />} narrow={<NarrowNav menus={menus} />} />
  );
}

/**
 * A signed-in user's menus: they list the signed-in pages, whose table is a lazy chunk (loading
 * from the start, app/router.tsx); they wait for it only if it has not arrived yet.
 */
function SignedInMenus({ session }: { session: Session }) {
  const paths = menuPathsIfLoaded() ?? use(loadMenuPaths());
  return <Menus menus={getVisibleMenus(session, paths)} />;
}

/**
 * The top navigation: menus from nav-config filtered by the session's roles. `brandOnly` while
 * the first page loads: menus opened then would close when the real shell replaces the fallback.
 * For the same reason a signed-in user's menus wait, brand only, for the signed-in table.
 */
export function TopNav({ brandOnly = false }: { brandOnly?: boolean }) {
  const session = useSession();
  return (
    <header className="topbar">
      <div className="container topbar-inner">
        <Brand />
        {brandOnly ? null : session ? (
          <Suspense fallback={null}>
            <SignedInMenus session={session} />
          </Suspense>
        ) : (
          <Menus menus={getVisibleMenus(null, OPEN_PATHS)} />
        )}
      </div>
    </header>
  );
}
