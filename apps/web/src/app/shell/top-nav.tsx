import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { getVisibleMenus, type VisibleNavMenu } from '@/app/shell/nav-config';
import { NavMenuButton } from '@/app/shell/nav-menu-button';
import { FALLBACK_CLUB_ABBREVIATION, useClub } from '@/lib/club';
import { useSession } from '@/lib/session';

/** Below this width everything collapses into one Menu button (spec 1 "Application shell"). */
export const NARROW_SCREEN_QUERY = '(max-width:799.95px)';

function Brand() {
  const { data: club } = useClub();
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        mr: 2,
        whiteSpace: 'nowrap',
      }}
    >
      {club?.abbreviation ?? FALLBACK_CLUB_ABBREVIATION}
    </Typography>
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
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: 'flex', flexWrap: 'wrap', flexGrow: 1 }}
      >
        {learn && <NavMenuButton label={learn.label} groups={[learn]} />}
        {publicLinks?.items.map((item) => (
          <Button key={item.to} component={RouterLink} to={item.to} color="inherit">
            {item.label}
          </Button>
        ))}
        {admin && <NavMenuButton label={admin.label} groups={[admin]} />}
      </Box>
      {account && <NavMenuButton label="Account" icon={<AccountCircle />} groups={[account]} />}
    </>
  );
}

/** The top navigation: menus from nav-config filtered by the session's roles. */
export function TopNav() {
  const session = useSession();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, { noSsr: true });
  const menus = getVisibleMenus(session);
  return (
    <AppBar position="static" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Brand />
        {narrow ? (
          <>
            <Box sx={{ flexGrow: 1 }} />
            <NavMenuButton label="Menu" icon={<MenuIcon />} groups={menus} />
          </>
        ) : (
          <WideNav menus={menus} />
        )}
      </Toolbar>
    </AppBar>
  );
}
