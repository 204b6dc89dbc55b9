import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A link of PageBreadcrumbs: its text and address. */
export type Crumb = { label: string; to: string };

/**
 * The trail above a page's title: links to the pages above it (`links`, the top one first), then
 * the page itself (`current`), marked as the current page.
 */
export function PageBreadcrumbs({ links, current }: { links: readonly Crumb[]; current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} underline="hover" color="inherit">
          {link.label}
        </Link>
      ))}
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
