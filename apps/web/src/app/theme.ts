import { createTheme } from '@mui/material/styles';

/** Kingside's palette: board greens and the wood tones of a classic set. */
export const theme = createTheme({
  palette: {
    primary: { main: '#2f4f3e', contrastText: '#ffffff' },
    secondary: { main: '#8b5a2b', contrastText: '#ffffff' },
    background: { default: '#f7f4ee', paper: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    // The same system font stack as app.css, so MUI pages match the plain-HTML shell.
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h4: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
