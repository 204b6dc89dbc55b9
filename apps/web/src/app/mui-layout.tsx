import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { theme } from '@/app/theme';

/**
 * The MUI theme around the pages that use MUI (forms, profile, admin). A lazy layout route, so
 * the shell and the public pages never load MUI or emotion; the page reset is in app.css.
 */
export function MuiLayout() {
  return (
    <ThemeProvider theme={theme}>
      <Outlet />
    </ThemeProvider>
  );
}
