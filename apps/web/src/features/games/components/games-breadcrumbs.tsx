import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Home > Games > `current`; Games opens `dirPath` when given. */
export function GamesBreadcrumbs({ current, dirPath }: { current: string; dirPath?: string }) {
  const games = dirPath ? `/games?${new URLSearchParams({ dirPath }).toString()}` : '/games';
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        Home
      </Link>
      <Link component={RouterLink} to={games} underline="hover" color="inherit">
        Games
      </Link>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
