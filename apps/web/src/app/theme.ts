import { createTheme } from '@mui/material/styles';

/** Kingside's palette: board greens and the wood tones of a classic set. */
export const theme = createTheme({
  palette: {
    primary: { main: '#2f4f3e', contrastText: '#ffffff' },
    secondary: { main: '#8b5a2b', contrastText: '#ffffff' },
    background: { default: '#f7f4ee', paper: '#ffffff' },
    // MUI's default info and warning blues and oranges carry white (or, outlined, sit on white)
    // at about 3:1; these keep 4.5:1 or more (WCAG AA), as the axe scan of every page checks.
    info: { main: '#01579b', contrastText: '#ffffff' },
    warning: { main: '#9a4a00', light: '#ffe0b2', contrastText: '#ffffff' },
  },
  components: {
    // A table's page controls wrap on a phone instead of pushing the next-page arrow past the
    // screen's edge ("Rows per page: 25 ▾ 1–12 of 12 ‹ ›" is wider than 375 px).
    MuiTablePagination: {
      styleOverrides: {
        toolbar: ({ theme }) => ({
          flexWrap: 'wrap',
          [theme.breakpoints.down('sm')]: { paddingLeft: theme.spacing(1) },
        }),
        selectLabel: ({ theme }) => ({
          [theme.breakpoints.down('sm')]: { display: 'none' },
        }),
        input: ({ theme }) => ({
          [theme.breakpoints.down('sm')]: { marginRight: theme.spacing(1) },
        }),
        actions: ({ theme }) => ({
          [theme.breakpoints.down('sm')]: { marginLeft: theme.spacing(1) },
        }),
      },
    },
    // Unselected toggle buttons use the secondary text colour instead of MUI's lighter grey.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          color: theme.palette.text.secondary,
          '&.Mui-selected': { color: theme.palette.text.primary },
        }),
      },
    },
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
