import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * How a report card prints: one page per student, without the site's header, menus, footer,
 * buttons, period picker and tables behind the charts (the charts stay); the comment prints as
 * text. `.report-print-only` shows only on paper.
 */
export const REPORT_PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '.report-print-only': { display: 'none' },
      '@page': { margin: '12mm' },
      '@media print': {
        'header, nav, footer, .topbar, .footer, .alert-banner, .skip-link, .route-progress': {
          display: 'none !important',
        },
        'main.main': { padding: '0 !important', margin: '0 !important', maxWidth: 'none' },
        '.report-card button, .report-card details, .report-card [data-no-print]': {
          display: 'none !important',
        },
        '.report-card .report-print-only': { display: 'block' },
        '.report-card': { fontSize: '9pt', lineHeight: 1.3 },
        '.report-card h1': { fontSize: '15pt', margin: '0 0 2mm' },
        '.report-card h2': { fontSize: '11pt', margin: '3mm 0 1mm' },
        '.report-card h3': { fontSize: '10pt', margin: '2mm 0 1mm' },
        '.report-card .MuiTypography-root, .report-card .MuiTableCell-root': {
          fontSize: '9pt',
        },
        '.report-card .MuiTableCell-root': { padding: '1px 4px' },
        '.report-card .report-section': { breakInside: 'avoid', marginTop: '2mm' },
        '.report-card .report-print-extra': { display: 'none' },
        '.report-card .report-pair': {
          display: 'grid !important',
          gridTemplateColumns: '1fr 1fr',
          columnGap: '5mm',
          alignItems: 'start',
        },
        '.report-card .report-pair > *': { margin: '0 !important' },
        '.report-card .MuiStack-root > * + *': { marginTop: '2mm !important' },
        '.report-card .MuiPaper-root': { padding: '2mm !important' },
        '.report-card dl': { gap: '0.5mm 5mm !important' },
        '.report-card dd': { fontSize: '9pt !important' },
        '.report-card .attendance-calendar': { gap: '2mm !important' },
        '.report-card .attendance-calendar table': { borderSpacing: '0 !important' },
        '.report-card .attendance-calendar th, .report-card .attendance-calendar td': {
          fontSize: '6.5pt !important',
          width: '4mm !important',
          height: '3.6mm !important',
          padding: '0 !important',
          lineHeight: 1.1,
        },
        '.report-card .attendance-calendar caption': { fontSize: '7.5pt !important' },
        // The four rating plots side by side, short.
        '.report-card .report-ratings': {
          gridTemplateColumns: 'repeat(4, 1fr) !important',
          gap: '2mm !important',
        },
        '.report-card .report-chart': { maxWidth: 'none' },
      },
    }}
  />
);
