import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ReportSheetProps {
  /** 'Page n/total' (spec §2), already translated. */
  pageLabel: string;
  /** The running header: project and partner. */
  header?: ReactNode;
  /** The front page has no running header or footer rule. */
  bare?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * One printed A4 page of a report: a 210 × 297 mm box that prints as exactly one page (print styles
 * in ReportPrintStyles), with the running header and the 'Page n/total' footer.
 */
export function ReportSheet({ pageLabel, header, bare, children, testId }: ReportSheetProps) {
  return (
    <Box component="section" className="report-sheet" data-testid={testId} data-bare={bare ? 'true' : undefined} sx={{ display: 'flex', flexDirection: 'column' }}>
      {!bare && header && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', pb: '2mm', mb: '5mm', color: 'text.secondary' }}>
          {header}
        </Box>
      )}
      <Box className="report-sheet-body" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        {children}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: '3mm', mt: '3mm', borderTop: bare ? 0 : 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" className="report-page-label">
          {pageLabel}
        </Typography>
      </Box>
    </Box>
  );
}
