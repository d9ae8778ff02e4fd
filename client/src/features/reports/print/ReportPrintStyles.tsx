import GlobalStyles from '@mui/material/GlobalStyles';
import { createTheme, useTheme, type Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { CHROME_LAST_PAGE_HEIGHT_MM } from '../../../../../shared/reports';

/** The look of a MUI small table's cell, which the report tables' head and body cells share. */
function tableCell(theme: Theme) {
  return { ...theme.typography.body2, fontSize: '8.5pt', display: 'table-cell', verticalAlign: 'inherit', textAlign: 'left', color: theme.palette.text.primary } as const;
}

/**
 * Page geometry of the reports on screen and in print. Each `.report-sheet` is an A4 page; in print
 * (the browser's, or the server's PDF export in headless Chromium) the app shell disappears, the
 * sheets lose their shadow and gap, and the last sheet is CHROME_LAST_PAGE_HEIGHT_MM (293 mm) high,
 * because a full 297 mm last page makes Chrome print an extra empty page (spec §9).
 */
export function ReportPrintStyles() {
  // A sheet is paper: its chrome and tables keep print colours in any theme of the app (issue #28: in dark
  // mode the running header and 'Page n/total' were white on the white sheet). Only the typography follows the app.
  const ambient = useTheme();
  const theme = useMemo(() => createTheme({ palette: { mode: 'light' }, typography: ambient.typography }), [ambient.typography]);
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: 0 },
        // Report tables, item names and the sheets' chrome (sections/blocks.tsx ReportTable, ItemPages.tsx,
        // ReportSheet.tsx), styled here once instead of per element: a 10,000-item report has hundreds of
        // sheets and tables and 10,000 item names. The tables look like MUI's small table.
        '.report-table': { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0, marginBottom: '4mm' },
        '.report-table td, .report-table th': { fontSize: '8.5pt', paddingTop: '1.2mm', paddingBottom: '1.2mm', paddingLeft: '1.5mm', paddingRight: '1.5mm' },
        '.report-table.report-table-dense thead > tr > th, .report-table.report-table-dense tbody > tr > td': { fontSize: '7.5pt', paddingLeft: '0.8mm', paddingRight: '0.8mm' },
        // A header that wraps ("IT kWh / year" in a narrow column) keeps its lines together, at the foot of the head row.
        '.report-table thead > tr > th': { ...tableCell(theme), fontWeight: 700, lineHeight: 1.3, verticalAlign: 'bottom' },
        '.report-table tbody > tr > td.report-cell': { ...tableCell(theme), borderBottom: `1px solid ${theme.palette.divider}` },
        '.report-table thead > tr > th.report-cell-right, .report-table tbody > tr > td.report-cell-right': { textAlign: 'right' },
        '.report-table thead > tr > th.report-cell-center, .report-table tbody > tr > td.report-cell-center': { textAlign: 'center' },
        '.report-item-roomy': { paddingTop: '2mm', paddingBottom: '2mm' },
        '.report-item-name': { fontWeight: 600 },
        '.report-item-refurbished': { fontSize: '7.5pt', color: theme.palette.success.dark },
        '.report-sheet-header': {
          display: 'flex',
          justifyContent: 'space-between',
          // The running header's parts never touch, whatever the font's width (the bundled Open Sans is wider).
          gap: '4mm',
          '& > :last-child:not(:first-child)': { textAlign: 'right' },
          borderBottom: `1px solid ${theme.palette.divider}`,
          paddingBottom: '2mm',
          marginBottom: '5mm',
          color: theme.palette.text.secondary,
        },
        '.report-sheet-body': { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' },
        '.report-sheet-footer': { display: 'flex', justifyContent: 'flex-end', paddingTop: '3mm', marginTop: '3mm', borderTop: `1px solid ${theme.palette.divider}` },
        '.report-sheet-footer-bare': { borderTop: 0 },
        '.report-page-label': { ...theme.typography.caption, color: theme.palette.text.secondary },
        '.report-sheet': {
          boxSizing: 'border-box',
          width: '210mm',
          height: '297mm',
          padding: '14mm 16mm 10mm',
          margin: '0 auto 24px',
          background: '#fff',
          color: 'rgba(0,0,0,0.87)',
          boxShadow: '0 2px 12px rgba(0,0,0,0.18)',
          overflow: 'hidden',
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
        },
        // On screen an item page is laid out when it comes near the view (its size is fixed), so a
        // 10,000-item appendix does not hold up the first pages; printing lays out every page.
        '@media screen': { '.report-sheet-own': { contentVisibility: 'auto', containIntrinsicSize: '210mm 297mm' } },
        '@media print': {
          'html, body': { background: '#fff !important', margin: 0, padding: 0 },
          '.report-no-print': { display: 'none !important' },
          '.report-sheet': { margin: 0, boxShadow: 'none', breakAfter: 'page', pageBreakAfter: 'always' },
          '.report-sheet:last-of-type': { height: `${CHROME_LAST_PAGE_HEIGHT_MM}mm`, breakAfter: 'auto', pageBreakAfter: 'auto' },
          '*': { WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
        },
      }}
    />
  );
}
