import GlobalStyles from '@mui/material/GlobalStyles';
import { CHROME_LAST_PAGE_HEIGHT_MM } from '../../../../../shared/reports';

/**
 * Page geometry of the reports on screen and in print. Each `.report-sheet` is an A4 page; in print
 * (the browser's, or the server's PDF export in headless Chromium) the app shell disappears, the
 * sheets lose their shadow and gap, and the last sheet is CHROME_LAST_PAGE_HEIGHT_MM (293 mm) high,
 * because a full 297 mm last page makes Chrome print an extra empty page (spec §9).
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: 0 },
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
        },
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
